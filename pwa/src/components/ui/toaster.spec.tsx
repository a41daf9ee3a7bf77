import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TOAST_DURATION_MS, TOAST_MAX_VISIBLE, toast, toaster, Toaster } from './toaster';

afterEach(() => {
  act(() => toaster.remove());
});

describe('toast', () => {
  it('uses the spec’s limits: one toast at a time, 5000 ms', () => {
    expect(TOAST_MAX_VISIBLE).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
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
