import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES } from '@dockside/shared/accounts';
import { checkAccess } from '../../../common/auth/access';
import { RateLimitedException, RateLimiter } from '../../../common/rate-limit/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { SessionsService } from '../sessions/sessions.service';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MINUTE = 60_000;

/**
 * Global guard: resolves the session cookie once per request (request.session), counts a signed-in
 * user's writes against their budget, and enforces @RequireSignIn() and @RequireRole() (common/auth).
 * Finer authorisation (owner rules) lives in the services.
 *
 * The write budget (USER_WRITES_PER_MINUTE, shared by every replica through the rate limiter) bounds what
 * one account can make the database do — votes, reports, saved parts, read markers, saved searches —
 * whatever each route limits on its own. A person, and the PWA replaying its outbox (a 429 is retried
 * after Retry-After), stays far below it. Sign-out is never refused.
 */
@Injectable()
export class SessionGuard implements CanActivate {
  constructor(
    private readonly sessions: SessionsService,
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (request.session === undefined) request.session = await this.sessions.resolve(request);
    if (request.session && WRITE_METHODS.has(request.method) && request.routeOptions.url !== '/api/logout') {
      const rule = { name: 'user-writes', limit: this.config.userWritesPerMinute, windowMs: MINUTE };
      const wait = await this.limiter.hit(rule, String(request.session.user.id));
      if (wait > 0) throw new RateLimitedException(ACCOUNT_MESSAGES.tooManyAttempts, wait);
    }
    checkAccess(this.reflector, context, request.session);
    return true;
  }
}
