import type { BoatPart } from '@dockside/shared/listings';
import { lazy, Suspense, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonStyles } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { queueDelete } from '../stores/listing-outbox';
import { invalidateListings } from '../stores/listing-queries';
import { moderationState } from '../utils/listing-state';
import { ListingStatusButton } from './listing-status-button';
import { actions } from './part-actions.styles';

// The owner's confirmation (Ark's dialog) is its own chunk, fetched on the first Delete.
const ConfirmDeleteDialog = lazy(() => import('./confirm-delete-dialog').then((m) => ({ default: m.ConfirmDeleteDialog })));

/** The owner's Edit, Mark as Sold / Relist and Delete (spec §2/§6, docs/decisions.md "Moderation"). */
export function OwnerActions({ part, ownerId }: { part: BoatPart; ownerId: number }) {
  const navigate = useNavigate();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmLoaded, setConfirmLoaded] = useState(false);

  const remove = async () => {
    const result = await queueDelete(ownerId, part).catch(() => ({ kind: 'rejected' as const, message: undefined }));
    if (result.kind === 'rejected') {
      toast({ title: LISTING_TEXTS.deleteFailedTitle, description: result.message ?? LISTING_TEXTS.deleteFailedDetail, type: 'error' });
      throw new Error(result.message ?? LISTING_TEXTS.deleteFailedDetail);
    }
    if (result.kind === 'queued') {
      toast({ title: OUR_TEXTS.removalQueuedTitle, description: OUR_TEXTS.removalQueuedDescription, type: 'info' });
    } else {
      await invalidateListings();
      toast({ title: LISTING_TEXTS.listingDeletedTitle, description: LISTING_TEXTS.partDeletedDescription, type: 'success' });
    }
    navigate('/boat-parts');
  };

  // A listing a moderator removed is final (the API refuses edits and status changes): only Delete stays.
  const removed = moderationState(part) === 'removed';
  return (
    <div className={actions}>
      {removed ? null : (
        <>
          <Link to={`/boat-parts/edit/${part.id}`} className={buttonStyles({ variant: 'primary', size: 'lg', fullWidth: true })}>
            {LISTING_TEXTS.editListing}
          </Link>
          <ListingStatusButton part={part} ownerId={ownerId} size="lg" fullWidth />
        </>
      )}
      <Button
        variant="danger"
        size="lg"
        fullWidth
        aria-haspopup="dialog"
        onClick={() => {
          setConfirmLoaded(true);
          setConfirmOpen(true);
        }}
      >
        {LISTING_TEXTS.deleteListing}
      </Button>
      {confirmLoaded ? (
        <Suspense fallback={null}>
          <ConfirmDeleteDialog open={confirmOpen} onOpenChange={setConfirmOpen} onConfirm={remove} />
        </Suspense>
      ) : null}
    </div>
  );
}
