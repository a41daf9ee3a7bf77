import { create } from 'zustand';
import { selectIsBusy, useBusyStore } from './busy';

/** How often an open app asks the server for a new service worker (on top of the check at start). */
export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const SKIP_WAITING_MESSAGE = { type: 'SKIP_WAITING' } as const;

interface PwaUpdateState {
  /** A new version is installed and waits for the user (registerType 'prompt'), or took over in another tab. */
  updateAvailable: boolean;
  /** The app shell is precached: the app opens without a connection. */
  offlineReady: boolean;
  /** Activates the waiting version and reloads the page; a no-op until a worker is registered. */
  applyUpdate: () => Promise<void>;
}

/** Service-worker lifecycle state; the "new version" banner (components/pwa/update-banner.tsx) reads it. */
export const usePwaUpdateStore = create<PwaUpdateState>(() => ({
  updateAvailable: false,
  offlineReady: false,
  applyUpdate: async () => {},
}));

export interface RegisterOptions {
  /** Injected by tests; the page's location.reload otherwise. */
  reload?: () => void;
  checkIntervalMs?: number;
}

/**
 * Registers /sw.js (production builds only: main.tsx guards the call), checks for a new version at start
 * and every hour, and reports a waiting version to the banner. The new version takes over only when the
 * user presses Reload; if another tab did so, this tab reloads by itself unless a form has unsaved changes
 * or a sync runs, and then keeps the banner until the user reloads.
 */
export async function registerServiceWorker(options: RegisterOptions = {}): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const container = navigator.serviceWorker;
  const reload = options.reload ?? (() => window.location.reload());
  const hadController = container.controller !== null;
  let updateSeen = false;
  let userAccepted = false;
  let reloading = false;

  const reloadOnce = () => {
    if (reloading) return;
    reloading = true;
    reload();
  };

  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register('/sw.js', { scope: '/' });
  } catch (error) {
    console.error('Service worker registration failed', error);
    return;
  }
  // A browser (or test harness) that blocks service workers may resolve without a registration.
  if (!registration) return;

  const markWaiting = () => {
    // Without a controller this is the first install, which activates by itself: nothing to offer.
    if (!registration.waiting || container.controller === null) return;
    updateSeen = true;
    usePwaUpdateStore.setState({ updateAvailable: true });
  };

  const watchInstalling = (worker: ServiceWorker | null) => {
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') markWaiting();
    });
  };

  markWaiting();
  watchInstalling(registration.installing);
  registration.addEventListener('updatefound', () => watchInstalling(registration.installing));

  container.addEventListener('controllerchange', () => {
    // The first install claiming this page is not an update.
    if (!hadController && !updateSeen) return;
    if (userAccepted || !selectIsBusy(useBusyStore.getState())) {
      reloadOnce();
      return;
    }
    // Another tab accepted the update while this one has unsaved input: keep it, offer the reload.
    updateSeen = true;
    usePwaUpdateStore.setState({ updateAvailable: true });
  });

  usePwaUpdateStore.setState({
    applyUpdate: async () => {
      userAccepted = true;
      const waiting = registration.waiting;
      if (!waiting) {
        // Already activated (by another tab): only this page is old.
        reloadOnce();
        return;
      }
      // Reload when the new worker controls the page (controllerchange above), or once it is active.
      waiting.addEventListener('statechange', () => {
        if (waiting.state === 'activated') reloadOnce();
      });
      waiting.postMessage(SKIP_WAITING_MESSAGE);
    },
  });

  void container.ready.then(() => usePwaUpdateStore.setState({ offlineReady: true }));

  const checkForUpdate = () => {
    if (!navigator.onLine || registration.installing) return;
    registration.update().catch((error: unknown) => console.warn('Update check failed', error));
  };
  checkForUpdate();
  setInterval(checkForUpdate, options.checkIntervalMs ?? UPDATE_CHECK_INTERVAL_MS);
}
