import { useSyncExternalStore } from 'react';

export type NewsView = 'grid' | 'list';

const KEY = 'dockside:news-view';
const listeners = new Set<() => void>();

function read(): NewsView {
  try {
    return localStorage.getItem(KEY) === 'list' ? 'list' : 'grid';
  } catch {
    return 'grid';
  }
}

/** Remembers the News screen's grid/list choice on this device (docs/decisions.md "Community"), across reloads and tabs. */
export function setNewsView(view: NewsView): void {
  try {
    localStorage.setItem(KEY, view);
  } catch {
    // Private mode or full storage: the choice lasts until the page is left, which is harmless.
    fallback = view;
  }
  listeners.forEach((listener) => listener());
}
let fallback: NewsView | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useNewsView(): NewsView {
  return useSyncExternalStore(
    subscribe,
    () => fallback ?? read(),
    () => 'grid',
  );
}
