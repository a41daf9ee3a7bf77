import type { Alert } from '@dockside/shared/alerts';
import { useCallback, useEffect, useState } from 'react';
import { updateQueryData } from '@/lib/query/query-store';
import { useQuery } from '@/lib/query/use-query';
import { ALERT_RECEIVED_MESSAGE_TYPE } from '../alert-notification.constants';
import { ALERTS_PAGE_SIZE, alertsPageUrl, getAlerts } from '../api/get-alerts';

/**
 * Alerts are news: the saved copy shows at once (offline too, with its age), and the list is asked for
 * again every time it is shown online — not after the account lists' minute.
 */
const ALERTS_MAX_AGE_MS = 0;

/** The newest alerts as kept on the device, with the older pages the user asked for appended. */
export interface AlertList {
  alerts: Alert[];
  /** A full page came back last: there may be older alerts. */
  more: boolean;
}

const toList = (alerts: Alert[]): AlertList => ({ alerts, more: alerts.length === ALERTS_PAGE_SIZE });

/**
 * The user's recent alerts (GET /api/alerts), kept in Dexie per user like the saved searches (private: the
 * row carries the user and is cleared at sign-out). A push that arrives while the list is open refreshes it
 * (the service worker posts ALERT_RECEIVED to its windows).
 */
export function useRecentAlerts(userId: number) {
  const key = `${alertsPageUrl()}#user-${userId}`;
  const query = useQuery<AlertList>(key, async () => toList(await getAlerts()), ALERTS_MAX_AGE_MS, { userId });
  const { refetch } = query;
  const [older, setOlder] = useState<'idle' | 'loading' | 'failed'>('idle');

  useEffect(() => {
    const container = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    if (!container) return;
    const onMessage = (event: MessageEvent) => {
      if ((event.data as { type?: unknown } | null)?.type === ALERT_RECEIVED_MESSAGE_TYPE) refetch();
    };
    container.addEventListener('message', onMessage);
    return () => container.removeEventListener('message', onMessage);
  }, [refetch]);

  const last = query.data?.alerts.at(-1)?.id;
  /** The next page, appended to the saved list (online only: it pages on the server). */
  const loadOlder = useCallback(async () => {
    if (last === undefined) return;
    setOlder('loading');
    try {
      const page = await getAlerts(last);
      await updateQueryData<AlertList>(key, (current) => {
        // The list was refreshed meanwhile: the page no longer continues it.
        if (current.alerts.at(-1)?.id !== last) return current;
        const seen = new Set(current.alerts.map((alert) => alert.id));
        return { alerts: [...current.alerts, ...page.filter((alert) => !seen.has(alert.id))], more: toList(page).more };
      });
      setOlder('idle');
    } catch {
      setOlder('failed');
    }
  }, [key, last]);

  return { ...query, list: query.data, loadingOlder: older === 'loading', olderFailed: older === 'failed', loadOlder };
}
