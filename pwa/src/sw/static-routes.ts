/**
 * Service worker static routing (Chromium 123+, `InstallEvent.addRoutes`): the app's hashed scripts and
 * styles are answered by the browser straight from the precache, without waking the worker's JavaScript
 * or running its fetch handler — each of the first screen's ≈ 35 files otherwise makes a round trip
 * through the worker (docs/architecture.md §6.2, offline cold start). The precache keeps those files under their own URL
 * (vite-plugin-pwa lists hashed files without a revision), and a file missing from the cache goes to the
 * network, as the precache route does. Browsers without the API keep the fetch handler's precache route.
 */

/** What `addRoutes` takes (not in TypeScript's webworker library yet). */
export interface StaticRoute {
  condition: { urlPattern: string; requestMethod?: string };
  source: { cacheName: string } | 'network' | 'fetch-event' | 'cache';
}

interface RoutableInstallEvent extends ExtendableEvent {
  addRoutes?: (routes: StaticRoute | StaticRoute[]) => Promise<void>;
}

/** The hashed build output (Vite's `assets/`), from the precache named `precacheName`. */
export function assetRoutes(scope: string, precacheName: string): StaticRoute[] {
  return [{ condition: { urlPattern: new URL('assets/*', scope).href, requestMethod: 'GET' }, source: { cacheName: precacheName } }];
}

/** Registers `routes` during install where the browser can; elsewhere (or if it refuses them) nothing changes. */
export function addStaticRoutes(event: ExtendableEvent, routes: StaticRoute[]): void {
  const install = event as RoutableInstallEvent;
  if (typeof install.addRoutes !== 'function') return;
  install.waitUntil(
    install.addRoutes(routes).catch((error: unknown) => {
      console.warn('Static routes refused; the worker answers every request', error);
    }),
  );
}
