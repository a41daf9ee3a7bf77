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

/** Why an alert was recorded: a saved search matched a new listing ('price-drop': a later slice). */
export type AlertKind = 'search' | 'price-drop';

/** GET /api/alerts: one alert of the signed-in user, newest first. */
export interface Alert {
  id: number;
  kind: AlertKind;
  createdAt: string;
  /** How the user was told ('push', 'email'); empty while only recorded. */
  channels: string[];
  /** The saved search that matched; null once it is deleted (or for other kinds). */
  savedSearch: { id: number; name: string } | null;
  /** price as decimal text, like BoatPart; imageUrl the first photo. */
  part: { id: number; title: string; price: string; imageUrl: string | null; status: string };
}
