/** Reader limits (docs/decisions.md "Community"). */
export const FEED_LIMITS = {
  timeoutMs: 15_000,
  maxBytes: 2 * 1024 * 1024,
  retentionMs: 90 * 24 * 60 * 60_000,
  /** A failing feed waits interval × 2^failures, at most this long. */
  maxBackoffMs: 24 * 60 * 60_000,
} as const;

/** Skip time after the n-th consecutive failure: 2, 4, 8 … poll intervals, capped. */
export function backoffMs(failures: number, pollMs: number): number {
  return Math.min(pollMs * 2 ** Math.min(failures, 20), Math.max(FEED_LIMITS.maxBackoffMs, pollMs));
}
