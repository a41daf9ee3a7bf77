import type { PushSubscriptionInput } from '@dockside/shared/alerts';
import { ApiError } from '@/lib/api-client';
import {
  activeRegistration,
  base64UrlToBytes,
  deviceSubscription,
  readPushOwner,
  sameServerKey,
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
 * the device (or the browser renewed the subscription) it reads as off, and turning it on registers it anew.
 */
export async function readDeviceAlerts(userId: number): Promise<DeviceAlertsStatus> {
  if (!webPushSupported()) return 'unsupported';
  const subscription = await deviceSubscription();
  const owner = readPushOwner();
  return subscription && owner?.userId === userId && owner.endpoint === subscription.endpoint ? 'on' : 'off';
}

/** Why turning alerts on stopped short; API and network errors are thrown instead. */
export type TurnOnOutcome = 'on' | 'denied' | 'dismissed' | 'no-worker' | 'push-service-failed';

/** What the API validates (`PushSubscriptionSchema`): the subscription's JSON, with its keys. */
function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}

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
    await subscription.unsubscribe().catch(() => false);
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
