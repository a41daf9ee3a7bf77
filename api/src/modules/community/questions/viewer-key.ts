import { createHmac } from 'node:crypto';

/** Who is looking at a question, as far as view counting needs to know. */
export interface Viewer {
  userId?: number;
  ip: string;
  userAgent: string;
}

/**
 * The key a view is counted under for one day: the user id when signed in, else a keyed hash of the
 * day, IP address and user agent. The day and a server secret in the hash mean the stored key cannot be
 * traced back to an address (IPv4 is small enough to brute-force a plain hash) nor linked across days.
 */
export function viewerKey(viewer: Viewer, day: string, secret: string): string {
  if (viewer.userId) return `u:${viewer.userId}`;
  const digest = createHmac('sha256', secret).update(`${day}\n${viewer.ip}\n${viewer.userAgent}`).digest('base64url');
  return `a:${digest.slice(0, 32)}`;
}

/** The UTC calendar day, as the database's `(now() AT TIME ZONE 'UTC')::date`. */
export function utcDay(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}
