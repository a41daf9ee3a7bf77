import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { toaster } from './toast-region';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, toast, Toaster } from './toaster';

afterEach(() => {
  act(() => toaster.remove());
});

describe('toast', () => {
  it('uses the spec’s limits: one toast at a time, 5000 ms', () => {
    expect(TOAST_MAX_VISIBLE).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  // First among the tests that raise a toast: the region appears with the first toast of the page.
  it('puts the toast region (a polite live region) on the page with the first toast, before the toast itself', async () => {
    render(<Toaster />);
    expect(screen.queryByRole('region')).toBeNull();
    act(() => {
      toast({ title: 'Saved to Wishlist' });
    });
    const region = await screen.findByRole('region');
    expect(region.getAttribute('aria-live')).toBe('polite');
    // Screen readers announce what a live region gains, not what arrives with it.
    expect(region.textContent).not.toContain('Saved to Wishlist');
    expect(await screen.findByText('Saved to Wishlist')).toBeTruthy();
    expect(region.textContent).toContain('Saved to Wishlist');
  });

  it('shows the title and description', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Feature Coming Soon', description: 'Saving parts arrives in a later release.' });
    });
    expect(await screen.findByText('Feature Coming Soon')).toBeTruthy();
    expect(screen.getByText('Saving parts arrives in a later release.')).toBeTruthy();
  });

  it('replaces the visible toast with the newest one', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Logged out', description: 'You have been logged out of your account.', type: 'success' });
    });
    await screen.findByText('Logged out');

    act(() => {
      toast({ title: 'Login failed', description: 'Invalid username or password', type: 'error' });
    });
    expect(await screen.findByText('Login failed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Logged out')).toBeNull());
  });
});
