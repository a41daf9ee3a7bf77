import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppErrorBoundary } from './app/app-error-boundary';
import { createAppRouter } from './app/router';
import './index.css';

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
