import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard } from '@nestjs/passport';
import type { FastifyRequest } from 'fastify';
import { LoginSchema } from '@dockside/shared/accounts';
import { ValibotPipe } from '../../../common/pipes/valibot.pipe';
import { RateLimitByIp } from '../../../common/rate-limit/rate-limit.guard';
import { LOGIN_PER_IP } from '../accounts.rate-limits';

const loginPipe = new ValibotPipe(LoginSchema);

/** Guards run before pipes, so the login body is validated here (spec messages, 400), before passport hashes anything. */
@Injectable()
export class LoginBodyGuard implements CanActivate {
  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    request.body = loginPipe.transform(request.body ?? {});
    return true;
  }
}

/** Runs the passport-local strategy; its errors (401, 429) pass through unchanged. */
@Injectable()
export class LocalAuthGuard extends AuthGuard('local') {
  override handleRequest<TUser>(error: unknown, user: TUser): TUser {
    if (error) throw error;
    return user;
  }
}

/** Per-IP limit, then body validation, then passport — in that order. */
export const LOGIN_GUARDS = [RateLimitByIp(LOGIN_PER_IP), LoginBodyGuard, LocalAuthGuard];
