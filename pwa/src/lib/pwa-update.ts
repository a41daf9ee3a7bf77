import { create } from 'zustand';

interface PwaUpdateState {
  /** A new service worker is installed and waiting (registerType 'prompt'). */
  updateAvailable: boolean;
  /** The app shell is precached: the app opens without a connection. */
  offlineReady: boolean;
  /** Activates the waiting worker and reloads the page; a no-op until a worker is registered. */
  applyUpdate: () => Promise<void>;
}

/** Service-worker lifecycle state; the "new version" banner (a later issue) reads it. */
export const usePwaUpdateStore = create<PwaUpdateState>(() => ({
  updateAvailable: false,
  offlineReady: false,
  applyUpdate: async () => {},
}));

/** Registers /sw.js (production builds only: main.tsx guards the call). */
export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  const { registerSW } = await import('virtual:pwa-register');
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh: () => usePwaUpdateStore.setState({ updateAvailable: true }),
    onOfflineReady: () => usePwaUpdateStore.setState({ offlineReady: true }),
    onRegisterError: (error: unknown) => console.error('Service worker registration failed', error),
  });
  usePwaUpdateStore.setState({ applyUpdate: () => updateSW(true) });
}
