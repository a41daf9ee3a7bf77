import type { BoatPart, SavedPart } from '@dockside/shared/listings';
import { setPinnedImages } from '../image-cache';
import { userListKey } from './db.constants';
import { deviceDatabase } from './device';
import { OWN_LISTINGS_URL } from './part-cache';

/** GET /api/saved-parts: the saved list, kept per user as `<url>#user-<id>` like the own listings. */
export const SAVED_PARTS_URL = '/api/saved-parts';

/**
 * The photos of saved parts and own listings go into the image cache that never expires, so they open
 * offline however long ago they were seen (docs/architecture.md §6) — after either list is fetched, or changed by a
 * delta pull (a part saved on another device, docs/architecture.md §6.4).
 */
export async function pinSavedAndOwnImages(userId: number | null): Promise<void> {
  if (userId === null) return;
  const db = await deviceDatabase();
  const saved = (await db.queries.get(userListKey(SAVED_PARTS_URL, userId)))?.data as SavedPart[] | undefined;
  const own = (await db.queries.get(userListKey(OWN_LISTINGS_URL, userId)))?.data as BoatPart[] | undefined;
  await setPinnedImages([...(saved ?? []), ...(own ?? [])].flatMap((part) => part.imageUrls ?? []));
}
