import { setPinnedImages } from '../image-cache';
import { db } from './database';

/** What the user has on this device that the server does not have yet: drafts and queued changes. */
export async function unsentWork(userId: number): Promise<{ drafts: number; queued: number }> {
  const [drafts, queued] = await Promise.all([
    db.drafts.where('userId').equals(userId).count(),
    db.outbox
      .where('userId')
      .equals(userId)
      .filter((item) => item.status !== 'done' && item.op.type !== 'upload-photo')
      .count(),
  ]);
  return { drafts, queued };
}

export async function unsentWorkCount(userId: number): Promise<number> {
  const { drafts, queued } = await unsentWork(userId);
  return drafts + queued;
}

/**
 * Sign-out (docs/architecture.md §6): the user's private data leaves the device — their lists, saved parts, boats, own
 * listings with contact details, the pages that carry their votes, the pinned photos — and this device
 * stops receiving their alerts (docs/decisions.md "Saved searches and alerts"). Their drafts and queued changes go too unless they chose to
 * keep them for their next sign-in.
 */
export async function clearPrivateData(userId: number, options: { keepUnsentWork: boolean }): Promise<void> {
  await db.transaction(
    'rw',
    [db.queries, db.savedParts, db.boats, db.partDetails, db.questionDetails, db.syncCursors, db.drafts, db.photos, db.outbox],
    async () => {
      await db.queries.filter((row) => row.userId === userId || row.key.startsWith('/api/expert-questions')).delete();
      await db.savedParts.where('userId').equals(userId).delete();
      await db.boats.where('userId').equals(userId).delete();
      await db.partDetails.clear();
      await db.questionDetails.clear();
      await db.syncCursors.filter((row) => row.key.endsWith(`:${userId}`)).delete();
      if (!options.keepUnsentWork) {
        await db.drafts.where('userId').equals(userId).delete();
        await db.photos.where('userId').equals(userId).delete();
        await db.outbox.where('userId').equals(userId).delete();
      }
    },
  );
  await setPinnedImages([]);
  // On demand: a static import would add its chunk to the preload lists of the first route's JavaScript.
  await (await import('../web-push')).forgetDevicePush();
}
