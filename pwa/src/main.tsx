import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppRoot } from './app/app-error-boundary';
import { createAppRouter, loadMatchedRoutes, routes } from './app/router';
import './index.css';

// A repeat visit (the service worker controls the page) reads the device first: the database opens while
// the screen's chunks load, not after the screen asks for it (issue #17: under CPU load this took 150–190 ms
// off an offline cold start). A first visit (no worker) keeps Dexie off its critical path (issue #15).
// Offline on the catalogue, its first page is read from the device as well, beside the screen's code.
if (navigator.serviceWorker?.controller) {
  if (!navigator.onLine && window.location.pathname === '/boat-parts') {
    // A failure here only loses the head start: the screen reads the device itself.
    void import('./features/listings/stores/catalog-first-read')
      .then(({ readCatalogFirstPage }) => readCatalogFirstPage(window.location.search))
      .catch(() => undefined);
  } else {
    void import('./lib/db/database').then(({ db }) => db.open()).catch(() => undefined);
  }
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const app = (router: ReturnType<typeof createAppRouter>) => (
  <AppRoot>
    <RouterProvider router={router} />
  </AppRoot>
);

const serverRendered = container.firstElementChild !== null;
if (serverRendered) {
  // The server rendered this page (issue #15, src/entry-server.tsx): its screen's code loads before React
  // takes the markup over, so the first render is the server's, not a loading state.
  // In a transition, React hydrates in slices and yields to the browser between them (one long task of
  // several hundred ms on a slow phone otherwise: the page looks ready but does not answer).
  // The route's chunks are asked for in a task of their own: Vite's preload helper appends a link per chunk,
  // which would otherwise lengthen the task that has just evaluated the entry's modules (total blocking time).
  setTimeout(
    () =>
      void loadMatchedRoutes(routes, window.location).then(() =>
        startTransition(() => void hydrateRoot(container, app(createAppRouter()))),
      ),
    0,
  );
} else {
  // The service worker's precached shell (or a page the server did not render): rendered here.
  createRoot(container).render(app(createAppRouter()));
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
