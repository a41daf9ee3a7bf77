import { ApiError } from '@/lib/api-client';
import {
  activeRegistration,
  base64UrlToBytes,
  deviceSubscription,
  readPushOwner,
  sameServerKey,
  subscriptionInput,
  webPushSupported,
  writePushOwner,
} from '@/lib/web-push';
import { deletePushSubscription } from '../api/delete-push-subscription';
import { getPushPublicKey } from '../api/get-push-public-key';
import { registerPushSubscription } from '../api/register-push-subscription';

/** Alerts on this device, as far as this user is concerned. */
export type DeviceAlertsStatus = 'unsupported' | 'off' | 'on';

/**
 * On only if this device has a push subscription that this user registered: after another account used
 * the device it reads as off, and turning it on registers it anew. When the browser renewed the
 * subscription of this user (a new endpoint; the service worker tells the API too, sw/push-renewal.ts),
 * the new one is registered here and the old one forgotten, so alerts stay on; if that cannot be done now
 * (offline, refused) it reads as off.
 */
export async function readDeviceAlerts(userId: number): Promise<DeviceAlertsStatus> {
  if (!webPushSupported()) return 'unsupported';
  const subscription = await deviceSubscription();
  const owner = readPushOwner();
  if (!subscription || owner?.userId !== userId) return 'off';
  if (owner.endpoint === subscription.endpoint) return 'on';
  if (Notification.permission !== 'granted') return 'off';
  try {
    await registerPushSubscription(subscriptionInput(subscription));
  } catch {
    return 'off';
  }
  writePushOwner({ userId, endpoint: subscription.endpoint });
  // The old endpoint is dead anyway (the push service answers 410 and the API removes it); this is tidiness.
  await deletePushSubscription(owner.endpoint).catch(() => undefined);
  return 'on';
}

/** Why turning alerts on stopped short; API and network errors are thrown instead. */
export type TurnOnOutcome = 'on' | 'denied' | 'dismissed' | 'no-worker' | 'push-service-failed';

/**
 * 'Turn on alerts on this device': asks for notification permission first (still inside the click, as
 * browsers require), then subscribes with the server's VAPID key and registers the subscription with the
 * API. A subscription the API refuses is ended again, so the device never looks on when it is not.
 */
export async function turnOnDeviceAlerts(userId: number): Promise<TurnOnOutcome> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') return 'denied';
  if (permission !== 'granted') return 'dismissed';

  const { publicKey } = await getPushPublicKey();
  const registration = await activeRegistration();
  if (!registration) return 'no-worker';
  const key = base64UrlToBytes(publicKey);

  let subscription = await registration.pushManager.getSubscription();
  // Made with an earlier server key: the push service would refuse the server's messages.
  if (subscription && !sameServerKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  if (!subscription) {
    try {
      subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'NotAllowedError') return 'denied';
      console.warn('Push subscription failed', error);
      return 'push-service-failed';
    }
  }

  try {
    await registerPushSubscription(subscriptionInput(subscription));
  } catch (error) {
    // 409: another account on this browser registered this very subscription; ending it would silence
    // that account's alerts, so it is left as it is and alerts stay off for this user.
    if (!(error instanceof ApiError && error.status === 409)) await subscription.unsubscribe().catch(() => false);
    throw error;
  }
  writePushOwner({ userId, endpoint: subscription.endpoint });
  return 'on';
}

/**
 * 'Turn off alerts on this device': the API forgets the device first (if that fails, alerts stay on and the
 * error is thrown), then the browser's subscription ends.
 */
export async function turnOffDeviceAlerts(): Promise<void> {
  const subscription = await deviceSubscription();
  if (subscription) {
    try {
      await deletePushSubscription(subscription.endpoint);
    } catch (error) {
      // Already unknown to the server (removed from another device, or never registered): nothing to undo.
      if (!(error instanceof ApiError && error.status === 404)) throw error;
    }
    await subscription.unsubscribe();
  }
  writePushOwner(null);
}
