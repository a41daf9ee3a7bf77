import { LISTING_LIMITS, type BoatPart } from '@dockside/shared/listings';
import { useEffect, useEffectEvent, useRef, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { LISTING_TEXTS, OUR_TEXTS } from '../listings.constants';
import { EmptyState } from '@/components/layout/empty-state';
import { FailedState } from '@/components/ui/failed-state';
import { PartCard, PartCardSkeleton } from './part-card';

interface PartsGridProps {
  parts: BoatPart[] | undefined;
  status: 'loading' | 'success' | 'error';
  /** Shown in the empty state (spec: categories selected or not). */
  emptyMessage: string;
  /** A further way out of the empty state, composed by the screen (the wanted-part inquiry). */
  emptyAction?: ReactNode;
  onClearFilters: () => void;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  loadMoreFailed: boolean;
  onLoadMore: () => void;
}

/** How many cards load eagerly: the first screenful on a wide screen. */
const EAGER_CARDS = 4;

/**
 * The catalogue results: 12 skeletons while loading, the empty state, or the cards. More results load
 * when the sentinel under the grid scrolls into view; the 'Load more' button does the same for browsers
 * without IntersectionObserver and for keyboard users.
 */
export function PartsGrid(props: PartsGridProps) {
  const { parts, status, hasMore, loadingMore, loadMoreFailed } = props;
  const sentinel = useRef<HTMLDivElement>(null);
  const onVisible = useEffectEvent(() => {
    if (hasMore && !loadingMore && !loadMoreFailed) props.onLoadMore();
  });

  useEffect(() => {
    const target = sentinel.current;
    if (!target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onVisible();
      },
      { rootMargin: '600px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [parts, hasMore]);

  if (status === 'loading' && !parts) {
    return (
      <div className={grid} role="status" aria-busy="true" aria-label={OUR_TEXTS.loadingParts}>
        {Array.from({ length: LISTING_LIMITS.catalogSkeletonCards }, (_, index) => (
          <PartCardSkeleton key={index} />
        ))}
      </div>
    );
  }

  if (status === 'error' && !parts) {
    return <FailedState heading={OUR_TEXTS.loadFailed} retryLabel={OUR_TEXTS.retry} onRetry={props.onRetry} />;
  }

  if (!parts || parts.length === 0) {
    return (
      <EmptyState heading={LISTING_TEXTS.noPartsFound} text={props.emptyMessage}>
        <Button variant="accent" onClick={props.onClearFilters}>
          {LISTING_TEXTS.clearFilters}
        </Button>
        {props.emptyAction}
      </EmptyState>
    );
  }

  return (
    <div className={wrapper}>
      <ul className={grid} aria-label={OUR_TEXTS.resultsLabel}>
        {parts.map((part, index) => (
          <li key={part.id} className={item}>
            <PartCard part={part} eager={index < EAGER_CARDS} priority={index === 0} />
          </li>
        ))}
      </ul>
      <div ref={sentinel} aria-hidden="true" />
      {hasMore ? (
        <div className={more}>
          <LoadMoreButton label={OUR_TEXTS.loadMore} busyLabel={OUR_TEXTS.loadingMore} loading={loadingMore} onClick={props.onLoadMore} />
          {loadMoreFailed ? (
            <p role="alert" className={css({ color: 'danger' })}>
              {OUR_TEXTS.loadFailed}
            </p>
          ) : null}
        </div>
      ) : parts.length > LISTING_LIMITS.catalogSkeletonCards ? (
        <p className={end}>{OUR_TEXTS.endOfResults}</p>
      ) : null}
    </div>
  );
}

export const grid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))', xl: 'repeat(4, minmax(0, 1fr))' },
  gap: { base: '4', md: '5' },
});
const wrapper = css({ display: 'flex', flexDirection: 'column', gap: '6' });
const item = css({ display: 'flex', '& > *': { flex: '1' } });
const more = css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2' });
const end = css({ textAlign: 'center', color: 'fg.muted' });
