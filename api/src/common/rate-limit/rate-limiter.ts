import { HttpStatus } from '@nestjs/common';
import { DomainException } from '../exceptions/domain.exception';

export interface RateLimitRule {
  /** Counter family, e.g. 'login-ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

export class RateLimitedException extends DomainException {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super('RATE_LIMITED', message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Fixed-window counters kept in process. One API process owns its counters; with REDIS_URL the
 * counters will move to Redis so replicas share them (ARCHITECTURE.md §3).
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = Date.now();

  /** How many seconds until `key` may try again (0 = allowed now), without counting an attempt. */
  blockedFor(rule: RateLimitRule, key: string, now = Date.now()): number {
    const window = this.windows.get(`${rule.name}:${key}`);
    if (!window || window.resetAt <= now || window.count < rule.limit) return 0;
    return Math.ceil((window.resetAt - now) / 1000);
  }

  /** Counts one attempt for `key`; returns the seconds to wait when over the limit (0 = allowed). */
  hit(rule: RateLimitRule, key: string, now = Date.now()): number {
    this.sweep(now);
    const id = `${rule.name}:${key}`;
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + rule.windowMs };
      this.windows.set(id, window);
    }
    window.count += 1;
    return window.count > rule.limit ? Math.ceil((window.resetAt - now) / 1000) : 0;
  }

  reset(rule: RateLimitRule, key: string): void {
    this.windows.delete(`${rule.name}:${key}`);
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }
}
