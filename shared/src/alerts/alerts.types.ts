import type { AlertFrequency } from './alerts.constants';

/** GET /api/saved-searches: one saved search of the signed-in user. */
export interface SavedSearch {
  id: number;
  name: string;
  /** The catalogue query string, normalised by the API (e.g. `q=impeller&category=Engine+Parts`). */
  query: string;
  frequency: AlertFrequency;
  /** Paused: kept, but no alerts until resumed (the frequency is remembered). */
  paused: boolean;
  createdAt: string;
  updatedAt: string;
}
