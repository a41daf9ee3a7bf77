/// <reference lib="webworker" />
import type { AlertPushPayload } from '@dockside/shared/alerts';
import {
  ALERT_NOTIFICATION,
  ALERT_RECEIVED_MESSAGE_TYPE,
  type AlertReceivedMessage,
} from '../features/alerts/alert-notification.constants';

/**
 * Alert notifications in the service worker: a Web Push message carries an `AlertPushPayload`
 * (JSON); the worker shows it, and a click opens the listing in the app. Small functions over what the
 * worker is given, so they are unit-tested without a browser (alert-push.spec.ts); sw.ts wires the events.
 */

/** What `registration.showNotification` is called with. */
export interface AlertNotification {
  title: string;
  options: NotificationOptions & { image?: string; data: { url: string; alertId: number | null } };
}

/** The bits of the worker's global scope these functions use. */
export interface WorkerScope {
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>;
  clients: Pick<Clients, 'matchAll' | 'openWindow'>;
  location: { origin: string };
}

/**
 * An app path (path, query and hash) for `url` if it stays on `origin`, else null: a notification only ever
 * opens the app itself — never another site, a `javascript:` URL or a protocol-relative `//host` link.
 */
export function sameOriginPath(url: unknown, origin: string): string | null {
  if (typeof url !== 'string' || url.trim() === '') return null;
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return null;
  }
  if (parsed.origin !== origin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/** A photo URL a notification may show: http(s) only (uploads may live on the storage bucket's host). */
function imageUrl(value: unknown, origin: string): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  try {
    const url = new URL(value, origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The payload's JSON, or undefined when there is none or it is not JSON. */
function readJson(data: Pick<PushMessageData, 'json'> | null | undefined): unknown {
  try {
    return data?.json();
  } catch {
    return undefined;
  }
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * The notification for a push message. An `AlertPushPayload` gives title, body, photo, tag and the listing
 * to open; anything else (no payload, not JSON, no title) still shows a plain 'Dockside' notification that
 * opens the Recent alerts list: a push must always show something (userVisibleOnly).
 */
export function alertNotification(data: Pick<PushMessageData, 'json'> | null | undefined, origin: string): AlertNotification {
  const payload = readJson(data);
  const alert = payload && typeof payload === 'object' ? (payload as Partial<Record<keyof AlertPushPayload, unknown>>) : {};
  const title = text(alert.title);
  const base = { icon: ALERT_NOTIFICATION.icon };
  if (!title) {
    return {
      title: ALERT_NOTIFICATION.fallbackTitle,
      options: { ...base, body: ALERT_NOTIFICATION.fallbackBody, data: { url: ALERT_NOTIFICATION.fallbackPath, alertId: null } },
    };
  }
  const image = imageUrl(alert.image, origin);
  const tag = text(alert.tag);
  return {
    title,
    options: {
      ...base,
      body: typeof alert.body === 'string' ? alert.body : '',
      ...(image ? { image } : {}),
      ...(tag ? { tag } : {}),
      data: {
        url: sameOriginPath(alert.url, origin) ?? ALERT_NOTIFICATION.fallbackPath,
        alertId: typeof alert.alertId === 'number' ? alert.alertId : null,
      },
    },
  };
}

/** `push`: shows the alert, then tells the open windows so their Recent alerts list refreshes. */
export async function handlePush(scope: WorkerScope, data: Pick<PushMessageData, 'json'> | null | undefined): Promise<void> {
  const { title, options } = alertNotification(data, scope.location.origin);
  await scope.registration.showNotification(title, options);
  const message: AlertReceivedMessage = { type: ALERT_RECEIVED_MESSAGE_TYPE, alertId: options.data.alertId };
  const windows = await scope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

/** The app path a clicked notification opens (its data is checked again: it may come from an older worker). */
export function notificationPath(data: unknown, origin: string): string {
  const url = data && typeof data === 'object' ? (data as { url?: unknown }).url : undefined;
  return sameOriginPath(url, origin) ?? ALERT_NOTIFICATION.fallbackPath;
}

/**
 * `notificationclick`: an app window already on that page is focused; else the most recently used app
 * window is focused and navigated there; else (no window, or one this worker cannot navigate) a new
 * window opens. Focusing can be refused; the navigation still happens.
 */
export async function openAppPath(scope: Pick<WorkerScope, 'clients' | 'location'>, path: string): Promise<void> {
  const target = new URL(path, scope.location.origin).href;
  const windows = (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })).filter(
    (client) => new URL(client.url).origin === scope.location.origin,
  );
  const already = windows.find((client) => client.url === target);
  if (already) {
    await already.focus().catch(() => already);
    return;
  }
  const [recent] = windows;
  if (recent) {
    const focused = await recent.focus().catch(() => recent);
    // navigate() rejects for a window this worker does not control (e.g. opened before it was installed).
    const navigated = await focused.navigate(target).catch(() => null);
    if (navigated) return;
  }
  await scope.clients.openWindow(target);
}
