import type { Boat } from '@dockside/shared/fitment';
import { db } from '@/lib/db/database';

/** Replaces the user's boats on the device with the server's list (inside the caller's transaction, if any). */
export async function storeBoats(userId: number, boats: readonly Boat[]): Promise<void> {
  await db.transaction('rw', db.boats, async () => {
    await db.boats.where('userId').equals(userId).delete();
    await db.boats.bulkPut(boats.map((boat) => ({ ...boat, userId })));
  });
}
