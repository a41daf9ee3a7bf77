import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useBusyStore } from '@/lib/busy';
import { usePwaUpdateStore } from '@/lib/pwa-update';
import UpdateBanner from './update-banner';

const applyUpdate = vi.fn(async () => {});

beforeEach(() => {
  applyUpdate.mockClear();
  useBusyStore.setState({ dirtyForms: {}, syncing: false });
  usePwaUpdateStore.setState({ updateAvailable: true, applyUpdate });
});

const reloadButton = () => screen.getByRole('button', { name: 'Reload' });

describe('UpdateBanner', () => {
  it('shows nothing without a new version', () => {
    usePwaUpdateStore.setState({ updateAvailable: false });
    const { container } = render(<UpdateBanner />);
    expect(container.textContent).toBe('');
  });

  it("says 'New version available — Reload' and applies the update on Reload", () => {
    render(<UpdateBanner />);
    expect(screen.getByRole('status').textContent).toContain('New version available — Reload');
    fireEvent.click(reloadButton());
    expect(applyUpdate).toHaveBeenCalledOnce();
  });

  it('waits while a form has unsaved changes, with the reason, then lets the user reload', () => {
    useBusyStore.getState().setFormDirty('answer-form', true);
    render(<UpdateBanner />);
    expect(reloadButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Save or clear your changes first.')).toBeTruthy();
    fireEvent.click(reloadButton());
    expect(applyUpdate).not.toHaveBeenCalled();

    act(() => useBusyStore.getState().setFormDirty('answer-form', false));
    expect(reloadButton()).toHaveProperty('disabled', false);
    expect(screen.queryByText('Save or clear your changes first.')).toBeNull();
  });

  it('waits while a sync runs', () => {
    useBusyStore.getState().setSyncing(true);
    render(<UpdateBanner />);
    expect(reloadButton()).toHaveProperty('disabled', true);
    expect(screen.getByText('Waiting for the sync to finish.')).toBeTruthy();
  });

  it('can be dismissed without updating', () => {
    render(<UpdateBanner />);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(applyUpdate).not.toHaveBeenCalled();
  });
});
