import type { SavedPart } from '@dockside/shared/listings';
import { useState } from 'react';
import { Link } from 'react-router';
import { badge } from 'styled-system/recipes';
import { Button, buttonStyles } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { queueSave } from '../stores/listing-outbox';
import { useSavedParts } from '../stores/listing-queries';
import { formatPriceBadge } from '../utils/format-price';
import { EmptyState } from '@/components/layout/empty-state';
import { FailedState } from '@/components/ui/failed-state';
import { OfflineError } from '@/lib/query/use-query';
import { actions, body, card, grid, loading, media, title } from './my-listings-panel.styles';
import { PartImage } from './part-image';

/** Spec §2 Account → Saved Parts, working (docs/architecture.md §1.2): the user's saved listings with unsave. */
export function SavedPartsPanel({ userId }: { userId: number }) {
  const { data: parts, status, error, refetch } = useSavedParts(userId);
  const [pending, setPending] = useState<number | null>(null);

  const unsave = async (part: SavedPart) => {
    setPending(part.id);
    try {
      await queueSave(userId, part, false);
      toast({ title: OUR_TEXTS.unsavedTitle, description: OUR_TEXTS.unsavedDescription });
    } catch {
      toast({ title: LISTING_TEXTS.errorTitle, description: OUR_TEXTS.saveFailed, type: 'error' });
    } finally {
      setPending(null);
    }
  };

  if (!parts && status === 'loading')
    return (
      <p role="status" className={loading}>
        {OUR_TEXTS.loadingSaved}
      </p>
    );

  if (!parts && error instanceof OfflineError) {
    return <EmptyState heading={OUR_TEXTS.savedPartsOffline} level="h3" />;
  }

  if (!parts) {
    return <FailedState heading={OUR_TEXTS.savedPartsFailed} level="h3" retryLabel={OUR_TEXTS.retry} onRetry={refetch} />;
  }

  if (parts.length === 0) {
    return (
      <EmptyState heading={LISTING_TEXTS.noSavedPartsYet} text={OUR_TEXTS.savedPartsEmpty} level="h3">
        <Link to="/boat-parts" className={buttonStyles({ variant: 'accent' })}>
          {LISTING_TEXTS.browseBoatParts}
        </Link>
      </EmptyState>
    );
  }

  return (
    <ul className={grid} aria-label={OUR_TEXTS.savedPartsHeading}>
      {parts.map((part) => (
        <li key={part.id} className={card}>
          <div className={media}>
            <PartImage url={part.imageUrls[0]} alt={part.title} />
          </div>
          <div className={body}>
            <h3 className={title}>
              <Link to={`/boat-parts/${part.id}`}>{part.title}</Link>
            </h3>
            <p className={badge({ tone: 'price' })}>{formatPriceBadge(part.price)}</p>
            <p className={badge({ tone: part.condition === 'New' ? 'success' : 'neutral' })}>{part.condition}</p>
            <div className={actions}>
              <Button
                variant="outline"
                size="sm"
                onClick={() => unsave(part)}
                disabled={pending === part.id}
                aria-label={OUR_TEXTS.unsavePart(part.title)}
              >
                {OUR_TEXTS.unsave}
              </Button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
