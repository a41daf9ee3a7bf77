import type { BoatPart } from '@dockside/shared/listings';
import type { ListingState } from '../listings.constants';

type ModerationState = Exclude<ListingState, 'sold'>;
const NOT_PUBLIC: ReadonlySet<string> = new Set<ModerationState>(['review', 'hidden', 'rejected', 'removed']);

/** Why a listing is not public (its moderationStatus), or null when buyers can see it. */
export function moderationState(part: Pick<BoatPart, 'moderationStatus'>): ModerationState | null {
  return NOT_PUBLIC.has(part.moderationStatus) ? (part.moderationStatus as ModerationState) : null;
}

/** Every badge a listing carries, moderation first: e.g. ['hidden', 'sold']. */
export function listingStates(part: Pick<BoatPart, 'moderationStatus' | 'status'>): ListingState[] {
  const moderation = moderationState(part);
  return [...(moderation ? [moderation] : []), ...(part.status === 'sold' ? (['sold'] as const) : [])];
}
