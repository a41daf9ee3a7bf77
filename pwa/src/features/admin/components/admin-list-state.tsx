import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { EmptyState } from '@/components/layout/empty-state';
import { FailedState } from '@/components/ui/failed-state';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { ADMIN_TEXTS } from '../admin.constants';
import type { AdminListStatus } from '../utils/use-admin-list';

interface AdminListStateProps {
  list: { status: AdminListStatus; error: string | null; items: readonly unknown[]; reload: () => void };
  emptyHeading: string;
  emptyText: string;
  /** The list itself, once it has rows. */
  children: ReactNode;
}

/** Loading, a failed load (the server's message and Try again), an empty list, or the list. */
export function AdminListState({ list, emptyHeading, emptyText, children }: AdminListStateProps) {
  if (list.status === 'loading') {
    return (
      <p role="status" className={styles.loading}>
        {ADMIN_TEXTS.loading}
      </p>
    );
  }
  if (list.status === 'error') {
    return (
      <FailedState
        heading={ADMIN_TEXTS.loadFailed}
        text={list.error ?? undefined}
        level="h3"
        retryLabel={ADMIN_TEXTS.retry}
        onRetry={list.reload}
        variant="outline"
      />
    );
  }
  if (list.items.length === 0) return <EmptyState heading={emptyHeading} text={emptyText} level="h3" />;
  return children;
}

interface LoadMoreProps {
  hasMore: boolean;
  /** Why the last 'Load more' failed (the rows shown stay). */
  error: string | null;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** 'Load more' under a paged list (the next page by `before`). */
export function LoadMore({ hasMore, error, loadingMore, onLoadMore }: LoadMoreProps) {
  if (!hasMore) return null;
  return (
    <div className={styles.more}>
      {error ? <p role="alert">{error}</p> : null}
      <LoadMoreButton label={ADMIN_TEXTS.loadMore} busyLabel={ADMIN_TEXTS.loading} loading={loadingMore} onClick={onLoadMore} />
    </div>
  );
}

const styles = {
  loading: css({ color: 'fg.muted', py: '6' }),
  more: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '2', mt: '6' }),
};
