import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { busyReason, hasChanges, useBusyReason, useBusyStore, useDirtyForm, useIsBusy } from './busy';

beforeEach(() => useBusyStore.setState({ dirtyForms: {}, syncing: false }));

describe('busy store', () => {
  it('is idle at first', () => {
    expect(busyReason(useBusyStore.getState())).toBeNull();
  });

  it('tracks each dirty form by id until it is clean again', () => {
    const { setFormDirty } = useBusyStore.getState();
    setFormDirty('answer-form', true);
    setFormDirty('profile-form', true);
    expect(useBusyStore.getState().dirtyForms).toEqual({ 'answer-form': true, 'profile-form': true });
    setFormDirty('answer-form', false);
    expect(useBusyStore.getState().dirtyForms).toEqual({ 'profile-form': true });
    expect(busyReason(useBusyStore.getState())).toBe('unsaved-changes');
    setFormDirty('profile-form', false);
    expect(busyReason(useBusyStore.getState())).toBeNull();
  });

  it('is busy while a sync runs; unsaved changes are named first', () => {
    useBusyStore.getState().setSyncing(true);
    expect(busyReason(useBusyStore.getState())).toBe('syncing');
    useBusyStore.getState().setFormDirty('login-form', true);
    expect(busyReason(useBusyStore.getState())).toBe('unsaved-changes');
    useBusyStore.getState().setFormDirty('login-form', false);
    useBusyStore.getState().setSyncing(false);
    expect(busyReason(useBusyStore.getState())).toBeNull();
  });

  it('does not notify subscribers when nothing changes', () => {
    let notified = 0;
    const unsubscribe = useBusyStore.subscribe(() => (notified += 1));
    useBusyStore.getState().setFormDirty('a', false);
    useBusyStore.getState().setSyncing(false);
    useBusyStore.getState().setFormDirty('a', true);
    useBusyStore.getState().setFormDirty('a', true);
    unsubscribe();
    expect(notified).toBe(1);
  });
});

describe('useDirtyForm', () => {
  it('registers while dirty, unregisters when clean and when the form unmounts', () => {
    const { rerender, unmount } = renderHook(({ dirty }) => useDirtyForm('ask-question-form', dirty), { initialProps: { dirty: false } });
    expect(useBusyStore.getState().dirtyForms).toEqual({});
    rerender({ dirty: true });
    expect(useBusyStore.getState().dirtyForms).toEqual({ 'ask-question-form': true });
    rerender({ dirty: false });
    expect(useBusyStore.getState().dirtyForms).toEqual({});
    rerender({ dirty: true });
    unmount();
    expect(useBusyStore.getState().dirtyForms).toEqual({});
  });

  it('feeds useIsBusy and useBusyReason', () => {
    const busy = renderHook(() => [useIsBusy(), useBusyReason()] as const);
    expect(busy.result.current).toEqual([false, null]);
    const form = renderHook(() => useDirtyForm('login-form', true));
    expect(busy.result.current).toEqual([true, 'unsaved-changes']);
    form.unmount();
    expect(busy.result.current).toEqual([false, null]);
    act(() => useBusyStore.getState().setSyncing(true));
    expect(busy.result.current).toEqual([true, 'syncing']);
  });
});

describe('hasChanges', () => {
  const initial = { title: '', price: '', imageUrls: [] as string[], terms: false };

  it('is false for the starting values, even as a new object', () => {
    expect(hasChanges({ ...initial, imageUrls: [] }, initial)).toBe(false);
  });

  it('sees a changed text, checkbox or list', () => {
    expect(hasChanges({ ...initial, title: 'P' }, initial)).toBe(true);
    expect(hasChanges({ ...initial, terms: true }, initial)).toBe(true);
    expect(hasChanges({ ...initial, imageUrls: ['/uploads/a-1280.webp'] }, initial)).toBe(true);
    expect(hasChanges({ ...initial, imageUrls: ['/b'] }, { ...initial, imageUrls: ['/a'] })).toBe(true);
  });

  it('is false again once an edit is undone', () => {
    expect(hasChanges({ ...initial, title: '' }, initial)).toBe(false);
  });
});
