import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * The save times of the data the screen shows while offline, so one notice can say
 * 'Offline — showing data saved {time}' with the oldest of them (docs/architecture.md §6.2).
 */
interface ShownDataAge {
  /** By registration: the save time, or null for data built on the device (no single save time). */
  savedAt: Record<number, number | null>;
}

export const useShownDataAgeStore = create<ShownDataAge>(() => ({ savedAt: {} }));

let nextId = 0;

/** Registers the save time of data a mounted screen shows (null: built on the device; undefined: nothing to report). */
export function useShownDataAge(savedAt: number | null | undefined): void {
  useEffect(() => {
    if (savedAt === undefined) return;
    const id = ++nextId;
    useShownDataAgeStore.setState((state) => ({ savedAt: { ...state.savedAt, [id]: savedAt } }));
    return () =>
      useShownDataAgeStore.setState((state) => {
        const next = { ...state.savedAt };
        delete next[id];
        return { savedAt: next };
      });
  }, [savedAt]);
}

/**
 * The oldest save time among the data shown; null when only data built on the device is shown;
 * undefined when nothing shown comes from the device.
 */
export function useOldestShownData(): number | null | undefined {
  return useShownDataAgeStore((state) => {
    const values = Object.values(state.savedAt);
    if (values.length === 0) return undefined;
    const times = values.filter((value): value is number => value !== null);
    return times.length ? Math.min(...times) : null;
  });
}
