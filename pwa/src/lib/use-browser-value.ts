import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * A value only the browser knows (a media query, the user agent), read so that server rendering and
 * hydration agree (docs/architecture.md §5.4): the server's HTML and the hydrating render use `serverValue`, then React
 * renders again with the browser's. A page rendered on the client alone (the service worker's shell) uses
 * the browser's value from its first render. `read` must return the same value until it changes.
 */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscription, read, () => serverValue);
}
