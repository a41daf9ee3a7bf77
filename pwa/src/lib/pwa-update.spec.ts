import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  readonly postMessage = vi.fn();
  setState(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  readonly update = vi.fn(async () => {});
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  readonly registration = new FakeRegistration();
  readonly register = vi.fn(async () => this.registration);
  readonly ready = Promise.resolve(this.registration);
}

let container: FakeContainer;
let reload: ReturnType<typeof vi.fn<() => void>>;

/** Fresh modules: the update store and the busy store it consults. */
async function start(options: { controlled: boolean; waiting?: boolean }) {
  container = new FakeContainer();
  if (options.controlled) container.controller = Object.assign(new FakeWorker(), { state: 'activated' as const });
  if (options.waiting) container.registration.waiting = Object.assign(new FakeWorker(), { state: 'installed' as const });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.resetModules();
  const update = await import('./pwa-update');
  const busy = await import('./busy');
  reload = vi.fn<() => void>();
  await update.registerServiceWorker({ reload });
  return { ...update, ...busy };
}

/** The server has a new sw.js: it installs and waits. */
function newVersionInstalls() {
  const worker = new FakeWorker();
  container.registration.installing = worker;
  container.registration.dispatchEvent(new Event('updatefound'));
  container.registration.installing = null;
  container.registration.waiting = worker;
  worker.setState('installed');
  return worker;
}

/** The waiting version takes over (after SKIP_WAITING here or in another tab). */
function activates(worker: FakeWorker) {
  container.registration.waiting = null;
  container.registration.active = worker;
  container.controller = worker;
  worker.setState('activated');
  container.dispatchEvent(new Event('controllerchange'));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site and reports the shell ready offline', async () => {
    const { usePwaUpdateStore } = await start({ controlled: false });
    expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    await vi.waitFor(() => expect(usePwaUpdateStore.getState().offlineReady).toBe(true));
    expect(usePwaUpdateStore.getState().updateAvailable).toBe(false);
  });

  it('offers a version that was already waiting at start', async () => {
    const { usePwaUpdateStore } = await start({ controlled: true, waiting: true });
    expect(usePwaUpdateStore.getState().updateAvailable).toBe(true);
  });

  it('does not offer the first install as an update, nor reload when it takes over', async () => {
    const { usePwaUpdateStore } = await start({ controlled: false });
    const worker = new FakeWorker();
    container.registration.installing = worker;
    container.registration.dispatchEvent(new Event('updatefound'));
    worker.setState('installed');
    activates(worker);
    expect(usePwaUpdateStore.getState().updateAvailable).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('offers a new version found later, and applies it only when the user accepts', async () => {
    const { usePwaUpdateStore } = await start({ controlled: true });
    const worker = newVersionInstalls();
    expect(usePwaUpdateStore.getState().updateAvailable).toBe(true);
    expect(worker.postMessage).not.toHaveBeenCalled();

    await usePwaUpdateStore.getState().applyUpdate();
    expect(worker.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    activates(worker);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('when another tab applied the update: reloads a tab with nothing at stake', async () => {
    await start({ controlled: true });
    activates(newVersionInstalls());
    expect(reload).toHaveBeenCalledOnce();
  });

  it('when another tab applied the update: keeps a tab with unsaved input, reloads when the user says so', async () => {
    const { usePwaUpdateStore, useBusyStore } = await start({ controlled: true });
    useBusyStore.getState().setFormDirty('answer-form', true);
    activates(newVersionInstalls());
    expect(reload).not.toHaveBeenCalled();
    expect(usePwaUpdateStore.getState().updateAvailable).toBe(true);
    await usePwaUpdateStore.getState().applyUpdate();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('keeps a tab whose sync runs the same way', async () => {
    const { useBusyStore } = await start({ controlled: true });
    useBusyStore.getState().setSyncing(true);
    activates(newVersionInstalls());
    expect(reload).not.toHaveBeenCalled();
  });

  it('checks for a new version at start and every hour while online', async () => {
    const { UPDATE_CHECK_INTERVAL_MS } = await start({ controlled: true });
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(60 * 60 * 1000);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS - 1000);
    expect(container.registration.update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(container.registration.update).toHaveBeenCalledTimes(2);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.advanceTimersByTime(UPDATE_CHECK_INTERVAL_MS);
    expect(container.registration.update).toHaveBeenCalledTimes(2);
  });

  it('survives a failed registration or update check', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    container = new FakeContainer();
    container.register.mockRejectedValueOnce(new TypeError('bad script'));
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    vi.resetModules();
    const { registerServiceWorker, usePwaUpdateStore } = await import('./pwa-update');
    await expect(registerServiceWorker({ reload: vi.fn() })).resolves.toBeUndefined();
    expect(console.error).toHaveBeenCalled();
    expect(usePwaUpdateStore.getState().updateAvailable).toBe(false);

    const started = await start({ controlled: true });
    container.registration.update.mockRejectedValue(new TypeError('offline'));
    vi.advanceTimersByTime(started.UPDATE_CHECK_INTERVAL_MS);
    await vi.waitFor(() => expect(console.warn).toHaveBeenCalled());
  });
});
