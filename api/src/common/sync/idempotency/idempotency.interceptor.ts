import { type CallHandler, type ExecutionContext, Injectable, type NestInterceptor, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Observable, from, lastValueFrom } from 'rxjs';
import { IdempotencyService } from './idempotency.service';
import { jsonRequestHash } from './request-fingerprint';

const IDEMPOTENCY_MODE = 'idempotencyMode';
type IdempotencyMode = 'ignored' | 'in-handler';

/**
 * The Idempotency-Key header is not used here (sign-in, registration, sign-out): their responses start or
 * end a session with a cookie that a stored replay could not give back, and they are online-only.
 */
export const IdempotencyKeyIgnored = () => SetMetadata(IDEMPOTENCY_MODE, 'ignored' satisfies IdempotencyMode);

/** The handler calls IdempotencyService.run itself (multipart uploads: the fingerprint needs the file's bytes). */
export const IdempotencyInHandler = () => SetMetadata(IDEMPOTENCY_MODE, 'in-handler' satisfies IdempotencyMode);

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Global: every mutating /api request that carries an Idempotency-Key runs through IdempotencyService
 * (one transaction around the handler, the key claimed in it). Without the header nothing changes.
 * Guards (sign-in, rate limits) have run before; pipes (body validation) run inside.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  constructor(
    private readonly idempotency: IdempotencyService,
    private readonly reflector: Reflector,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    if (context.getType() !== 'http') return next.handle();
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    if (!MUTATING.has(request.method) || request.headers['idempotency-key'] === undefined) return next.handle();
    const mode = this.reflector.getAllAndOverride<IdempotencyMode | undefined>(IDEMPOTENCY_MODE, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (mode) return next.handle();
    const reply = http.getResponse<FastifyReply>();
    return from(
      this.idempotency.run(request, reply, jsonRequestHash(request.query, request.body), () =>
        lastValueFrom(next.handle(), { defaultValue: undefined }),
      ),
    );
  }
}
