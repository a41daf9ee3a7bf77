import { type ExecutionContext, SetMetadata, createParamDecorator } from '@nestjs/common';
import type { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import type { UserRole } from '@dockside/shared/accounts';
import type { User } from '../../modules/users/user.entity';
import { RoleRequiredException, UnauthenticatedException } from './access.exceptions';

/** The session a request was made with: set once per request by the accounts module's session guard. */
export interface RequestSession {
  id: string;
  user: User;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** undefined until the session guard ran; null when signed out. */
    session?: RequestSession | null;
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

/** Enforces the handler's @RequireSignIn() and @RequireRole() for the request's resolved session. */
export function checkAccess(reflector: Reflector, context: ExecutionContext, session: RequestSession | null): void {
  const targets = [context.getHandler(), context.getClass()];
  if (reflector.getAllAndOverride<boolean>(REQUIRES_SIGN_IN, targets) && !session) throw new UnauthenticatedException();
  const role = reflector.getAllAndOverride<'moderator' | 'admin' | undefined>(REQUIRES_ROLE, targets);
  if (role) {
    if (!session) throw new UnauthenticatedException();
    if (!hasRole(session.user, role)) throw new RoleRequiredException();
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
