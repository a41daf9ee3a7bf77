import { useLiveQuery } from 'dexie-react-hooks';
import { db, type DraftRow } from '@/lib/db/database';
import { requestPersistentStorage } from '@/lib/storage';
import { fitmentValuesOf, type ListingFormValues } from '../utils/listing-form-values';

/**
 * Listing forms in progress, saved on the device as the seller types (docs/architecture.md §6.3): closing the
 * app, losing signal or a crash never loses a half-written listing or its photos.
 */

export const createDraftId = (userId: number) => `create:${userId}`;
export const editDraftId = (userId: number, partId: number) => `edit:${userId}:${partId}`;

/** undefined while reading, null when there is no draft. */
export function useListingDraft(draftId: string | null): DraftRow | null | undefined {
  return useLiveQuery(async () => (draftId === null ? null : ((await db.drafts.get(draftId)) ?? null)), [draftId]);
}

/** The draft's values over the form's starting values (fields the draft lacks keep theirs). */
export function withDraft(initial: ListingFormValues, draft: DraftRow | null | undefined): ListingFormValues {
  if (!draft) return initial;
  const merged = { ...initial };
  const rows = fitmentValuesOf(draft.values);
  for (const key of Object.keys(initial) as Array<keyof ListingFormValues>) {
    const value = draft.values[key];
    if (key === 'imageUrls') {
      if (Array.isArray(value)) merged.imageUrls = value.filter((url): url is string => typeof url === 'string');
    } else if (key === 'fitment' || key === 'specs' || key === 'partNumbers') {
      // A draft saved before the form had these lists keeps the starting rows.
      if (Array.isArray(value)) Object.assign(merged, { [key]: rows[key] });
    } else if (typeof value === 'string') merged[key] = value;
  }
  return merged;
}

let persistenceAsked = false;

/**
 * Saves the form's values. Resolves false when the device refused (storage full): the form keeps its
 * values in memory and says so — a quota error never loses what is on the screen.
 */
export async function saveListingDraft(draftId: string, userId: number, values: ListingFormValues): Promise<boolean> {
  try {
    await db.drafts.put({ id: draftId, userId, values: { ...values }, updatedAt: Date.now() });
    if (!persistenceAsked) {
      persistenceAsked = true;
      void requestPersistentStorage();
    }
    return true;
  } catch (error) {
    console.error('Saving the draft failed', error);
    return false;
  }
}

export async function deleteListingDraft(draftId: string): Promise<void> {
  await db.drafts.delete(draftId);
}
