/** The Background Sync tag the service worker answers with a FLUSH_OUTBOX message to every open window. */
export const OUTBOX_SYNC_TAG = 'dockside-outbox';

/** The message the service worker posts to the app's windows on that sync (read on navigator.serviceWorker). */
export const FLUSH_OUTBOX_MESSAGE = { type: 'FLUSH_OUTBOX' } as const;
export type FlushOutboxMessage = typeof FLUSH_OUTBOX_MESSAGE;

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake the service worker once the connection is back (Chromium's Background Sync).
 * An extra trigger only: the sync engine also flushes on `online`, on focus and every minute. A no-op
 * where unsupported (Safari, Firefox, no worker yet); never throws.
 */
export async function requestBackgroundSync(): Promise<void> {
  try {
    if (!('serviceWorker' in navigator)) return;
    // getRegistration, not `ready`: `ready` never settles when no worker is registered (development).
    const registration = await navigator.serviceWorker.getRegistration();
    const sync = (registration as (ServiceWorkerRegistration & { sync?: SyncManagerLike }) | undefined)?.sync;
    if (!registration?.active || !sync) return;
    await sync.register(OUTBOX_SYNC_TAG);
  } catch (error) {
    console.warn('Background Sync could not be registered', error);
  }
}
