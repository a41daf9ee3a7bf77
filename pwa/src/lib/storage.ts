/** Usage above this share of the quota shows a warning (Account Settings › Storage on this device). */
export const STORAGE_WARNING_RATIO = 0.8;

const PERSIST_ASKED_KEY = 'dockside:persist-requested';

export interface StorageEstimateResult {
  /** Bytes this site stores (IndexedDB, Cache Storage, service worker). */
  usage: number;
  /** Bytes the browser lets this site store. */
  quota: number;
}

/**
 * Asks the browser once (per device) to keep this site's data under storage pressure, e.g. after the first
 * save or draft. Chromium grants or refuses silently, Firefox asks the user, so a refusal is remembered and
 * never asked again. Resolves with whether the data is persisted now; false where unsupported.
 */
export function requestPersistentStorage(): Promise<boolean> {
  // Two saves in a row share one request (the second must not read the first's flag as a refusal).
  pendingRequest ??= askOnce().finally(() => (pendingRequest = null));
  return pendingRequest;
}
let pendingRequest: Promise<boolean> | null = null;

async function askOnce(): Promise<boolean> {
  try {
    const storage = navigator.storage;
    if (!storage?.persist || !storage.persisted) return false;
    if (await storage.persisted()) return true;
    if (readFlag()) return false;
    writeFlag();
    return await storage.persist();
  } catch (error) {
    console.warn('Persistent storage could not be requested', error);
    return false;
  }
}

/** Whether this site's data is persisted; null where the browser cannot tell. */
export async function isStoragePersisted(): Promise<boolean | null> {
  try {
    return navigator.storage?.persisted ? await navigator.storage.persisted() : null;
  } catch {
    return null;
  }
}

/** How much this site stores and may store; null where the browser does not say. */
export async function getStorageEstimate(): Promise<StorageEstimateResult | null> {
  try {
    if (!navigator.storage?.estimate) return null;
    const { usage, quota } = await navigator.storage.estimate();
    if (typeof usage !== 'number' || typeof quota !== 'number' || quota <= 0) return null;
    return { usage, quota };
  } catch {
    return null;
  }
}

export function isNearQuota(estimate: StorageEstimateResult | null): boolean {
  return estimate !== null && estimate.usage > estimate.quota * STORAGE_WARNING_RATIO;
}

function readFlag(): boolean {
  try {
    return localStorage.getItem(PERSIST_ASKED_KEY) !== null;
  } catch {
    return false;
  }
}

function writeFlag(): void {
  try {
    localStorage.setItem(PERSIST_ASKED_KEY, new Date().toISOString());
  } catch {
    // Private mode or full storage: we may ask again next time, which is harmless.
  }
}
