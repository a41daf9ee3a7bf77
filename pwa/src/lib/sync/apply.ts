import type { BoatPart } from '@dockside/shared/listings';
import { db } from '../db/database';
import { invalidateQueries } from '../query/query-store';
import type { OutboxItem } from './outbox.types';

/**
 * What the device does once the server has an item: the saved copies follow the server (lists refetch
 * when shown), a sent draft and its photos are removed from the device.
 */
export async function applyDone(item: OutboxItem, find: (id: string) => OutboxItem | undefined): Promise<void> {
  const { op } = item;
  switch (op.type) {
    case 'upload-photo':
      return; // The photo stays until the listing that shows it is sent (its pending card uses it).
    case 'create-listing':
    case 'update-listing': {
      const part = item.result as BoatPart | undefined;
      await db.transaction('rw', db.partDetails, db.drafts, db.photos, async () => {
        if (part?.id) await db.partDetails.put({ ...part, fetchedAt: Date.now() });
        if (op.draftId) await db.drafts.delete(op.draftId);
        const photoIds = item.dependsOn
          .map((id) => find(id)?.op)
          .flatMap((dependency) => (dependency?.type === 'upload-photo' ? [dependency.photoId] : []));
        await db.photos.bulkDelete(photoIds);
      });
      await invalidateQueries(['/api/boat-parts', '/api/saved-parts']);
      return;
    }
    case 'set-listing-status': {
      // Sold or relisted: the detail, the catalogue (its 'Sold' badge), My Listings and saved lists follow.
      const part = item.result as BoatPart | undefined;
      if (part?.id) await db.partDetails.put({ ...part, fetchedAt: Date.now() });
      await invalidateQueries(['/api/boat-parts', '/api/saved-parts']);
      return;
    }
    case 'delete-listing':
      await db.transaction('rw', db.partDetails, db.parts, async () => {
        await db.partDetails.delete(op.partId);
        await db.parts.delete(op.partId);
      });
      await invalidateQueries(['/api/boat-parts', '/api/saved-parts']);
      return;
    case 'post-answer':
    case 'post-question':
    case 'vote-question':
    case 'vote-answer':
      await invalidateQueries('/api/expert-questions');
      return;
    case 'save-part':
      await invalidateQueries('/api/saved-parts');
      return;
    case 'report':
      return; // Nothing on the device shows reports.
    case 'create-saved-search':
    case 'update-saved-search':
    case 'delete-saved-search':
      await invalidateQueries('/api/saved-searches');
      return;
  }
}
