import { useLiveQuery } from 'dexie-react-hooks';
import { useNavigate } from 'react-router';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '@/components/ui/button';
import { db } from '@/lib/db/database';
import type { OutboxItem } from '@/lib/sync/outbox.types';
import { discard } from '@/lib/sync/outbox';
import { LISTING_STATE_TEXTS, OUR_TEXTS } from '../listings.constants';
import { LOCAL_PHOTO_PREFIX, isLocalPhoto, reopenAsDraft, resolveConflict, usePendingListingChanges } from '../stores/listing-outbox';
import { formatPriceBadge } from '../utils/format-price';
import { LocalPhoto } from './local-photo';
import { PartImage } from './part-image';
import { body, card, grid, media, title } from './my-listings-panel.styles';

/**
 * My Listings › changes still on this device (docs/architecture.md §6): a listing created offline shows here as
 * 'Pending' at once; refused changes show the server's message with Edit / Discard; a conflict offers
 * 'Keep mine' / 'Take theirs'.
 */
export function PendingListingChanges({ userId }: { userId: number }) {
  const items = usePendingListingChanges(userId);
  if (!items || items.length === 0) return null;
  return (
    <section aria-labelledby="pending-listings" className={section}>
      <h3 id="pending-listings" className={heading}>
        {OUR_TEXTS.pendingHeading}
      </h3>
      <ul className={grid}>
        {items.map((item) => (
          <PendingCard key={item.id} item={item} userId={userId} />
        ))}
      </ul>
    </section>
  );
}

function PendingCard({ item, userId }: { item: OutboxItem; userId: number }) {
  const navigate = useNavigate();
  const { op } = item;
  const listing = op.type === 'create-listing' || op.type === 'update-listing' ? op.listing : undefined;
  const firstPhoto = op.type === 'create-listing' || op.type === 'update-listing' ? op.photos[0] : undefined;
  const name =
    typeof listing?.title === 'string'
      ? listing.title
      : op.type === 'delete-listing' || op.type === 'set-listing-status'
        ? `#${op.partId}`
        : '';
  const state =
    item.status === 'rejected'
      ? OUR_TEXTS.rejectedChange
      : item.status === 'conflict'
        ? OUR_TEXTS.conflictChange
        : op.type === 'create-listing'
          ? OUR_TEXTS.pendingCreate
          : op.type === 'update-listing'
            ? OUR_TEXTS.pendingUpdate
            : op.type === 'set-listing-status'
              ? LISTING_STATE_TEXTS.pendingStatus[op.status]
              : OUR_TEXTS.pendingDelete;

  return (
    <li className={card} data-testid="pending-listing" data-status={item.status}>
      {firstPhoto ? (
        <div className={media}>
          {'url' in firstPhoto ? <PartImage url={firstPhoto.url} alt={name} /> : <PendingPhoto uploadId={firstPhoto.uploadId} alt={name} />}
        </div>
      ) : null}
      <div className={body}>
        <h4 className={title}>{name}</h4>
        <p className={badge({ tone: 'neutral' })}>{item.status === 'pending' ? 'Pending' : state}</p>
        {item.status === 'pending' ? <p className={note}>{state}</p> : null}
        {item.lastError && item.status !== 'pending' ? (
          <p className={errorText} role="alert">
            {item.lastError}
          </p>
        ) : null}
        {listing && typeof listing.price === 'number' ? <p className={note}>{formatPriceBadge(String(listing.price))}</p> : null}
        <div className={actions}>
          {item.status === 'conflict' ? (
            <>
              <Button size="sm" variant="accent" onClick={() => void resolveConflict(item, 'mine')}>
                {OUR_TEXTS.keepMine}
              </Button>
              <Button size="sm" variant="outline" onClick={() => void resolveConflict(item, 'theirs')}>
                {OUR_TEXTS.takeTheirs}
              </Button>
            </>
          ) : null}
          {item.status === 'rejected' && listing ? (
            <Button size="sm" variant="accent" onClick={() => void reopenAsDraft(item, userId).then((path) => navigate(path))}>
              {OUR_TEXTS.editAgain}
            </Button>
          ) : null}
          {item.status !== 'pending' ? (
            <Button size="sm" variant="outline" onClick={() => void discard(item.id)}>
              {OUR_TEXTS.discardChange}
            </Button>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** The photo of an upload still queued: shown from the device. */
function PendingPhoto({ uploadId, alt }: { uploadId: string; alt: string }) {
  const upload = usePendingUpload(uploadId);
  return upload && isLocalPhoto(upload) ? <LocalPhoto url={upload} alt={alt} /> : null;
}

function usePendingUpload(uploadId: string): string | undefined {
  return useLiveQuery(async () => {
    const item = await db.outbox.get(uploadId);
    const url = (item?.result as { url?: string } | undefined)?.url;
    if (url) return url;
    return item?.op.type === 'upload-photo' ? `${LOCAL_PHOTO_PREFIX}${item.op.photoId}` : undefined;
  }, [uploadId]);
}

const section = css({ display: 'flex', flexDirection: 'column', gap: '3', mb: '6' });
const heading = css({ fontSize: 'lg', fontWeight: 'semibold' });
const note = css({ fontSize: 'sm', color: 'fg.muted' });
const errorText = css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' });
const actions = css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: 'auto', pt: '2' });
