import { type CanActivate, type ExecutionContext, Injectable, type Type, mixin } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '@dockside/shared/accounts';
import { RateLimitedException, RateLimiter, type RateLimitRule } from './rate-limiter';

/**
 * `@UseGuards(RateLimitByIp(RULE))`: counts every attempt from the client IP — guards run before
 * validation pipes, so malformed requests count too — and answers 429 with Retry-After.
 */
export function RateLimitByIp(rule: RateLimitRule): Type<CanActivate> {
  @Injectable()
  class RateLimitByIpGuard implements CanActivate {
    constructor(readonly limiter: RateLimiter) {}
    async canActivate(context: ExecutionContext): Promise<boolean> {
      const request = context.switchToHttp().getRequest<FastifyRequest>();
      const wait = await this.limiter.hit(rule, request.ip);
      if (wait > 0) throw new RateLimitedException(ACCOUNT_MESSAGES.tooManyAttempts, wait);
      return true;
    }
  }
  return mixin(RateLimitByIpGuard);
}
