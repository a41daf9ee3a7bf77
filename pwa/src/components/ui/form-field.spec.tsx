import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField, FormField, OPTIONAL_MARKER, RadioField } from './form-field';

const binding = (value = '', onChange = vi.fn()) => ({ name: 'field', value, onChange });

describe('FormField', () => {
  it('labels a required input and wires its error for assistive technology', () => {
    render(<FormField label="Full Name" binding={binding()} required error="Name must be at least 2 characters" />);
    const input = screen.getByLabelText(/^Full Name/);
    expect(input.tagName).toBe('INPUT');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-required')).toBe('true');
    // Not the native attribute: it would match :invalid (and show red) before anything was typed.
    expect(input.hasAttribute('required')).toBe(false);
    const error = screen.getByText('Name must be at least 2 characters');
    expect((input.getAttribute('aria-describedby') ?? '').split(' ')).toContain(error.id);
    expect(screen.queryByText(OPTIONAL_MARKER)).toBeNull();
  });

  it('marks an optional field and shows its helper, without an error', () => {
    render(<FormField label="Budget" binding={binding('$5,000')} helper="Roughly is fine" />);
    const input = screen.getByLabelText(/^Budget/) as HTMLInputElement;
    expect(input.value).toBe('$5,000');
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByText(OPTIONAL_MARKER)).toBeTruthy();
    expect(input.getAttribute('aria-describedby')).toContain(screen.getByText('Roughly is fine').id);
  });

  it('renders a textarea of the given rows and reports typing through the binding', () => {
    const onChange = vi.fn();
    render(<FormField label="Describe your issue" binding={binding('', onChange)} rows={5} required />);
    const textarea = screen.getByLabelText(/^Describe your issue/);
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('rows')).toBe('5');
    fireEvent.change(textarea, { target: { value: 'The upload fails' } });
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('makes a live helper a polite live region', () => {
    render(<FormField label="Username" binding={binding()} required helper="Checking availability..." helperLive />);
    expect(screen.getByText('Checking availability...').getAttribute('aria-live')).toBe('polite');
  });
});

describe('CheckboxField', () => {
  it('labels the checkbox and describes it by its hint and error', () => {
    render(
      <CheckboxField binding={{ name: 'terms', checked: false, onChange: vi.fn() }} hint="Read them first" error="You must accept">
        I accept the terms
      </CheckboxField>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    const described = checkbox.getAttribute('aria-describedby') ?? '';
    expect(described).toContain(screen.getByText('Read them first').id);
    expect(described).toContain(screen.getByText('You must accept').id);
  });
});

describe('RadioField', () => {
  it('is a radiogroup named by its legend; picking an option reports it; the error describes the group', () => {
    const onChange = vi.fn();
    render(
      <RadioField
        legend="Reason"
        name="reason"
        options={['scam', 'other'] as const}
        labels={{ scam: 'Scam or fraud', other: 'Other' }}
        value="other"
        onChange={onChange}
        error="Please choose a reason"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Reason' });
    expect(group.getAttribute('aria-describedby')).toBe(screen.getByText('Please choose a reason').id);
    expect((screen.getByRole('radio', { name: 'Other' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('radio', { name: 'Scam or fraud' }));
    expect(onChange).toHaveBeenCalledWith('scam');
  });
});

describe('FormField as a select', () => {
  it('is a labelled combobox of the options after an empty placeholder option, wired like an input', () => {
    const onChange = vi.fn();
    const categories = { options: ['Engine Parts', 'Sails'], placeholder: 'Select a category' };
    render(<FormField label="Category" required {...categories} binding={binding('', onChange)} error="Please select a category" />);
    const select = screen.getByRole('combobox', { name: /^Category/ }) as HTMLSelectElement;
    expect(Array.from(select.options).map((option) => option.text)).toEqual(['Select a category', 'Engine Parts', 'Sails']);
    expect(select.options[0]?.value).toBe('');
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.getAttribute('aria-required')).toBe('true');
    expect(select.getAttribute('aria-describedby')).toContain(screen.getByText('Please select a category').id);
    fireEvent.change(select, { target: { value: 'Sails' } });
    expect(onChange).toHaveBeenCalledOnce();
  });
});

describe('FormField options', () => {
  it('counts the trimmed characters of a text area against its limit', () => {
    render(<FormField label="Question Details" required rows={8} counter={2000} binding={binding('  Twelve chars  ')} />);
    const counter = screen.getByText('12 / 2000');
    expect(screen.getByLabelText(/^Question Details/).getAttribute('aria-describedby')).toContain(counter.id);
  });

  it('can leave out the optional marker and keep the label for assistive technology only', () => {
    render(
      <>
        <FormField label="Brand" markOptional={false} maxLength={100} binding={binding()} />
        <FormField label="Your Answer" hideLabel required binding={binding()} rows={6} />
      </>,
    );
    expect(screen.queryByText(OPTIONAL_MARKER)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Brand' }).getAttribute('maxlength')).toBe('100');
    expect(screen.getByRole('textbox', { name: 'Your Answer' })).toBeTruthy();
  });
});
