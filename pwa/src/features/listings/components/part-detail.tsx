import { type BoatPart, productJsonLd } from '@dockside/shared/listings';
import type { ReportTargetType } from '@dockside/shared/moderation';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { formatDate } from '../utils/format-date';
import { formatPrice } from '../utils/format-price';
import { sellerOf } from '../utils/part-facts';
import { PartFitmentSummary } from './fitment/part-fitment';
import { JsonLd } from './json-ld';
import { ListingStateBadges } from './listing-state-badges';
import { PartActions, type StartConversation } from './part-actions';
import { PartGallery } from './part-gallery';
import { PartInfoTabs } from './part-info-tabs';
import { PaymentSafetyNotice } from './payment-safety-notice';
import { SellerCard } from './seller-card';

interface PartDetailProps {
  part: BoatPart;
  viewerId: number | null;
  /** Opens (or reuses) the private conversation about the part; the route passes the chat feature's call. */
  startConversation?: StartConversation;
  /** The Report Listing button (the moderation feature's), for signed-in visitors who do not own the part. */
  renderReport?: RenderReport;
}

/** Renders a Report button for an item; the route passes the moderation feature's (features do not import each other). */
export type RenderReport = (target: { targetType: ReportTargetType; targetId: number; authorName?: string }) => ReactNode;

/** Spec §2 Part detail, once the part has loaded. */
export function PartDetail({ part, viewerId, startConversation, renderReport }: PartDetailProps) {
  return (
    <article className={layout}>
      <JsonLd build={(absoluteUrl) => productJsonLd(part, absoluteUrl)} />
      <nav aria-label={OUR_TEXTS.breadcrumb} className={crumbs}>
        <Link to="/boat-parts">{OUR_TEXTS.backToParts}</Link>
        <span aria-hidden="true">/</span>
        <Link to={`/boat-parts?${new URLSearchParams({ category: part.category }).toString()}`}>{part.category}</Link>
      </nav>

      <div className={header}>
        <div className={badges}>
          {part.featured ? <span className={badge({ tone: 'featured' })}>{LISTING_TEXTS.featured}</span> : null}
          <ListingStateBadges part={part} />
          <span className={badge({ tone: 'accent' })}>
            <span className={css({ srOnly: true })}>{OUR_TEXTS.category}: </span>
            {part.category}
          </span>
          <span className={badge({ tone: part.condition === 'New' ? 'success' : 'neutral' })}>
            <span className={css({ srOnly: true })}>{OUR_TEXTS.specCondition}: </span>
            {part.condition}
          </span>
        </div>
        <h1 className={title}>{part.title}</h1>
        <p className={price}>
          <span className={css({ srOnly: true })}>{OUR_TEXTS.price}: </span>
          {formatPrice(part.price)}
        </p>
        <PartFitmentSummary part={part} viewerId={viewerId} />
      </div>

      <div className={columns}>
        <div className={mainColumn}>
          <PartGallery title={part.title} imageUrls={part.imageUrls} />
          <PartInfoTabs part={part} />
        </div>
        <aside className={sideColumn} aria-label={OUR_TEXTS.seller}>
          <PartActions part={part} viewerId={viewerId} startConversation={startConversation} />
          <SellerCard seller={sellerOf(part)} />
          <p className={meta}>
            <span>{OUR_TEXTS.itemId(part.id)}</span>
            <span aria-hidden="true"> · </span>
            <span>{OUR_TEXTS.listedDate(formatDate(part.createdAt))}</span>
          </p>
          <PaymentSafetyNotice />
          {renderReport && viewerId !== null && part.userId !== viewerId ? (
            <div className={report}>{renderReport({ targetType: 'listing', targetId: part.id })}</div>
          ) : null}
        </aside>
      </div>
    </article>
  );
}

const layout = css({ display: 'flex', flexDirection: 'column', gap: '5' });
const crumbs = css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'center', fontSize: 'sm', color: 'fg.muted' });
const header = css({ display: 'flex', flexDirection: 'column', gap: '2' });
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const title = css({ fontSize: { base: '2xl', md: '4xl' }, color: 'primary', overflowWrap: 'anywhere' });
const price = css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold', color: 'fg' });
const columns = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' },
  gap: { base: '6', lg: '8' },
  alignItems: 'start',
});
const mainColumn = css({ display: 'flex', flexDirection: 'column', gap: '6', minWidth: '0' });
const sideColumn = css({ display: 'flex', flexDirection: 'column', gap: '4' });
const report = css({ alignSelf: 'flex-start' });
const meta = css({ color: 'fg.muted', fontSize: 'sm' });
