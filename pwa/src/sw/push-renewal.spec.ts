import { describe, expect, it, vi } from 'vitest';
import { PUBLIC_KEY, PUBLIC_KEY_BYTES, subscriptionJson } from '@/features/alerts/test/fake-push';
import { type RenewalScope, renewPushSubscription } from './push-renewal';

const OLD = 'https://push.example/send/old';
const NEW = 'https://push.example/send/new';

const subscription = (endpoint: string, key: ArrayBuffer | null = PUBLIC_KEY_BYTES.slice().buffer) =>
  ({
    endpoint,
    options: { applicationServerKey: key, userVisibleOnly: true },
    toJSON: () => subscriptionJson(endpoint),
  }) as unknown as PushSubscription;

/** A worker scope whose API answers POST with `postStatus`, recording every call. */
function scope(postStatus = 201) {
  const calls: Array<{ method: string; path: string; body?: unknown }> = [];
  const subscribe = vi.fn(async (_options: PushSubscriptionOptionsInit) => subscription(NEW));
  const worker: RenewalScope = {
    registration: { pushManager: { subscribe } },
    fetch: vi.fn(async (path: RequestInfo | URL, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, path: String(path), body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (method === 'GET') return Response.json({ publicKey: PUBLIC_KEY });
      return new Response(null, { status: method === 'POST' ? postStatus : 204 });
    }) as typeof fetch,
  };
  return { worker, calls, subscribe };
}

describe('renewPushSubscription (pushsubscriptionchange)', () => {
  it('registers the new subscription the browser gave and forgets the old one', async () => {
    const { worker, calls, subscribe } = scope();
    expect(await renewPushSubscription(worker, subscription(OLD), subscription(NEW))).toBe('renewed');
    expect(subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([
      { method: 'POST', path: '/api/push/subscriptions', body: subscriptionJson(NEW) },
      { method: 'DELETE', path: '/api/push/subscriptions', body: { endpoint: OLD } },
    ]);
  });

  it('without a new one, subscribes again with the old subscription’s server key', async () => {
    const { worker, calls, subscribe } = scope();
    expect(await renewPushSubscription(worker, subscription(OLD), null)).toBe('renewed');
    expect(subscribe).toHaveBeenCalledWith({ userVisibleOnly: true, applicationServerKey: PUBLIC_KEY_BYTES.slice().buffer });
    expect(calls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });

  it('with neither, subscribes with the key the API gives', async () => {
    const { worker, calls, subscribe } = scope();
    expect(await renewPushSubscription(worker, null, null)).toBe('renewed');
    expect(calls[0]).toEqual({ method: 'GET', path: '/api/push/public-key', body: undefined });
    expect(new Uint8Array(subscribe.mock.calls[0][0].applicationServerKey as ArrayBuffer)).toEqual(PUBLIC_KEY_BYTES);
    expect(calls.map((call) => call.method)).toEqual(['GET', 'POST']);
  });

  it('signed out (401): nothing is forgotten, the page registers it later', async () => {
    const { worker, calls } = scope(401);
    expect(await renewPushSubscription(worker, subscription(OLD), subscription(NEW))).toBe('not-registered');
    expect(calls.map((call) => call.method)).toEqual(['POST']);
  });
});
