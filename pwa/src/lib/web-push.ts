import type { PushSubscriptionInput } from '@dockside/shared/alerts';
/**
 * The browser side of Web Push, without any API call: whether this browser can receive pushes,
 * this device's subscription, and whose it is. The alerts feature turns alerts on and off with these;
 * sign-out (lib/db/private-data.ts) ends them, so a shared device stops showing the last user's alerts.
 */

/** Who turned alerts on on this device, and for which subscription (localStorage: read before any render). */
const OWNER_KEY = 'dockside.pushOwner';

export interface PushOwner {
  userId: number;
  endpoint: string;
}

/** Service worker, Push API and notifications: all three, or no alerts on this device. */
export function webPushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

/** The worker's registration if one exists (never waits: `ready` never settles where none is registered). */
async function existingRegistration(): Promise<ServiceWorkerRegistration | undefined> {
  if (!webPushSupported()) return undefined;
  return navigator.serviceWorker.getRegistration();
}

/**
 * The registration with an active worker, which `pushManager.subscribe` needs: at once when there is one,
 * else waiting up to `timeoutMs` for the first install (the app registers its worker after the first
 * render); null if none comes (development builds register none).
 */
export async function activeRegistration(timeoutMs = 10_000): Promise<ServiceWorkerRegistration | null> {
  const registration = await existingRegistration();
  if (registration?.active) return registration;
  if (!webPushSupported()) return null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  try {
    return await Promise.race([navigator.serviceWorker.ready, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** This device's push subscription, if it has one. */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  const registration = await existingRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

export function readPushOwner(): PushOwner | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(OWNER_KEY) ?? 'null');
    if (parsed && typeof parsed === 'object') {
      const { userId, endpoint } = parsed as Partial<PushOwner>;
      if (typeof userId === 'number' && typeof endpoint === 'string') return { userId, endpoint };
    }
  } catch {
    // Unreadable: nobody is known to own the subscription.
  }
  return null;
}

export function writePushOwner(owner: PushOwner | null): void {
  try {
    if (owner) localStorage.setItem(OWNER_KEY, JSON.stringify(owner));
    else localStorage.removeItem(OWNER_KEY);
  } catch {
    // Storage refused (private mode): the subscription then reads as someone else's, which is the safe side.
  }
}

/**
 * Sign-out: this device stops receiving alerts. Only the browser's subscription is ended (the session is
 * already gone, so the API cannot be told); the push service then answers the server's next message with
 * "gone" and the server forgets the device. Never throws.
 */
export async function forgetDevicePush(): Promise<void> {
  try {
    writePushOwner(null);
    await (await deviceSubscription())?.unsubscribe();
  } catch (error) {
    console.warn('The push subscription could not be ended', error);
  }
}

/** A base64url key (the VAPID public key) as the bytes `applicationServerKey` takes. */
export function base64UrlToBytes(value: string): Uint8Array<ArrayBuffer> {
  const base64 = value
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(value.length / 4) * 4, '=');
  const binary = atob(base64);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Whether a subscription was made with this server key (after a key change it must be made anew). */
export function sameServerKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options?.applicationServerKey;
  if (!current) return true;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** What the API validates (`PushSubscriptionSchema`): the subscription's JSON, with its keys. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
