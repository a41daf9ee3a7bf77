import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';
import { Dialog } from './dialog';
import { Field } from './field';
import { Tabs } from './tabs';

describe('ui wrappers', () => {
  it('Button defaults to type="button" and renders a link with asChild', () => {
    render(
      <>
        <Button>Save</Button>
        <Button asChild variant="accent">
          <a href="/auth">Sign In</a>
        </Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save' }).getAttribute('type')).toBe('button');
    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(link.getAttribute('type')).toBeNull();
    expect(link.className).toContain('button--variant_accent');
  });

  it('Dialog opens from its trigger, is labelled by its title and closes with the × button', async () => {
    const onOpenChange = vi.fn();
    render(
      <Dialog.Root onOpenChange={onOpenChange}>
        <Dialog.Trigger>Remove</Dialog.Trigger>
        <Dialog.Content>
          <Dialog.Title>Confirm Deletion</Dialog.Title>
          <Dialog.Description>Are you sure you want to delete this listing? This action cannot be undone.</Dialog.Description>
        </Dialog.Content>
      </Dialog.Root>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Deletion' });
    expect(dialog.textContent).toContain('This action cannot be undone.');

    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(onOpenChange).toHaveBeenLastCalledWith(expect.objectContaining({ open: false }));
  });

  it('Tabs show the selected panel', async () => {
    render(
      <Tabs.Root defaultValue="details">
        <Tabs.List>
          <Tabs.Trigger value="details">Details</Tabs.Trigger>
          <Tabs.Trigger value="shipping">Shipping</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="details">Details panel</Tabs.Content>
        <Tabs.Content value="shipping">Shipping panel</Tabs.Content>
      </Tabs.Root>,
    );
    expect(screen.getByRole('tab', { name: 'Details' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByRole('tab', { name: 'Shipping' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Shipping' }).getAttribute('aria-selected')).toBe('true'));
    expect(screen.getByText('Shipping panel').hidden).toBe(false);
    await waitFor(() => expect(screen.getByText('Details panel').hidden).toBe(true));
  });

  it('Field ties the label and error text to the input', async () => {
    render(
      <Field.Root invalid required>
        <Field.Label>Title</Field.Label>
        <Field.Input />
        <Field.ErrorText>Title must be at least 5 characters</Field.ErrorText>
      </Field.Root>,
    );
    const input = screen.getByRole('textbox', { name: /Title/ });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('required')).toBe(true);
    const error = screen.getByText('Title must be at least 5 characters');
    // Ark links the error text (aria-errormessage) once it has seen it mounted.
    await waitFor(() => expect(input.getAttribute('aria-errormessage')).toBe(error.id));
  });
});
