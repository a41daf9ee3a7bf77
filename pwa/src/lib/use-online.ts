import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * The browser's online flag, live (docs/architecture.md §6.1: online-only forms say so and disable submit).
 * `navigator.onLine` can be true without internet (pitfall: a LAN with no uplink): a failed request still
 * has to be handled.
 */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
