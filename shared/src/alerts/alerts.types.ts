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

/** GET /api/push/public-key: the server's VAPID public key (base64url), for PushManager.subscribe. */
export interface PushPublicKey {
  publicKey: string;
}

/**
 * The JSON payload of an alert's Web Push message, as the service worker receives it: it shows a
 * notification with `title`, `body` and `image`, and a click opens `url` (an app path such as /boat-parts/42).
 */
export interface AlertPushPayload {
  alertId: number;
  kind: AlertKind;
  title: string;
  body: string;
  url: string;
  image: string | null;
  /** One notification per listing: a later alert for the same part replaces it. */
  tag: string;
}

/** POST /api/alerts/unsubscribe */
export interface AlertUnsubscribeResult {
  status: 'unsubscribed';
  message: string;
}
