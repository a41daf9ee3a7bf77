import type { AuditEntry } from '@dockside/shared/moderation';
import { useCallback, useRef } from 'react';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { ADMIN_PAGE_SIZE, ADMIN_TEXTS as T } from '../admin.constants';
import { getAuditLog } from '../api/get-audit-log';
import { formatDateTime } from '../utils/admin-format';
import { useAdminList } from '../utils/use-admin-list';
import { AdminListState, LoadMore } from './admin-list-state';
import { AdminPanel } from './admin-panel';

/** A role change's `{ from, to }`, as 'member → expert'. */
function change(details: AuditEntry['details']): string | null {
  const from = details?.from;
  const to = details?.to;
  return typeof from === 'string' && typeof to === 'string' ? `${from} → ${to}` : null;
}

/** The audit log: who did what to which item, when and why, newest first, 'Load more' by `before`. */
export function AuditLog() {
  const load = useCallback((before?: number) => getAuditLog(ADMIN_PAGE_SIZE, before), []);
  const list = useAdminList(load, { pageSize: ADMIN_PAGE_SIZE });
  const headingRef = useRef<HTMLHeadingElement>(null);

  return (
    <AdminPanel title={T.sections.audit} headingRef={headingRef}>
      <AdminListState list={list} emptyHeading={T.auditEmptyHeading} emptyText={T.auditEmptyText}>
        {/* Scrolls sideways on a phone; focusable so a keyboard can scroll it too. */}
        <div className={styles.scroller} role="region" aria-label={T.auditTableLabel} tabIndex={0}>
          <table className={styles.table}>
            <caption className={styles.caption}>{T.auditTableLabel}</caption>
            <thead>
              <tr>
                <th scope="col">{T.when}</th>
                <th scope="col">{T.who}</th>
                <th scope="col">{T.action}</th>
                <th scope="col">{T.target}</th>
                <th scope="col">{T.reason}</th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((entry) => (
                <tr key={entry.id}>
                  <td>
                    <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                  </td>
                  <td>{entry.actorUsername ?? T.system}</td>
                  <td>
                    {entry.action}
                    {change(entry.details) ? <span className={styles.muted}> ({change(entry.details)})</span> : null}
                  </td>
                  <td>
                    {entry.targetType === 'listing' ? (
                      <Link to={`/boat-parts/${entry.targetId}`}>{`${entry.targetType} ${entry.targetId}`}</Link>
                    ) : (
                      `${entry.targetType} ${entry.targetId}`
                    )}
                  </td>
                  <td className={styles.reason}>{entry.reason ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <LoadMore hasMore={list.hasMore} error={list.error} loadingMore={list.loadingMore} onLoadMore={() => void list.loadMore()} />
      </AdminListState>
    </AdminPanel>
  );
}

const styles = {
  scroller: cx(cardStyles({ padding: 'none' }), css({ overflowX: 'auto' })),
  table: css({
    width: 'full',
    borderCollapse: 'collapse',
    fontSize: 'sm',
    '& th, & td': { textAlign: 'start', px: '3', py: '2', borderBottomWidth: '1px', borderColor: 'border', verticalAlign: 'top' },
    '& th': { fontWeight: 'semibold', bg: 'bg.muted' },
  }),
  caption: css({ srOnly: true }),
  muted: css({ color: 'fg.muted' }),
  reason: css({ whiteSpace: 'pre-line', overflowWrap: 'anywhere', minWidth: '12rem' }),
};
