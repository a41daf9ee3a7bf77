import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';
import { Dialog } from './dialog';
import { FailedState } from './failed-state';
import { LoadMoreButton } from './load-more-button';
import { Select } from './select';

describe('ui parts', () => {
  it('LoadMoreButton says it is loading and cannot be pressed again meanwhile', () => {
    const onClick = vi.fn();
    const { rerender } = render(<LoadMoreButton label="Load more" busyLabel="Loading more…" onClick={onClick} />);
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(<LoadMoreButton label="Load more" busyLabel="Loading more…" loading onClick={onClick} />);
    const busy = screen.getByRole('button', { name: 'Loading more…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
  });

  it('FailedState is an alert whose button tries again', () => {
    const onRetry = vi.fn();
    render(<FailedState heading="Could not load your alerts" level="h3" retryLabel="Retry" onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('Could not load your alerts');
    expect(screen.getByRole('heading', { level: 3, name: 'Could not load your alerts' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('Dialog.Form ends with Cancel and its submit button, both held while it is sent', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const onCancel = vi.fn();
    const form = (submitting: boolean) => (
      <Dialog.Form
        aria-label="Rename"
        onSubmit={onSubmit}
        onCancel={onCancel}
        submitting={submitting}
        labels={{ cancel: 'Cancel', submit: 'Save Name', busy: 'Saving…' }}
      >
        <input aria-label="Name" />
      </Dialog.Form>
    );
    const { rerender } = render(form(false));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    fireEvent.submit(screen.getByRole('form', { name: 'Rename' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);

    rerender(form(true));
    expect(screen.getByRole('form', { name: 'Rename' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('button', { name: 'Saving…' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
  });

  it('Select and Checkbox are the native controls', () => {
    const onChange = vi.fn();
    render(
      <>
        <Select aria-label="Sort" defaultValue="newest" fit="content">
          <option value="newest">Newest</option>
          <option value="price-asc">Price: Low to High</option>
        </Select>
        <label>
          <Checkbox onChange={onChange} /> Featured only
        </label>
      </>,
    );
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'price-asc' } });
    expect((screen.getByRole('combobox', { name: 'Sort' }) as HTMLSelectElement).value).toBe('price-asc');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Featured only' }));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});
