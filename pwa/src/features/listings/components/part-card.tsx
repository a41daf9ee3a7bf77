import { FITMENT_FILTER_TEXTS, FITMENT_TEXTS } from '@dockside/shared/fitment';
import type { BoatPart } from '@dockside/shared/listings';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardLinkStyles, cardStyles } from '@/components/ui/card';
import { badge } from 'styled-system/recipes';
import { sameProps } from '@/lib/equal-data';
import { LISTING_STATE_LABELS, LISTING_TEXTS } from '../listings.constants';
import { formatPrice } from '../utils/format-price';
import { PartImage } from './part-image';

interface PartCardProps {
  part: BoatPart;
  /** Heading level of the title inside the surrounding page. */
  headingLevel?: 'h2' | 'h3' | 'h4';
  eager?: boolean;
  /** The screen's likely largest paint (the first card of the catalogue): its photo is fetched first. */
  priority?: boolean;
  /** Extra content under the price (e.g. a description on the home page). */
  children?: ReactNode;
  /** Buttons below the card (they stay clickable above the card-wide link). */
  actions?: ReactNode;
}

/**
 * Spec §2 Catalog card: first image, Featured badge ('Sold' too, docs/decisions.md "Moderation"), title, price, condition. The
 * title is the link; its hit area is stretched over the whole card, so the card reads as one link with the
 * title as its name.
 */
export const PartCard = memo(function PartCard({ part, headingLevel: Heading = 'h3', eager, priority, children, actions }: PartCardProps) {
  return (
    <article className={card}>
      <div className={media}>
        <PartImage url={part.imageUrls[0]} alt={part.title} eager={eager} priority={priority} />
        {part.featured ? <span className={cx(badge({ tone: 'featured' }), featuredBadge)}>{LISTING_TEXTS.featured}</span> : null}
        {part.status === 'sold' ? <span className={cx(badge(), soldBadge)}>{LISTING_STATE_LABELS.sold}</span> : null}
      </div>
      <div className={body}>
        <Heading className={title}>
          <Link to={`/boat-parts/${part.id}`} className={stretchedLink}>
            {part.title}
          </Link>
        </Heading>
        <p className={price}>{formatPrice(part.price)}</p>
        <p className={badge({ tone: part.condition === 'New' ? 'success' : 'neutral' })}>{part.condition}</p>
        {/* Found through a part number: which of its numbers, and what replaced the number searched for. */}
        {part.matchedPartNumber ? (
          <p className={partNumber}>
            {FITMENT_FILTER_TEXTS.matchedPartNumber(part.matchedPartNumber)}
            {part.supersededBy ? <span className={superseded}>{FITMENT_TEXTS.supersededBy(part.supersededBy)}</span> : null}
          </p>
        ) : null}
        {children}
      </div>
      {actions ? <div className={actionsRow}>{actions}</div> : null}
    </article>
  );
}, sameProps<PartCardProps>('part'));

/** A grey card of the same size while the catalogue loads (spec §9: 12 of them). */
export function PartCardSkeleton() {
  return (
    <div className={cx(card, skeleton)} aria-hidden="true">
      <div className={skeletonMedia} />
      <div className={body}>
        <div className={cx(skeletonLine, css({ width: '80%' }))} />
        <div className={cx(skeletonLine, css({ width: '40%' }))} />
        <div className={cx(skeletonLine, css({ width: '30%' }))} />
      </div>
    </div>
  );
}

export const card = cx(
  cardStyles({ padding: 'none', elevation: 'raised', interactive: true }),
  css({ display: 'flex', flexDirection: 'column', overflow: 'hidden', transitionProperty: 'box-shadow, border-color' }),
);

const media = css({ position: 'relative' });
const featuredBadge = css({ position: 'absolute', top: '2', insetStart: '2' });
const soldBadge = css({ position: 'absolute', top: '2', insetEnd: '2' });
const body = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2', p: '4', flex: '1' });
const title = css({ fontSize: 'lg', lineHeight: '1.3', lineClamp: 2 });

const stretchedLink = cardLinkStyles();

const price = css({ fontSize: 'xl', fontWeight: 'bold', color: 'primary' });
const partNumber = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  fontSize: 'sm',
  color: 'fg.muted',
  overflowWrap: 'anywhere',
});
const superseded = css({ color: 'fg', fontWeight: 'semibold' });
const actionsRow = css({ position: 'relative', zIndex: '1', display: 'flex', flexWrap: 'wrap', gap: '2', px: '4', pb: '4' });

const skeleton = css({ boxShadow: 'none' });
const skeletonMedia = css({ aspectRatio: '4 / 3', bg: 'bg.muted', animation: 'pulse 1.5s ease-in-out infinite' });
const skeletonLine = css({ height: '4', borderRadius: 'control', bg: 'bg.muted', animation: 'pulse 1.5s ease-in-out infinite' });
