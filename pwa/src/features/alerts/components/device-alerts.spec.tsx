import { PUSH_ERROR_CODES, PUSH_MESSAGES } from '@dockside/shared/alerts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { readPushOwner, writePushOwner } from '@/lib/web-push';
import { stubApi } from '@/test/stub-api';
import { installFakePush, PUBLIC_KEY, PUBLIC_KEY_BYTES, removeFakePush, subscriptionJson } from '../test/fake-push';
import { DeviceAlerts } from './device-alerts';

const ENDPOINT = 'https://push.example/send/device-1';

afterEach(() => {
  act(() => toaster.remove());
  removeFakePush();
  writePushOwner(null);
});

/** The push API: the public key, and what the subscription calls were sent. */
function stubPushApi(post: (body: unknown) => Response = () => new Response(null, { status: 201 })) {
  const calls: Array<{ method: string; body: unknown }> = [];
  const record = async (request: Request) => {
    calls.push({ method: request.method, body: await request.json() });
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubApi({
        'GET /api/push/public-key': () => Response.json({ publicKey: PUBLIC_KEY }),
        'POST /api/push/subscriptions': async (request) => {
          await record(request.clone());
          return post(await request.json());
        },
        'DELETE /api/push/subscriptions': async (request) => {
          await record(request);
          return new Response(null, { status: 204 });
        },
      }),
    ),
  );
  return calls;
}

const renderControl = () =>
  render(
    <>
      <DeviceAlerts userId={7} />
      <Toaster />
    </>,
  );

const turnOn = async () => fireEvent.click(await screen.findByRole('button', { name: 'Turn on alerts on this device' }));

describe('DeviceAlerts', () => {
  it('says alerts are not available in a browser without Push', async () => {
    renderControl();
    expect(await screen.findByText(/Alerts on this device are not available in this browser/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('asks for permission only on the click, subscribes with the server key and registers the subscription', async () => {
    const push = installFakePush();
    const calls = stubPushApi();
    renderControl();
    await screen.findByRole('button', { name: 'Turn on alerts on this device' });
    expect(push.requestPermission).not.toHaveBeenCalled();

    await turnOn();
    expect((await screen.findByRole('status')).textContent).toBe('Alerts are on for this device.');
    expect(push.requestPermission).toHaveBeenCalledOnce();
    expect(push.subscribe).toHaveBeenCalledOnce();
    const options = push.subscribe.mock.calls[0]?.[0];
    expect(options?.userVisibleOnly).toBe(true);
    expect([...(options?.applicationServerKey as Uint8Array)]).toEqual([...PUBLIC_KEY_BYTES]);
    expect(calls).toEqual([{ method: 'POST', body: subscriptionJson(ENDPOINT) }]);
    expect(screen.getByRole('button', { name: 'Turn off alerts on this device' })).toBeTruthy();
    expect(readPushOwner()).toEqual({ userId: 7, endpoint: ENDPOINT });
  });

  it('turning off tells the API which device, then ends the subscription', async () => {
    const push = installFakePush({ permission: 'granted', existing: ENDPOINT });
    writePushOwner({ userId: 7, endpoint: ENDPOINT });
    const calls = stubPushApi();
    renderControl();
    const subscription = push.current();
    fireEvent.click(await screen.findByRole('button', { name: 'Turn off alerts on this device' }));
    expect(await screen.findByRole('button', { name: 'Turn on alerts on this device' })).toBeTruthy();
    expect(calls).toEqual([{ method: 'DELETE', body: { endpoint: ENDPOINT } }]);
    expect(subscription?.unsubscribe).toHaveBeenCalledOnce();
    expect(push.current()).toBeNull();
    expect(readPushOwner()).toBeNull();
  });

  it('a subscription the browser renewed for this user is registered again and alerts stay on', async () => {
    installFakePush({ permission: 'granted', existing: ENDPOINT });
    writePushOwner({ userId: 7, endpoint: 'https://push.example/send/old-endpoint' });
    const calls = stubPushApi();
    renderControl();
    expect(await screen.findByRole('button', { name: 'Turn off alerts on this device' })).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', body: subscriptionJson(ENDPOINT) },
      { method: 'DELETE', body: { endpoint: 'https://push.example/send/old-endpoint' } },
    ]);
    expect(readPushOwner()).toEqual({ userId: 7, endpoint: ENDPOINT });
  });

  it("reads as off when this device's subscription was turned on by another account", async () => {
    installFakePush({ permission: 'granted', existing: ENDPOINT });
    writePushOwner({ userId: 8, endpoint: ENDPOINT });
    stubPushApi();
    renderControl();
    expect(await screen.findByRole('button', { name: 'Turn on alerts on this device' })).toBeTruthy();
  });

  it('permission refused: explains how to allow notifications and registers nothing', async () => {
    const push = installFakePush({ answer: 'denied' });
    const calls = stubPushApi();
    renderControl();
    await turnOn();
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^Notifications are blocked for Dockside in this browser\. To allow them/,
    );
    expect(push.subscribe).not.toHaveBeenCalled();
    expect(calls).toEqual([]);
  });

  it('already blocked in the browser: says where to change it before anything is asked', async () => {
    installFakePush({ permission: 'denied' });
    stubPushApi();
    renderControl();
    expect(await screen.findByText(/set Notifications to Allow/)).toBeTruthy();
  });

  it('the prompt dismissed: alerts stay off', async () => {
    installFakePush({ answer: 'default' });
    stubPushApi();
    renderControl();
    await turnOn();
    expect((await screen.findByRole('status')).textContent).toBe('Notifications were not allowed, so alerts stay off on this device.');
  });

  it("the API refuses the device: its message shows and the browser's subscription is ended again", async () => {
    const push = installFakePush();
    stubPushApi(() => Response.json({ message: PUSH_MESSAGES.endpointRefused, code: PUSH_ERROR_CODES.endpointRefused }, { status: 400 }));
    renderControl();
    await turnOn();
    expect((await screen.findByRole('alert')).textContent).toBe('Alerts cannot be sent to this push service');
    expect(push.current()).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn on alerts on this device' })).toBeTruthy();
    expect(readPushOwner()).toBeNull();
  });

  it("the device's subscription is another account's (409): its message shows, alerts stay off and that subscription is kept", async () => {
    const push = installFakePush();
    stubPushApi(() => Response.json({ message: PUSH_MESSAGES.endpointTaken, code: PUSH_ERROR_CODES.endpointTaken }, { status: 409 }));
    renderControl();
    await turnOn();
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Alerts on this device are turned on for another account. Sign in to that account and turn them off first.',
    );
    expect(push.current()).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Turn on alerts on this device' })).toBeTruthy();
    expect(readPushOwner()).toBeNull();
  });

  it("the browser's push service fails: says so", async () => {
    installFakePush({ pushServiceDown: true });
    const calls = stubPushApi();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderControl();
    await turnOn();
    expect((await screen.findByRole('alert')).textContent).toMatch(
      /^This browser could not set up alerts on this device\. Private windows/,
    );
    expect(calls).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it('offline: the button waits for the connection and says why', async () => {
    const push = installFakePush();
    stubPushApi();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    renderControl();
    const button = await screen.findByRole('button', { name: 'Turn on alerts on this device' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('You are offline. Turning alerts on or off needs a connection.').id).toBe(
      button.getAttribute('aria-describedby'),
    );
    fireEvent.click(button);
    expect(push.requestPermission).not.toHaveBeenCalled();
  });

  it('the connection drops during the calls: says these calls need a connection', async () => {
    installFakePush();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    renderControl();
    await turnOn();
    expect((await screen.findByRole('alert')).textContent).toBe('You are offline. Turning alerts on or off needs a connection.');
  });
});
