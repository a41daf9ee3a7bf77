import { INITIAL_DATA_ID, type InitialData } from '@dockside/shared/common';

/**
 * The first screen's data the server wrote into the first HTML (issue #15, api/src/modules/seo): read once,
 * shown by the first render of its query and handed to it instead of a request (stored in Dexie as if
 * fetched), then forgotten — a later visit to the same path fetches as usual. A page served by the service
 * worker (the precached shell) has none.
 */
let initial: InitialData | null | undefined;

function read(): InitialData | null {
  if (initial !== undefined) return initial;
  initial = null;
  const element = typeof document === 'undefined' ? null : document.getElementById(INITIAL_DATA_ID);
  if (element?.textContent) {
    try {
      const parsed = JSON.parse(element.textContent) as Partial<InitialData>;
      if (typeof parsed.path === 'string' && parsed.data !== undefined) initial = { path: parsed.path, data: parsed.data };
    } catch {
      // Not ours or damaged: the screen fetches as usual.
    }
  }
  element?.remove();
  return initial;
}

/**
 * The server's answer for `path` if the first HTML carried it and no query took it yet, without taking it:
 * the screen's first render shows it at once, before the device database has answered.
 */
export function peekInitialData(path: string): { data: unknown } | undefined {
  const found = read();
  return found && found.path === path ? { data: found.data } : undefined;
}

/** The server's answer for `path` if the first HTML carried it (only once). */
export function takeInitialData(path: string): { data: unknown } | undefined {
  const found = read();
  if (!found || found.path !== path) return undefined;
  initial = null;
  return { data: found.data };
}
