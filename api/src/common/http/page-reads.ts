import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The reads of one HTML page (docs/architecture.md §5.4). A server-rendered page asks for its data twice: its head (title,
 * link preview, structured data) reads the listing or question, then its rendering asks the API for the same
 * thing in-process. Within one page the first read answers both — one set of queries per page, and the head
 * and the body show the same version of the listing. Outside a page (every request a browser makes to the
 * API) nothing is shared, and only reads that are the same for every visitor (anonymous) go through here.
 */
const pages = new AsyncLocalStorage<Map<string, Promise<unknown>>>();

/** Runs the serving of one page: its head's and its rendering's reads of the same key are one read. */
export function withPageReads<T>(serve: () => Promise<T>): Promise<T> {
  return pages.run(new Map(), serve);
}

/** `read()`, or the same key's read already made for the page being served (a failed one fails again). */
export function pageRead<T>(key: string, read: () => Promise<T>): Promise<T> {
  const reads = pages.getStore();
  if (!reads) return read();
  let found = reads.get(key) as Promise<T> | undefined;
  if (!found) {
    found = read();
    reads.set(key, found);
  }
  return found;
}
