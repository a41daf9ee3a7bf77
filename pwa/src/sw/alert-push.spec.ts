import { describe, expect, it, vi } from 'vitest';
import { pushPayloadFactory } from '@/features/alerts/test/alert.factory';
import { alertNotification, handlePush, notificationPath, openAppPath, sameOriginPath, type WorkerScope } from './alert-push';

const ORIGIN = 'https://dockside.example';

/** A push message's data: `json()` parses the text, and throws for text that is not JSON, as browsers do. */
const pushData = (text: string) => ({ json: () => JSON.parse(text) as unknown });

/** An open app window as `clients.matchAll` lists it. */
function windowClient(url: string, options: { focus?: 'ok' | 'refused'; navigate?: 'ok' | 'refused' } = {}) {
  const client = {
    url,
    postMessage: vi.fn(),
    focus: vi.fn(async () => {
      if (options.focus === 'refused') throw new DOMException('Not allowed to focus a window.', 'InvalidAccessError');
      return client;
    }),
    navigate: vi.fn(async (target: string) => {
      if (options.navigate === 'refused') throw new TypeError('This service worker is not the client’s active service worker.');
      return { ...client, url: target };
    }),
  };
  return client;
}

function workerScope(windows: Array<ReturnType<typeof windowClient>> = []) {
  const scope = {
    registration: { showNotification: vi.fn(async () => {}) },
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
    location: { origin: ORIGIN },
  };
  return scope as typeof scope & WorkerScope;
}

describe('alertNotification (push)', () => {
  it("shows an alert's title, body, photo and tag, with the listing to open and the app icon", () => {
    const payload = pushPayloadFactory();
    expect(alertNotification(pushData(JSON.stringify(payload)), ORIGIN)).toEqual({
      title: 'New match for "F115 impeller"',
      options: {
        body: 'Yamaha F115 impeller kit — $64.50',
        icon: '/icons/icon-192.png',
        image: `${ORIGIN}/uploads/u/impeller-640.webp`,
        tag: 'part-42',
        data: { url: '/boat-parts/42', alertId: 901 },
      },
    });
  });

  it('a photo on the storage bucket is shown; a photo that is not http(s), or none, is left out', () => {
    const bucket = alertNotification(pushData(JSON.stringify(pushPayloadFactory({ image: 'https://cdn.example/p-640.webp' }))), ORIGIN);
    expect(bucket.options.image).toBe('https://cdn.example/p-640.webp');
    for (const image of [null, 'data:image/png;base64,AAAA', 'javascript:alert(1)']) {
      const { options } = alertNotification(pushData(JSON.stringify(pushPayloadFactory({ image }))), ORIGIN);
      expect(options).not.toHaveProperty('image');
    }
  });

  it('a payload that is not JSON, has no title or is missing shows a plain Dockside notification opening the alerts list', () => {
    const plain = {
      title: 'Dockside',
      options: { body: 'You have a new alert.', icon: '/icons/icon-192.png', data: { url: '/account?tab=saved', alertId: null } },
    };
    expect(alertNotification(pushData('New listing!'), ORIGIN)).toEqual(plain);
    expect(alertNotification(pushData(JSON.stringify({ body: 'no title' })), ORIGIN)).toEqual(plain);
    expect(alertNotification(pushData('"just text"'), ORIGIN)).toEqual(plain);
    expect(alertNotification(null, ORIGIN)).toEqual(plain);
  });

  it('a link off the app (another site, protocol-relative, javascript:) opens the alerts list instead', () => {
    for (const url of ['https://evil.example/boat-parts/42', '//evil.example/x', 'javascript:alert(1)', '']) {
      const { options } = alertNotification(pushData(JSON.stringify(pushPayloadFactory({ url }))), ORIGIN);
      expect(options.data.url, url).toBe('/account?tab=saved');
    }
    const absolute = alertNotification(pushData(JSON.stringify(pushPayloadFactory({ url: `${ORIGIN}/boat-parts/7?from=alert` }))), ORIGIN);
    expect(absolute.options.data.url).toBe('/boat-parts/7?from=alert');
  });
});

describe('handlePush', () => {
  it('shows the notification, then tells every open window so its alert list refreshes', async () => {
    const windows = [windowClient(`${ORIGIN}/account?tab=saved`), windowClient(`${ORIGIN}/`)];
    const scope = workerScope(windows);
    await handlePush(scope, pushData(JSON.stringify(pushPayloadFactory({ alertId: 77 }))));
    expect(scope.registration.showNotification).toHaveBeenCalledWith(
      'New match for "F115 impeller"',
      expect.objectContaining({ tag: 'part-42', data: { url: '/boat-parts/42', alertId: 77 } }),
    );
    for (const client of windows) expect(client.postMessage).toHaveBeenCalledWith({ type: 'ALERT_RECEIVED', alertId: 77 });
  });
});

describe('notificationclick', () => {
  it("the notification's own same-origin path, else the alerts list", () => {
    expect(notificationPath({ url: '/boat-parts/42' }, ORIGIN)).toBe('/boat-parts/42');
    expect(notificationPath({ url: 'https://evil.example/' }, ORIGIN)).toBe('/account?tab=saved');
    expect(notificationPath(null, ORIGIN)).toBe('/account?tab=saved');
    expect(sameOriginPath(`${ORIGIN}/boat-parts/42#photos`, ORIGIN)).toBe('/boat-parts/42#photos');
  });

  it('focuses the app window already showing the listing, without reloading it', async () => {
    const open = windowClient(`${ORIGIN}/boat-parts/42`);
    const scope = workerScope([windowClient(`${ORIGIN}/`), open]);
    await openAppPath(scope, '/boat-parts/42');
    expect(open.focus).toHaveBeenCalledOnce();
    expect(open.navigate).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('else focuses the most recent app window and navigates it to the listing', async () => {
    const recent = windowClient(`${ORIGIN}/boat-parts?q=winch`);
    const older = windowClient(`${ORIGIN}/`);
    const scope = workerScope([recent, older]);
    await openAppPath(scope, '/boat-parts/42');
    expect(recent.focus).toHaveBeenCalledOnce();
    expect(recent.navigate).toHaveBeenCalledWith(`${ORIGIN}/boat-parts/42`);
    expect(older.navigate).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('navigates even when the browser refuses the focus', async () => {
    const recent = windowClient(`${ORIGIN}/`, { focus: 'refused' });
    const scope = workerScope([recent]);
    await openAppPath(scope, '/boat-parts/42');
    expect(recent.navigate).toHaveBeenCalledWith(`${ORIGIN}/boat-parts/42`);
    expect(scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens a new window when no app window is open, or the open one cannot be navigated', async () => {
    const none = workerScope([]);
    await openAppPath(none, '/boat-parts/42');
    expect(none.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/boat-parts/42`);

    const uncontrolled = workerScope([windowClient(`${ORIGIN}/`, { navigate: 'refused' })]);
    await openAppPath(uncontrolled, '/boat-parts/42');
    expect(uncontrolled.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/boat-parts/42`);
  });

  it('never navigates a window of another origin', async () => {
    const foreign = windowClient('https://other.example/page');
    const scope = workerScope([foreign]);
    await openAppPath(scope, '/boat-parts/42');
    expect(foreign.navigate).not.toHaveBeenCalled();
    expect(scope.clients.openWindow).toHaveBeenCalledWith(`${ORIGIN}/boat-parts/42`);
  });
});
