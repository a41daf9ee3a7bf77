import { useEffect } from 'react';
import { create } from 'zustand';

/**
 * The save times of the data the screen shows while offline, so one notice can say
 * 'Offline — showing data saved {time}' with the oldest of them (ARCHITECTURE.md §6).
 */
interface ShownDataAge {
  savedAt: Record<number, number>;
}

export const useShownDataAgeStore = create<ShownDataAge>(() => ({ savedAt: {} }));

let nextId = 0;

/** Registers the save time of data a mounted screen shows (undefined: nothing to report). */
export function useShownDataAge(savedAt: number | undefined): void {
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

/** The oldest save time among the data shown, or undefined when everything shown is live. */
export function useOldestShownData(): number | undefined {
  return useShownDataAgeStore((state) => {
    const times = Object.values(state.savedAt);
    return times.length ? Math.min(...times) : undefined;
  });
}
