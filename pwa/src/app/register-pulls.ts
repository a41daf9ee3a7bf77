import { BOATS_PULL } from '@/features/boats/sync/boat-pull';
import { QUESTION_PULL } from '@/features/community/sync/question-pulls';
import { LISTING_PULLS } from '@/features/listings/sync/listing-pulls';
import { NEWS_PULL } from '@/features/news/sync/news-pull';
import { registerPullCollections } from '@/lib/sync/pull-collections';

/**
 * The sync registry's pull half (docs/architecture.md §6.4): every collection the device keeps, in the order
 * they are pulled — the user's own first (what they care most about), then the public ones. Loaded with the
 * pulls, after the first paint (start-sync.ts).
 */
export function registerPulls(): void {
  registerPullCollections(BOATS_PULL, ...LISTING_PULLS, QUESTION_PULL, NEWS_PULL);
}
