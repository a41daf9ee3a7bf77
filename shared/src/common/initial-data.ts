/**
 * The first screen's data in the first HTML of a public page (docs/architecture.md §5.4): the server renders the page
 * (pwa/src/entry-server.tsx), writes the API answers its queries read as a JSON array of {@link InitialData}
 * in `<script type="application/json" id="dockside-initial-data">`, and the app stores them as if it had
 * fetched them — no second request. Only for visitors without a session (the answers are the anonymous
 * ones); never for private screens.
 */
export const INITIAL_DATA_ID = 'dockside-initial-data';

export interface InitialData {
  /** The query's key: the API path (and query) the screen reads, e.g. `/api/boat-parts/42`. */
  path: string;
  /** The answer as the screen's query stores it (its fetcher's result), for a visitor without a session. */
  data: unknown;
  /** The answer's delta-pull headers (`X-Sync-Token`, `X-Sync-Seen`), when it has them: the device's cursor starts from them. */
  headers?: Record<string, string>;
}

/**
 * `<meta name="dockside-session" content="none">`: the server got this page's request without a session
 * cookie, so the visitor is signed out for sure — the app does not ask GET /api/user (whose 401 the
 * browser would log as an error) on this page load. A page served by the service worker carries none.
 */
export const NO_SESSION_META = 'dockside-session';
