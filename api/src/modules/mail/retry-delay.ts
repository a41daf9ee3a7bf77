/** Attempts before a message is marked failed: with the 30 s default, about a day and a half of retries. */
export const MAX_ATTEMPTS = 12;
const MAX_BACKOFF_MS = 60 * 60_000;

/** Delay before attempt `attempts + 1`: base × 2^(attempts − 1), at most an hour, ±20 % jitter. */
export function retryDelayMs(attempts: number, baseMs: number, random = Math.random): number {
  const delay = Math.min(baseMs * 2 ** Math.max(0, attempts - 1), MAX_BACKOFF_MS);
  return Math.round(delay * (0.8 + 0.4 * random()));
}
