import type { BoatPart } from '@dockside/shared/listings';
import { useState } from 'react';
import { Link } from 'react-router';
import { cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button, buttonStyles } from '@/components/ui/button';
import { LISTING_STATE_TEXTS, LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { queueDelete, usePendingListingChanges } from '../stores/listing-outbox';
import { useMyParts } from '../stores/listing-queries';
import { announceChange } from '../utils/announce-change';
import { formatPriceBadge } from '../utils/format-price';
import { moderationState } from '../utils/listing-state';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EmptyState } from '@/components/layout/empty-state';
import { FailedState } from '@/components/ui/failed-state';
import { OfflineError } from '@/lib/query/use-query';
import { PartImage } from './part-image';
import { actions, badges, body, card, grid, loading, media, note, priceBadge, title } from './my-listings-panel.styles';
import { ListingStateBadges } from './listing-state-badges';
import { ListingStatusButton } from './listing-status-button';
import { PendingListingChanges } from './pending-listing-changes';

/** Spec §2 Account → My Listings: the signed-in user's parts with Edit, Mark as Sold / Relist and Remove. */
export function MyListingsPanel({ userId }: { userId: number }) {
  const { data: parts, status, error, refetch } = useMyParts(userId);
  const [toDelete, setToDelete] = useState<BoatPart | null>(null);

  const pending = usePendingListingChanges(userId);
  const pendingDeletes = new Set(pending?.flatMap((item) => (item.op.type === 'delete-listing' ? [item.op.partId] : [])));

  const remove = async () => {
    if (!toDelete) return;
    await announceChange(queueDelete(userId, toDelete), {
      done: { title: LISTING_TEXTS.partDeletedTitle, description: LISTING_TEXTS.partDeletedDescription },
      queued: { title: OUR_TEXTS.removalQueuedTitle, description: OUR_TEXTS.removalQueuedDescription },
      failed: LISTING_TEXTS.deletePartFailed,
    });
  };

  const pendingSection = <PendingListingChanges userId={userId} />;

  if (!parts && status === 'loading')
    return (
      <>
        {pendingSection}
        <p role="status" className={loading}>
          {OUR_TEXTS.loadingListings}
        </p>
      </>
    );

  if (!parts && error instanceof OfflineError) {
    // Never loaded on this device and no connection: nothing failed, it just has to wait.
    return (
      <>
        {pendingSection}
        <EmptyState heading={OUR_TEXTS.myListingsOffline} level="h3" />
      </>
    );
  }

  if (!parts) {
    return (
      <>
        {pendingSection}
        <FailedState heading={OUR_TEXTS.myListingsFailed} level="h3" retryLabel={OUR_TEXTS.retry} onRetry={refetch} />
      </>
    );
  }

  const shown = parts.filter((part) => !pendingDeletes.has(part.id));
  if (shown.length === 0) {
    return (
      <>
        {pendingSection}
        {pending && pending.length > 0 ? null : (
          <EmptyState heading={LISTING_TEXTS.noListingsYet} text={OUR_TEXTS.myListingsEmpty} level="h3">
            <Link to="/boat-parts/create" className={buttonStyles({ variant: 'accent' })}>
              {LISTING_TEXTS.createFirstListing}
            </Link>
          </EmptyState>
        )}
      </>
    );
  }

  return (
    <>
      {pendingSection}
      <ul className={grid} aria-label={OUR_TEXTS.myListingsHeading}>
        {shown.map((part) => (
          <MyListingCard key={part.id} part={part} userId={userId} onRemove={() => setToDelete(part)} />
        ))}
      </ul>
      <ConfirmDeleteDialog
        open={toDelete !== null}
        onOpenChange={(open) => {
          if (!open) setToDelete(null);
        }}
        onConfirm={remove}
      />
    </>
  );
}

/**
 * One of the seller's listings: its state badges and why it is not public (docs/decisions.md "Moderation": a seller always knows),
 * Edit ('Edit and resubmit' when rejected), Mark as Sold / Relist, and Remove. A removed listing is final.
 */
function MyListingCard({ part, userId, onRemove }: { part: BoatPart; userId: number; onRemove: () => void }) {
  const state = moderationState(part);
  const reason = (state === 'rejected' || state === 'removed') && part.rejectionReason ? part.rejectionReason : null;
  return (
    <li className={card}>
      <div className={media}>
        <PartImage url={part.imageUrls[0]} alt={part.title} />
        <span className={cx(badge({ tone: 'price' }), priceBadge)}>{formatPriceBadge(part.price)}</span>
      </div>
      <div className={body}>
        <h3 className={title}>
          <Link to={`/boat-parts/${part.id}`}>{part.title}</Link>
        </h3>
        <p className={badges}>
          <span className={badge({ tone: part.condition === 'New' ? 'success' : 'neutral' })}>{part.condition}</span>
          <ListingStateBadges part={part} />
        </p>
        {state ? <p className={note}>{LISTING_STATE_TEXTS.notes[state]}</p> : null}
        {reason ? <p className={note}>{LISTING_STATE_TEXTS.reason(reason)}</p> : null}
        <div className={actions}>
          {state === 'removed' ? null : (
            <>
              <Link
                to={`/boat-parts/edit/${part.id}`}
                className={buttonStyles({ variant: 'outline', size: 'sm' })}
                aria-label={state === 'rejected' ? LISTING_STATE_TEXTS.editAndResubmitPart(part.title) : OUR_TEXTS.editPart(part.title)}
              >
                {state === 'rejected' ? LISTING_STATE_TEXTS.editAndResubmit : LISTING_TEXTS.edit}
              </Link>
              <ListingStatusButton part={part} ownerId={userId} size="sm" named />
            </>
          )}
          <Button variant="danger" size="sm" onClick={onRemove} aria-label={OUR_TEXTS.removePart(part.title)}>
            {LISTING_TEXTS.remove}
          </Button>
        </div>
      </div>
    </li>
  );
}
