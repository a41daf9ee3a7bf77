import type { Alert } from '@dockside/shared/alerts';
import { useState } from 'react';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { badge } from 'styled-system/recipes';
import { EmptyState } from '@/components/layout/empty-state';
import { FailedState } from '@/components/ui/failed-state';
import { Button } from '@/components/ui/button';
import { OfflineError } from '@/lib/query/use-query';
import { useOnline } from '@/lib/use-online';
import { RECENT_ALERTS_TEXTS as T } from '../alerts.constants';
import { useRecentAlerts } from '../stores/alert-queries';
import { alertChannels, alertReason, formatAlertPrice, formatAlertTime, thumbnailUrl } from '../utils/alert-format';

/** Account › Saved Parts › Recent alerts (docs/decisions.md "Saved searches and alerts"): what the user was alerted to, newest first. */
export function RecentAlertsPanel({ userId }: { userId: number }) {
  const { list, status, error, refetch, loadOlder, loadingOlder, olderFailed } = useRecentAlerts(userId);
  const online = useOnline();

  if (!list && status === 'loading')
    return (
      <p role="status" className={styles.muted}>
        {T.loading}
      </p>
    );
  if (!list && error instanceof OfflineError) return <EmptyState heading={T.offline} level="h3" />;
  if (!list) return <FailedState heading={T.failed} level="h3" retryLabel={T.retry} onRetry={refetch} />;
  if (list.alerts.length === 0) return <EmptyState heading={T.empty} text={T.emptyText} level="h3" />;

  return (
    <>
      <ul className={styles.list} aria-label={T.heading}>
        {list.alerts.map((alert) => (
          <AlertItem key={alert.id} alert={alert} />
        ))}
      </ul>
      {list.more && online ? (
        <div className={styles.more}>
          <Button variant="outline" size="sm" onClick={() => void loadOlder()} disabled={loadingOlder}>
            {loadingOlder ? T.loadingOlder : T.showOlder}
          </Button>
          {olderFailed ? (
            <p role="alert" className={styles.error}>
              {T.olderFailed}
            </p>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

function AlertItem({ alert }: { alert: Alert }) {
  const { part } = alert;
  return (
    <li className={styles.card} data-testid="alert" data-kind={alert.kind}>
      <Thumbnail url={part.imageUrl} />
      <div className={styles.body}>
        <h4 className={styles.title}>
          <Link to={`/boat-parts/${part.id}`}>{part.title}</Link>
        </h4>
        <p className={styles.badges}>
          <span className={badge({ tone: 'price' })}>{formatAlertPrice(part.price)}</span>
          {part.status === 'sold' ? <span className={badge({ tone: 'neutral' })}>{T.sold}</span> : null}
        </p>
        <p className={styles.reason}>{alertReason(alert)}</p>
        <p className={styles.muted}>
          <time dateTime={alert.createdAt}>{formatAlertTime(alert.createdAt)}</time> · {alertChannels(alert.channels)}
        </p>
      </div>
    </li>
  );
}

/** The listing's first photo, small; decorative (the title beside it names the listing). */
function Thumbnail({ url }: { url: string | null }) {
  const [failed, setFailed] = useState(false);
  return (
    <div className={styles.thumb} aria-hidden="true">
      {url && !failed ? (
        <img
          src={thumbnailUrl(url)}
          alt=""
          loading="lazy"
          decoding="async"
          width={320}
          height={240}
          className={styles.image}
          onError={() => setFailed(true)}
        />
      ) : null}
    </div>
  );
}

const styles = {
  list: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  card: cx(
    cardStyles({ padding: 'md' }),
    css({
      display: 'flex',
      gap: '4',
      alignItems: 'flex-start',
    }),
  ),
  thumb: css({
    flexShrink: 0,
    width: { base: '20', sm: '28' },
    aspectRatio: '4 / 3',
    overflow: 'hidden',
    borderRadius: 'control',
    bg: 'bg.muted',
  }),
  image: css({ width: 'full', height: 'full', objectFit: 'cover', display: 'block' }),
  body: css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0' }),
  title: css({ fontSize: 'lg', fontWeight: 'semibold', color: 'primary', overflowWrap: 'anywhere' }),
  badges: css({ display: 'flex', flexWrap: 'wrap', gap: '2' }),
  reason: css({ fontWeight: 'medium' }),
  muted: css({ fontSize: 'sm', color: 'fg.muted' }),
  error: css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' }),
  more: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
};
