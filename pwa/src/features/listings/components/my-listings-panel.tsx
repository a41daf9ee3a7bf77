import type { BoatPart } from '@dockside/shared/listings';
import { useState } from 'react';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button, buttonStyles } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { deleteBoatPart } from '../api/delete-boat-part';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { invalidateListings, useMyParts } from '../stores/listing-queries';
import { formatPriceBadge } from '../utils/format-price';
import { ConfirmDeleteDialog } from './confirm-delete-dialog';
import { EmptyState } from '@/components/layout/empty-state';
import { PartImage } from './part-image';

/** Spec §2 Account → My Listings: the signed-in user's parts with Edit and Remove. */
export function MyListingsPanel({ userId }: { userId: number }) {
  const { data: parts, status, refetch } = useMyParts(userId);
  const [toDelete, setToDelete] = useState<BoatPart | null>(null);

  const remove = async () => {
    if (!toDelete) return;
    try {
      await deleteBoatPart(toDelete.id);
      invalidateListings();
      toast({ title: LISTING_TEXTS.partDeletedTitle, description: LISTING_TEXTS.partDeletedDescription, type: 'success' });
    } catch (error) {
      toast({ title: LISTING_TEXTS.errorTitle, description: errorMessage(error, LISTING_TEXTS.deletePartFailed), type: 'error' });
    }
  };

  if (!parts && status === 'loading')
    return (
      <p role="status" className={loading}>
        {OUR_TEXTS.loadingListings}
      </p>
    );

  if (!parts) {
    return (
      <EmptyState heading={OUR_TEXTS.myListingsFailed} role="alert" level="h3">
        <Button variant="accent" onClick={refetch}>
          {OUR_TEXTS.retry}
        </Button>
      </EmptyState>
    );
  }

  if (parts.length === 0) {
    return (
      <EmptyState heading={LISTING_TEXTS.noListingsYet} text={OUR_TEXTS.myListingsEmpty} level="h3">
        <Link to="/boat-parts/create" className={buttonStyles({ variant: 'accent' })}>
          {LISTING_TEXTS.createFirstListing}
        </Link>
      </EmptyState>
    );
  }

  return (
    <>
      <ul className={grid} aria-label={OUR_TEXTS.myListingsHeading}>
        {parts.map((part) => (
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

export const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
});
export const card = css({
  display: 'flex',
  flexDirection: 'column',
  bg: 'bg',
  borderWidth: '1px',
  borderColor: 'border',
  borderRadius: 'card',
  overflow: 'hidden',
  boxShadow: 'raised',
});
export const media = css({ position: 'relative' });
const priceBadge = css({ position: 'absolute', bottom: '2', insetEnd: '2' });
export const body = css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '2', p: '4', flex: '1' });
export const title = css({
  fontSize: 'lg',
  lineClamp: 2,
  '& a': { color: 'fg', textDecoration: 'none', _hover: { textDecoration: 'underline' } },
});
export const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: 'auto', pt: '2' });
export const loading = css({ py: '10', textAlign: 'center', color: 'fg.muted' });
