import { vi } from 'vitest';

/** A VAPID-shaped public key (65 bytes, base64url) and its bytes. */
export const PUBLIC_KEY_BYTES = Uint8Array.from({ length: 65 }, (_, i) => (i * 7 + 4) % 256);
export const PUBLIC_KEY = btoa(String.fromCharCode(...PUBLIC_KEY_BYTES))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

/** What `PushSubscription.toJSON()` gives for the fake push service (key lengths as the API checks them). */
export const subscriptionJson = (endpoint: string) => ({
  endpoint,
  expirationTime: null,
  keys: { p256dh: `B${'p'.repeat(86)}`, auth: 'a'.repeat(22) },
});

export interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer | null; userVisibleOnly: boolean };
  toJSON: () => ReturnType<typeof subscriptionJson>;
  unsubscribe: ReturnType<typeof vi.fn<() => Promise<boolean>>>;
}

interface FakePushOptions {
  /** Notification.permission before anything is asked. */
  permission?: NotificationPermission;
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  /** A subscription this device already has. */
  existing?: string | null;
  /** The push service fails the subscription (AbortError, as Chromium without a push service does). */
  pushServiceDown?: boolean;
}

/**
 * A browser with Notification, PushManager and a service worker whose push manager subscribes to a fake
 * push service. Undo with `removeFakePush()`.
 */
export function installFakePush({
  permission = 'default',
  answer = 'granted',
  existing = null,
  pushServiceDown = false,
}: FakePushOptions = {}) {
  let subscription: FakeSubscription | null = null;
  const makeSubscription = (endpoint: string, key: ArrayBuffer | null): FakeSubscription => {
    const made: FakeSubscription = {
      endpoint,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => subscriptionJson(endpoint),
      unsubscribe: vi.fn(async () => {
        if (subscription === made) subscription = null;
        return true;
      }),
    };
    return made;
  };
  if (existing) subscription = makeSubscription(existing, PUBLIC_KEY_BYTES.slice().buffer);

  const state = { permission };
  const requestPermission = vi.fn(async () => {
    state.permission = answer;
    return answer;
  });
  const subscribe = vi.fn(async (options: PushSubscriptionOptionsInit) => {
    if (pushServiceDown) throw new DOMException('Registration failed - push service error', 'AbortError');
    const key = options.applicationServerKey as Uint8Array;
    subscription = makeSubscription('https://push.example/send/device-1', key.slice().buffer);
    return subscription;
  });
  const registration = {
    active: { state: 'activated' },
    pushManager: { getSubscription: vi.fn(async () => subscription), subscribe },
  };
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, {
      get permission() {
        return state.permission;
      },
      requestPermission,
    }),
  );
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: Object.assign(new EventTarget(), {
      getRegistration: vi.fn(async () => registration),
      ready: Promise.resolve(registration),
    }),
  });
  return { requestPermission, subscribe, current: () => subscription };
}

export function removeFakePush() {
  Reflect.deleteProperty(navigator, 'serviceWorker');
}
