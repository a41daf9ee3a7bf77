import { apiRequest } from '@/lib/api-client';

/** DELETE /api/push/subscriptions `{ endpoint }` → 204: this device gets no more alerts. */
export async function deletePushSubscription(endpoint: string): Promise<void> {
  await apiRequest('DELETE', '/api/push/subscriptions', { endpoint });
}
