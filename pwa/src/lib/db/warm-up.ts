/// <reference lib="dom" />
// (DOM types for the build config too: config/database-warm-up.ts imports this function to ship its source.)
/**
 * The device database's head start on a repeat visit (docs/architecture.md §6.2, offline cold start). The first catalogue
 * card waits for the database, and a cold browser takes 50–250 ms to open its storage; the app's own open
 * starts only once the entry and Dexie's chunk have loaded and run (≈ 200 ms after the page starts). This
 * function runs before them — built into a tiny classic script of its own, first in the shell's head
 * (config/database-warm-up.ts) — and opens the database at once, so the browser's storage is open when
 * Dexie asks. It must stand alone (no imports): its source text is the script.
 *
 * - Only when the service worker answers the page (a repeat visit: the device holds data). A first visit
 *   is the server's page, which keeps the database off its critical path (docs/architecture.md §5.4); the server leaves
 *   the script out of the pages it renders.
 * - It opens without a version: an existing database opens as it is; a missing one is not created (the
 *   upgrade that would create it is aborted), so Dexie still creates it with its schema.
 * - The connection gives way at once to a newer version (an app update's migration, or a deletion) and
 *   closes after `holdMs`, once Dexie has opened its own.
 *
 * Returns the open request (for tests), or undefined when it does nothing.
 */
export function warmUpDatabase(name: string, holdMs: number): IDBOpenDBRequest | undefined {
  if (!navigator.serviceWorker?.controller || typeof indexedDB === 'undefined') return undefined;
  try {
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.transaction?.abort();
    request.onsuccess = () => {
      const connection = request.result;
      connection.onversionchange = () => connection.close();
      setTimeout(() => connection.close(), holdMs);
    };
    // The aborted creation (or a refused open): nothing to warm up; Dexie reports real problems itself.
    request.onerror = (event) => event.preventDefault();
    return request;
  } catch {
    // An open that throws (a browser's private mode): Dexie reports it.
    return undefined;
  }
}
