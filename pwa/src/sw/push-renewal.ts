/// <reference lib="webworker" />
import { base64UrlToBytes, subscriptionInput } from '../lib/web-push';

/** The API's push endpoints (features/alerts/api calls them from the page). */
const PUBLIC_KEY_PATH = '/api/push/public-key';
const SUBSCRIPTIONS_PATH = '/api/push/subscriptions';

/** The bits of the worker's global scope renewal uses. */
export interface RenewalScope {
  registration: { pushManager: Pick<PushManager, 'subscribe'> };
  fetch: typeof fetch;
}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  credentials: 'include',
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  body: JSON.stringify(body),
});

/**
 * `pushsubscriptionchange`: the push service replaced or expired this device's subscription.
 * Where the browser gave no new one, the worker subscribes again with the same server key (or the API's);
 * the new subscription is registered with the API (the session cookie goes with the request) and the old
 * one forgotten, so alerts keep arriving without the user doing anything. Signed out or offline, nothing is
 * registered: the alerts section registers the renewed subscription the next time it is opened
 * (features/alerts/utils/device-alerts.ts).
 */
export async function renewPushSubscription(
  scope: RenewalScope,
  oldSubscription: PushSubscription | null,
  newSubscription: PushSubscription | null,
): Promise<'renewed' | 'not-registered'> {
  let subscription = newSubscription;
  if (!subscription) {
    let key: BufferSource | null = oldSubscription?.options?.applicationServerKey ?? null;
    if (!key) {
      const answer = await scope.fetch(PUBLIC_KEY_PATH, { headers: { Accept: 'application/json' } });
      if (!answer.ok) return 'not-registered';
      key = base64UrlToBytes(((await answer.json()) as { publicKey: string }).publicKey);
    }
    subscription = await scope.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  }
  const registered = await scope.fetch(SUBSCRIPTIONS_PATH, json('POST', subscriptionInput(subscription)));
  if (!registered.ok) return 'not-registered';
  if (oldSubscription && oldSubscription.endpoint !== subscription.endpoint) {
    await scope.fetch(SUBSCRIPTIONS_PATH, json('DELETE', { endpoint: oldSubscription.endpoint })).catch(() => undefined);
  }
  return 'renewed';
}
