/**
 * The first screen's data in the first HTML of a public page (issue #15): the server writes the API answer
 * the screen would fetch first as `<script type="application/json" id="dockside-initial-data">`, and the app
 * stores it as if it had fetched it — no second request for it. Only for visitors without a session (the
 * answer is the anonymous one); never for private screens.
 */
export const INITIAL_DATA_ID = 'dockside-initial-data';

export interface InitialData {
  /** The API path (and query) the screen reads, e.g. `/api/boat-parts/42`: its key on the device. */
  path: string;
  /** The answer, as that path gives it to a visitor without a session. */
  data: unknown;
}

/**
 * `<meta name="dockside-session" content="none">`: the server got this page's request without a session
 * cookie, so the visitor is signed out for sure — the app does not ask GET /api/user (whose 401 the
 * browser would log as an error) on this page load. A page served by the service worker carries none.
 */
export const NO_SESSION_META = 'dockside-session';
