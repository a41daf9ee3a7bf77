import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import type * as Boot from './app/boot';
import { loadDatabase } from './lib/db/device';
import './index.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = ({ AppRoot, createAppRouter }: typeof Boot) => (
  <AppRoot>
    <RouterProvider router={createAppRouter()} />
  </AppRoot>
);

/** A task of its own for what follows: the browser may paint or answer the user in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const serverRendered = container.firstElementChild !== null;

// A repeat visit (the service worker controls the page) reads the device first: the database opens while
// the screen's chunks load, not after the screen asks for it (issue #17: under CPU load this took 150–190 ms
// off an offline cold start); so does a page the server did not render (the app renders it from the device).
// A server-rendered first visit keeps Dexie off its critical path (issue #15): its screens load it on use
// (lib/db/device.ts), after hydration.
// Offline on the catalogue, its first page is read from the device as well, beside the screen's code.
if (navigator.serviceWorker?.controller || !serverRendered) {
  // Asked for here, beside the first read's code (which does not import it statically): one round trip.
  // A failure here only loses the head start: the screen loads and reads the device itself.
  const database = loadDatabase();
  database.catch(() => undefined);
  if (!navigator.onLine && window.location.pathname === '/boat-parts') {
    void import('./features/listings/stores/catalog-first-read')
      .then(({ readCatalogFirstPage }) => readCatalogFirstPage(window.location.search))
      .catch(() => undefined);
  } else {
    void database.then(({ db }) => db.open()).catch(() => undefined);
  }
}

if (serverRendered) {
  // The server rendered this page (issue #15, src/entry-server.tsx): its screen's code loads before React
  // takes the markup over, so the first render is the server's, not a loading state.
  void hydrateServerPage(container);
} else {
  // The service worker's precached shell (or a page the server did not render): rendered here.
  void import('./app/boot').then((boot) => createRoot(container).render(app(boot)));
}

/**
 * Takes a server-rendered page over in steps, each in a task of its own, since any task over 50 ms on a slow
 * phone counts as blocking time (a page that looks ready but does not answer): the entry's evaluation (React's
 * libraries), the app's (src/app/boot.ts), matching the URL (a walk over the whole route table), asking for the
 * screen's chunks (Vite's preload helper appends a link for each), evaluating them, and creating the router and
 * hydrating. The device database (Dexie and the schema) is not among them: the screens show the page's data from
 * its HTML and load it on use, after hydration (lib/db/device.ts). In a transition React hydrates in slices as well.
 */
async function hydrateServerPage(root: HTMLElement): Promise<void> {
  // Vite's preload helper appends a link for each chunk of the app's code (the server leaves the hints out of its
  // pages): in a task of their own too.
  await nextTask();
  const boot = await import('./app/boot');
  await nextTask();
  const screens = boot.matchLazyRoutes(boot.routes, window.location);
  await nextTask();
  await boot.loadLazyRoutes(screens);
  await nextTask();
  startTransition(() => void hydrateRoot(root, app(boot)));
}

/**
 * Work the first screen does not show: at once for the worker's shell (the device's data is the screen), when
 * the browser is idle after loading a server-rendered page (the page is already painted; hydration first).
 */
function background(work: () => void): void {
  if (!serverRendered) return work();
  const idle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(work, { timeout: 2_000 }) : setTimeout(work, 200));
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

// The outbox's sync engine (and Dexie) load after the first render, in their own chunk.
background(() => void import('./app/start-sync').then(({ startSync }) => startSync()));

if (import.meta.env.PROD) {
  // Production only: in development a service worker would serve stale modules over Vite's.
  background(() => void import('./lib/pwa-update').then(({ registerServiceWorker }) => registerServiceWorker()));
}
