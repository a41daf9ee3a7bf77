import { type CanActivate, type ExecutionContext, Inject, Injectable, SetMetadata, createParamDecorator } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { ACCOUNT_MESSAGES, type UserRole } from '@dockside/shared/accounts';
import { RateLimitedException, RateLimiter } from '../../../common/rate-limit/rate-limiter';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import type { User } from '../../users/user.entity';
import { RoleRequiredException, UnauthenticatedException } from '../accounts.exception';
import { type ResolvedSession, SessionsService } from '../sessions/sessions.service';

declare module 'fastify' {
  interface FastifyRequest {
    session?: ResolvedSession | null;
  }
}

const REQUIRES_SIGN_IN = 'requiresSignIn';
/** Marks a handler (or controller) as "requires sign-in": 401 otherwise. */
export const RequireSignIn = () => SetMetadata(REQUIRES_SIGN_IN, true);

const REQUIRES_ROLE = 'requiresRole';
/** The roles each staff role stands for: an admin may do whatever a moderator may. */
const ROLES_ALLOWED: Record<'moderator' | 'admin', UserRole[]> = { moderator: ['moderator', 'admin'], admin: ['admin'] };
/**
 * Marks a handler (or controller) as staff only (docs/decisions.md "Moderation"): 401 signed out, 403 signed in without the
 * role. 'moderator' admits moderators and admins.
 */
export const RequireRole = (role: 'moderator' | 'admin') => SetMetadata(REQUIRES_ROLE, role);

/** Whether `user` holds `role` (moderator: moderator or admin). */
export const hasRole = (user: Pick<User, 'role'>, role: 'moderator' | 'admin') => ROLES_ALLOWED[role].includes(user.role);

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const MINUTE = 60_000;

/**
 * Global guard: resolves the session cookie once per request (request.session), counts a signed-in
 * user's writes against their budget, and enforces @RequireSignIn() and @RequireRole(). Finer
 * authorisation (owner rules) lives in the services.
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
    const required = this.reflector.getAllAndOverride<boolean>(REQUIRES_SIGN_IN, [context.getHandler(), context.getClass()]);
    if (required && !request.session) throw new UnauthenticatedException();
    const role = this.reflector.getAllAndOverride<'moderator' | 'admin' | undefined>(REQUIRES_ROLE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (role) {
      if (!request.session) throw new UnauthenticatedException();
      if (!hasRole(request.session.user, role)) throw new RoleRequiredException();
    }
    return true;
  }
}

/** The signed-in user (use with @RequireSignIn()). */
export const CurrentUserParam = createParamDecorator((_data: unknown, context: ExecutionContext): User => {
  const session = context.switchToHttp().getRequest<FastifyRequest>().session;
  if (!session) throw new UnauthenticatedException();
  return session.user;
});

/** The current session id, or undefined when signed out. */
export const SessionIdParam = createParamDecorator(
  (_data: unknown, context: ExecutionContext): string | undefined => context.switchToHttp().getRequest<FastifyRequest>().session?.id,
);
