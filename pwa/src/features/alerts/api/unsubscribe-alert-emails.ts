import type { AlertUnsubscribeResult } from '@dockside/shared/alerts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/alerts/unsubscribe: the token of an alert e-mail's link (no sign-in) → `{ status, message }`. */
export function unsubscribeAlertEmails(token: string): Promise<AlertUnsubscribeResult> {
  return apiRequest<AlertUnsubscribeResult>('POST', '/api/alerts/unsubscribe', { token });
}
