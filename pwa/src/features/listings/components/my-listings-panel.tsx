import type { BoatPart } from '@dockside/shared/listings';
import { useState } from 'react';
import { Link } from 'react-router';
import { cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button, buttonStyles } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { queueDelete, usePendingListingChanges } from '../stores/listing-outbox';
import { invalidateListings, useMyParts } from '../stores/listing-queries';
import { formatPriceBadge } from '../utils/format-price';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EmptyState } from '@/components/layout/empty-state';
import { OfflineError } from '@/lib/query/use-query';
import { PartImage } from './part-image';
import { actions, body, card, grid, loading, media, priceBadge, title } from './my-listings-panel.styles';
import { PendingListingChanges } from './pending-listing-changes';

/** Spec §2 Account → My Listings: the signed-in user's parts with Edit and Remove. */
export function MyListingsPanel({ userId }: { userId: number }) {
  const { data: parts, status, error, refetch } = useMyParts(userId);
  const [toDelete, setToDelete] = useState<BoatPart | null>(null);

  const pending = usePendingListingChanges(userId);
  const pendingDeletes = new Set(pending?.flatMap((item) => (item.op.type === 'delete-listing' ? [item.op.partId] : [])));

  const remove = async () => {
    if (!toDelete) return;
    const result = await queueDelete(userId, toDelete).catch(() => ({ kind: 'rejected' as const, message: undefined }));
    if (result.kind === 'rejected') {
      toast({ title: LISTING_TEXTS.errorTitle, description: result.message ?? LISTING_TEXTS.deletePartFailed, type: 'error' });
    } else if (result.kind === 'queued') {
      toast({ title: OUR_TEXTS.removalQueuedTitle, description: OUR_TEXTS.removalQueuedDescription, type: 'info' });
    } else {
      await invalidateListings();
      toast({ title: LISTING_TEXTS.partDeletedTitle, description: LISTING_TEXTS.partDeletedDescription, type: 'success' });
    }
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
        <EmptyState heading={OUR_TEXTS.myListingsFailed} role="alert" level="h3">
          <Button variant="accent" onClick={refetch}>
            {OUR_TEXTS.retry}
          </Button>
        </EmptyState>
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
          <li key={part.id} className={card}>
            <div className={media}>
              <PartImage url={part.imageUrls[0]} alt={part.title} />
              <span className={cx(badge({ tone: 'price' }), priceBadge)}>{formatPriceBadge(part.price)}</span>
            </div>
            <div className={body}>
              <h3 className={title}>
                <Link to={`/boat-parts/${part.id}`}>{part.title}</Link>
              </h3>
              <p className={badge({ tone: part.condition === 'New' ? 'success' : 'neutral' })}>{part.condition}</p>
              <div className={actions}>
                <Link
                  to={`/boat-parts/edit/${part.id}`}
                  className={buttonStyles({ variant: 'outline', size: 'sm' })}
                  aria-label={OUR_TEXTS.editPart(part.title)}
                >
                  {LISTING_TEXTS.edit}
                </Link>
                <Button variant="danger" size="sm" onClick={() => setToDelete(part)} aria-label={OUR_TEXTS.removePart(part.title)}>
                  {LISTING_TEXTS.remove}
                </Button>
              </div>
            </div>
          </li>
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
