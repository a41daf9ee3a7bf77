import type { BoatPart } from '@dockside/shared/listings';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { LISTING_STATE_LABELS, type ListingState } from '../listings.constants';
import { listingStates } from '../utils/listing-state';

/** The state badges of a listing (docs/decisions.md "Moderation"): 'Sold', 'Waiting for review', 'Rejected'… */
export function ListingStateBadges({ part }: { part: Pick<BoatPart, 'moderationStatus' | 'status'> }) {
  return listingStates(part).map((state) => (
    <span key={state} className={cx(badge({ tone: 'neutral' }), tones[state])}>
      {LISTING_STATE_LABELS[state]}
    </span>
  ));
}

const warning = css({ bg: 'danger.subtle', color: 'fg', borderColor: 'danger' });
const tones: Partial<Record<ListingState, string>> = {
  review: css({ bg: 'accent.subtle', color: 'accent.text', borderColor: 'accent' }),
  hidden: warning,
  rejected: warning,
  removed: warning,
};
