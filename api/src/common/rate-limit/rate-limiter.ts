import { HttpStatus, Injectable } from '@nestjs/common';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { DomainException } from '../exceptions/domain.exception';
import { RedisConnection } from '../redis/redis.module';

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

const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Every rate limit of the API, on one maintained library (rate-limiter-flexible): fixed windows per
 * rule and key, kept in Redis when REDIS_URL is set — so a limit counts across every replica — else in
 * this process. If Redis stops answering, the in-process counters take over (insurance) rather than
 * letting everything through or failing every request.
 */
@Injectable()
export class RateLimiter {
  private readonly limiters = new Map<string, RateLimiterAbstract>();

  constructor(private readonly redis: RedisConnection) {}

  /** Counts one attempt for `key`; resolves to the seconds to wait when over the limit (0 = allowed). */
  async hit(rule: RateLimitRule, key: string): Promise<number> {
    try {
      await this.limiter(rule).consume(key, 1);
      return 0;
    } catch (error) {
      if (error instanceof RateLimiterRes) return seconds(error.msBeforeNext);
      throw error;
    }
  }

  /** How many seconds until `key` may try again (0 = allowed now), without counting an attempt. */
  async blockedFor(rule: RateLimitRule, key: string): Promise<number> {
    const state = await this.limiter(rule).get(key);
    if (!state || state.consumedPoints < rule.limit) return 0;
    return seconds(state.msBeforeNext);
  }

  async reset(rule: RateLimitRule, key: string): Promise<void> {
    await this.limiter(rule).delete(key);
  }

  private limiter(rule: RateLimitRule): RateLimiterAbstract {
    let limiter = this.limiters.get(rule.name);
    if (!limiter) {
      const options = { keyPrefix: `rl:${rule.name}`, points: rule.limit, duration: seconds(rule.windowMs) };
      const memory = new RateLimiterMemory(options);
      limiter = this.redis.client ? new RateLimiterRedis({ ...options, storeClient: this.redis.client, insuranceLimiter: memory }) : memory;
      this.limiters.set(rule.name, limiter);
    }
    return limiter;
  }
}
