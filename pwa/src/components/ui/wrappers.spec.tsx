import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Profiler } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
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

  it('on a server-rendered page a submit button waits for the app; other buttons hydrate in one render', async () => {
    const renders = { submit: 0, plain: 0 };
    const page = (
      <>
        <Profiler id="submit" onRender={() => (renders.submit += 1)}>
          <Button type="submit">Send</Button>
        </Profiler>
        <Profiler id="plain" onRender={() => (renders.plain += 1)}>
          <Button>Save</Button>
        </Profiler>
      </>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // The server's HTML: the form cannot be sent before the app runs (the browser would send it as a GET).
    expect(container.querySelector('button[type="submit"]')?.hasAttribute('disabled')).toBe(true);
    expect(container.querySelector('button[type="button"]')?.hasAttribute('disabled')).toBe(false);
    renders.submit = renders.plain = 0;

    const root = await act(async () => hydrateRoot(container, page));
    expect(screen.getByRole('button', { name: 'Send' }).hasAttribute('disabled')).toBe(false);
    // The submit button renders again once the app runs; a plain one has nothing to change (a second,
    // synchronous render inside hydration's effects is blocking time on a phone, docs/architecture.md §5.4).
    expect(renders).toEqual({ submit: 2, plain: 1 });
    act(() => root.unmount());
    container.remove();
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
