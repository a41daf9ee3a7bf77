import type { PushSubscriptionInput } from '@dockside/shared/alerts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/push/subscriptions: this device's `PushSubscription.toJSON()` → 201 (400 with the API's message). */
export async function registerPushSubscription(subscription: PushSubscriptionInput): Promise<void> {
  await apiRequest('POST', '/api/push/subscriptions', { ...subscription });
}
