/**
 * The app's own code as one dynamic import of src/main.tsx: the browser evaluates it in a task of its own, after
 * the entry's libraries (React, React DOM, React Router). Both evaluations in one task were the longest task of a
 * first visit (docs/architecture.md §5.4: any task over 50 ms on a slow phone is blocking time). The worker's shell hints these
 * chunks beside the entry's (config/route-preloads.ts), so an offline start fetches them at once as before.
 */
export { AppRoot } from './app-error-boundary';
export { createAppRouter, loadLazyRoutes, matchLazyRoutes, routes } from './router';
