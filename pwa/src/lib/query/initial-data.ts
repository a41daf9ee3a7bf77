import { INITIAL_DATA_ID, type InitialData } from '@dockside/shared/common';
import { createContext } from 'react';
import { handOnListAnswer } from '../api-client';

/**
 * The first screen's data the server wrote into the first HTML (docs/architecture.md §5.4, src/entry-server.tsx): read once,
 * shown by the first render of each query it answers and handed to it instead of a request (stored in
 * Dexie as if fetched), then forgotten — a later visit to the same path fetches as usual. A page served by
 * the service worker (the precached shell) has none.
 */
let initial: Map<string, InitialData> | undefined;

function isEntry(value: unknown): value is InitialData {
  return typeof value === 'object' && value !== null && typeof (value as InitialData).path === 'string' && 'data' in value;
}

function read(): Map<string, InitialData> {
  if (initial) return initial;
  initial = new Map();
  const element = typeof document === 'undefined' ? null : document.getElementById(INITIAL_DATA_ID);
  if (element?.textContent) {
    try {
      const parsed: unknown = JSON.parse(element.textContent);
      if (Array.isArray(parsed)) for (const entry of parsed) if (isEntry(entry)) initial.set(entry.path, entry);
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
  const found = read().get(path);
  return found && { data: found.data };
}

/**
 * The server's answer for `path` if the first HTML carried it (only once), as a fetcher: its delta-pull
 * headers are handed on as a fetched answer's are (the device's sync cursor starts from them, docs/architecture.md §6.2).
 */
export function takeInitialData(path: string): (() => Promise<unknown>) | undefined {
  const found = read().get(path);
  if (!found) return undefined;
  initial?.delete(path);
  return async () => {
    if (found.headers) handOnListAnswer(path, new Headers(found.headers));
    return found.data;
  };
}

/**
 * Rendering on the server (docs/architecture.md §5.4): the answers fetched for this page, and — on the first of the two
 * passes — the queries the screen asked for, with their fetchers, so the server can fetch them and render
 * again with their data. Null in the browser.
 */
export interface ServerQueries {
  data: ReadonlyMap<string, unknown>;
  wanted?: Map<string, () => Promise<unknown>>;
}

export const ServerQueriesContext = createContext<ServerQueries | null>(null);
