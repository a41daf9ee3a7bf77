import { afterEach, describe, expect, it, vi } from 'vitest';
import { base64UrlToBytes, forgetDevicePush, readPushOwner, webPushSupported, writePushOwner } from './web-push';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
  writePushOwner(null);
});

describe('web-push (browser side)', () => {
  it('reads a base64url VAPID key as its bytes', () => {
    expect([...base64UrlToBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
    expect(base64UrlToBytes('BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM')).toHaveLength(65);
  });

  it('needs a service worker, the Push API and notifications', () => {
    expect(webPushSupported()).toBe(false);
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', function Notification() {});
    expect(webPushSupported()).toBe(false);
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
    expect(webPushSupported()).toBe(true);
  });

  it("sign-out ends this device's subscription and forgets whose it was", async () => {
    const unsubscribe = vi.fn(async () => true);
    vi.stubGlobal('PushManager', function PushManager() {});
    vi.stubGlobal('Notification', function Notification() {});
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { getRegistration: async () => ({ pushManager: { getSubscription: async () => ({ unsubscribe }) } }) },
    });
    writePushOwner({ userId: 7, endpoint: 'https://push.example/send/1' });
    expect(readPushOwner()).toEqual({ userId: 7, endpoint: 'https://push.example/send/1' });
    await forgetDevicePush();
    expect(unsubscribe).toHaveBeenCalledOnce();
    expect(readPushOwner()).toBeNull();
  });

  it('sign-out in a browser without push does nothing and does not throw', async () => {
    await expect(forgetDevicePush()).resolves.toBeUndefined();
  });
});
