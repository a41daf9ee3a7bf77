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
