import type { Page } from '@playwright/test';
import { expect } from '../fixtures';
import { waitForServiceWorker, type PageGlobals } from '../pwa/pwa.helpers';

/**
 * Opens the app and waits until its service worker controls the page (installed, shell precached), so
 * that a reload with the network cut is served by the worker — as on a phone at the marina.
 */
export async function openControlledApp(page: Page, path = '/'): Promise<void> {
  await page.goto(path);
  await page.waitForFunction(() =>
    (globalThis as unknown as { navigator: { serviceWorker: { ready: Promise<unknown> } } }).navigator.serviceWorker.ready.then(() => true),
  );
  await page.reload();
  await waitForServiceWorker(page);
}

/** Whether a loaded <img> with this alt text decoded (naturalWidth > 0). */
export async function imageShown(page: Page, alt: string): Promise<boolean> {
  const image = page.getByRole('img', { name: alt }).first();
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as unknown as { complete: boolean; naturalWidth: number }).naturalWidth > 0), {
      timeout: 10_000,
    })
    .toBe(true);
  return true;
}

/** Every row of one table of the app's IndexedDB database (`dockside`), as the app left them. */
export function rowsOnDevice<T>(page: Page, store: string): Promise<T[]> {
  return page.evaluate(
    (name) =>
      new Promise<T[]>((resolve, reject) => {
        const g = globalThis as unknown as { indexedDB: IDBFactory };
        const open = g.indexedDB.open('dockside');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const request = open.result.transaction(name).objectStore(name).getAll();
          request.onsuccess = () => {
            resolve(request.result as T[]);
            open.result.close();
          };
          request.onerror = () => reject(request.error);
        };
      }),
    store,
  );
}

export type { PageGlobals };
