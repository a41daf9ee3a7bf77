import { ALERT_LIST_LIMITS, type Alert } from '@dockside/shared/alerts';
import { apiRequest } from '@/lib/api-client';

/** The endpoint: the signed-in user's alerts, newest first; `before` (an alert id) pages back. */
export const ALERTS_URL = '/api/alerts';
export const ALERTS_PAGE_SIZE = ALERT_LIST_LIMITS.pageDefault;

export const alertsPageUrl = (before?: number) =>
  `${ALERTS_URL}?${new URLSearchParams({ ...(before === undefined ? {} : { before: String(before) }), limit: String(ALERTS_PAGE_SIZE) })}`;

/** GET /api/alerts?before=&limit= */
export async function getAlerts(before?: number): Promise<Alert[]> {
  return (await apiRequest<Alert[] | undefined>('GET', alertsPageUrl(before))) ?? [];
}
