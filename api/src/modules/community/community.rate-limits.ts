import { ACCOUNT_MESSAGES } from '@dockside/shared/accounts';
import { RateLimitedException, type RateLimiter, type RateLimitRule } from '../../common/rate-limit/rate-limiter';

/** Per signed-in user: generous for people, a brake on scripted spam. Counted after validation. */
export const QUESTIONS_PER_USER: RateLimitRule = { name: 'questions-user', limit: 20, windowMs: 60 * 60_000 };
export const ANSWERS_PER_USER: RateLimitRule = { name: 'answers-user', limit: 60, windowMs: 60 * 60_000 };

/** Counts one post for the user; 429 with Retry-After over the limit. */
export async function hitUserLimit(limiter: RateLimiter, rule: RateLimitRule, userId: number): Promise<void> {
  const wait = await limiter.hit(rule, String(userId));
  if (wait > 0) throw new RateLimitedException(ACCOUNT_MESSAGES.tooManyAttempts, wait);
}
