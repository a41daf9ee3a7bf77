import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * What an app update must not interrupt (docs/architecture.md §5.5): a form with unsaved input, or a running
 * sync. The "new version" banner waits while either is true; the sync engine reports `syncing`.
 */
export interface BusyState {
  /** Forms with unsaved changes, by form id. */
  dirtyForms: Record<string, true>;
  /** The outbox is being sent or data pulled. */
  syncing: boolean;
  setFormDirty: (id: string, dirty: boolean) => void;
  setSyncing: (value: boolean) => void;
}

export const useBusyStore = create<BusyState>((set) => ({
  dirtyForms: {},
  syncing: false,
  setFormDirty: (id, dirty) =>
    set((state) => {
      if (dirty === Boolean(state.dirtyForms[id])) return state;
      const dirtyForms = { ...state.dirtyForms };
      if (dirty) dirtyForms[id] = true;
      else delete dirtyForms[id];
      return { dirtyForms };
    }),
  setSyncing: (value) => set((state) => (state.syncing === value ? state : { syncing: value })),
}));

/** Why a reload would hurt now, or null when nothing is at stake. */
export type BusyReason = 'unsaved-changes' | 'syncing' | null;

export function busyReason(state: Pick<BusyState, 'dirtyForms' | 'syncing'>): BusyReason {
  if (Object.keys(state.dirtyForms).length > 0) return 'unsaved-changes';
  return state.syncing ? 'syncing' : null;
}

export const selectIsBusy = (state: BusyState): boolean => busyReason(state) !== null;

/** True while a form has unsaved changes or a sync runs. */
export function useIsBusy(): boolean {
  return useBusyStore(selectIsBusy);
}

export function useBusyReason(): BusyReason {
  return useBusyStore(busyReason);
}

/** Reports a form's unsaved state under `id` while the component is mounted (cleared on unmount). */
export function useDirtyForm(id: string, dirty: boolean): void {
  const setFormDirty = useBusyStore((state) => state.setFormDirty);
  useEffect(() => {
    setFormDirty(id, dirty);
  }, [id, dirty, setFormDirty]);
  useEffect(() => () => setFormDirty(id, false), [id, setFormDirty]);
}

/**
 * Whether a form's values differ from the ones it started with (field by field; arrays compared by
 * content), for `useDirtyForm(id, hasChanges(values, initialValues))`.
 */
export function hasChanges<T extends object>(values: T, initialValues: T): boolean {
  const keys = new Set([...Object.keys(values), ...Object.keys(initialValues)]) as Set<keyof T>;
  for (const key of keys) {
    const a = values[key];
    const b = initialValues[key];
    if (Array.isArray(a) && Array.isArray(b)) {
      if (a.length !== b.length || a.some((item, index) => item !== b[index])) return true;
    } else if (a !== b) return true;
  }
  return false;
}
