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

/** The longest the worker's shell waits for the offline catalogue's first read before its first render. */
const FIRST_READ_WAIT_MS = 1_000;

/** A task of its own for what follows: the browser may paint or answer the user in between. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

const serverRendered = container.firstElementChild !== null;

// A repeat visit (the service worker controls the page) reads the device first: the database opens while
// the screen's chunks load, not after the screen asks for it (docs/architecture.md §6.2: under CPU load this took 150–190 ms
// off an offline cold start); so does a page the server did not render (the app renders it from the device).
// A server-rendered first visit keeps Dexie off its critical path (docs/architecture.md §5.4): its screens load it on use
// (lib/db/device.ts), after hydration.
// Offline on the catalogue, its first page is read from the device as well, and its screen's code loads, beside
// the app's code; the first render waits for both (renderShell).
let firstRead: Promise<unknown> | undefined;
if (navigator.serviceWorker?.controller || !serverRendered) {
  // Asked for here, beside the first read's code (which does not import it statically): one round trip.
  // A failure here only loses the head start: the screen loads and reads the device itself.
  const database = loadDatabase();
  database.catch(() => undefined);
  if (!navigator.onLine && window.location.pathname === '/boat-parts') {
    firstRead = Promise.all([
      import('./features/listings/stores/catalog-first-read').then(({ readCatalogFirstPage }) =>
        readCatalogFirstPage(window.location.search),
      ),
      // The router finds the module loaded. Only this screen: for a screen imported here, the bundler splits off
      // the modules it shares with the app's code (it cannot know the app's code is always loaded first); every
      // screen imported here cost every first visit 8 more files and ≈ 3 KB gzip (docs/decisions.md).
      import('./app/routes/boat-parts/catalog'),
    ]).catch(() => undefined);
  } else {
    void database.then(({ db }) => db.open()).catch(() => undefined);
  }
}

if (serverRendered) {
  // The server rendered this page (docs/architecture.md §5.4, src/entry-server.tsx): its screen's code loads before React
  // takes the markup over, so the first render is the server's, not a loading state.
  void hydrateServerPage(container);
} else {
  // The service worker's precached shell (or a page the server did not render): rendered here, once the screen
  // of the URL is in. Its chunks load beside the app's code rather than after it (docs/architecture.md §6.2: they were the last
  // link of an offline cold start's chain), and the first render is the screen, not a loading state before it.
  void renderShell(container);
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
 * Renders the app into the worker's shell once its first screen is in: its chunks, and offline on the catalogue
 * the first page read from the device. Rendered before that read has answered, the screen was painted empty, then
 * again with the cards, and the read's callbacks waited behind that first render and its layout (docs/architecture.md §6.2); a
 * loading state first cost a render and a layout as well. An open the browser holds up (another tab upgrading the
 * database) delays the render by `FIRST_READ_WAIT_MS` at most.
 */
async function renderShell(root: HTMLElement): Promise<void> {
  const boot = await import('./app/boot');
  // A screen that failed to load is the router's to report (its error boundary), as on any navigation.
  const screen = boot.loadLazyRoutes(boot.matchLazyRoutes(boot.routes, window.location)).catch(() => undefined);
  const read = firstRead && Promise.race([firstRead, new Promise((resolve) => setTimeout(resolve, FIRST_READ_WAIT_MS))]);
  await Promise.all([screen, read]);
  createRoot(root).render(app(boot));
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
