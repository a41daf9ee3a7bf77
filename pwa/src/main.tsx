import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/app-error-boundary';
import { createAppRouter } from './app/router';
import './index.css';

// A repeat visit (the service worker controls the page) reads the device first: the database opens while
// the screen's chunks load, not after the screen asks for it (issue #17: under CPU load this took 150–190 ms
// off an offline cold start). A first visit (no worker) keeps Dexie off its critical path (issue #15).
if (navigator.serviceWorker?.controller) {
  void import('./lib/db/database').then(({ db }) => db.open()).catch(() => undefined);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <RouterProvider router={createAppRouter()} />
    </AppErrorBoundary>
  </StrictMode>,
);

// The outbox's sync engine (and Dexie) load after the first render, in their own chunk.
void import('./app/start-sync').then(({ startSync }) => startSync());

if (import.meta.env.PROD) {
  // Production only: in development a service worker would serve stale modules over Vite's.
  void import('./lib/pwa-update').then(({ registerServiceWorker }) => registerServiceWorker());
}
