import { whenIdle } from '../when-idle';

/**
 * The catalogue parts on the device are bounded (docs/architecture.md §6.5, part-eviction.ts); this is the part of it the
 * first route carries: the own-listings key, which eviction never touches, and the scheduling.
 */

/** The own-listings answer (GET /api/boat-parts/user), kept per user as `<url>#user-<id>`. */
export const OWN_LISTINGS_URL = '/api/boat-parts/user';

let scheduled = false;

/**
 * Runs the eviction once the browser is idle after parts were stored: never on the way of the write
 * that stored them or of the screen that shows them. Several calls before it runs make one run.
 */
export function scheduleEviction(): void {
  if (scheduled) return;
  scheduled = true;
  const run = () => {
    scheduled = false;
    import('./part-eviction')
      .then((eviction) => eviction.evictExclusively())
      .catch((error: unknown) => console.warn('Evicting cached parts failed', error));
  };
  whenIdle(run);
}
