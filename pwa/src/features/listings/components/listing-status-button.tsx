import type { BoatPart } from '@dockside/shared/listings';
import { useState } from 'react';
import { Button, type ButtonProps } from '@/components/ui/button';
import { LISTING_STATE_TEXTS as S, OUR_TEXTS } from '../listings.constants';
import { queueStatus } from '../stores/listing-outbox';
import { announceChange } from '../utils/announce-change';

interface ListingStatusButtonProps extends Pick<ButtonProps, 'size' | 'fullWidth' | 'variant'> {
  part: BoatPart;
  ownerId: number;
  /** Names the button by its listing where several are on screen (My Listings). */
  named?: boolean;
}

/** 'Mark as Sold', or 'Relist' for a sold listing (docs/decisions.md "Moderation"), through the outbox so it works offline. */
export function ListingStatusButton({ part, ownerId, named = false, ...buttonProps }: ListingStatusButtonProps) {
  const [busy, setBusy] = useState(false);
  const sold = part.status === 'sold';

  const change = async () => {
    setBusy(true);
    try {
      await announceChange(queueStatus(ownerId, part, sold ? 'active' : 'sold'), {
        done: sold
          ? { title: S.relistedTitle, description: S.relistedDescription }
          : { title: S.markedSoldTitle, description: S.markedSoldDescription },
        queued: { title: OUR_TEXTS.savedOnDeviceTitle, description: S.statusQueuedDescription },
        failed: S.statusFailed,
      });
    } finally {
      setBusy(false);
    }
  };

  const label = sold ? S.relistPart(part.title) : S.markPartSold(part.title);
  return (
    <Button variant="outline" {...buttonProps} onClick={change} disabled={busy} aria-busy={busy} aria-label={named ? label : undefined}>
      {sold ? S.relist : S.markAsSold}
    </Button>
  );
}
