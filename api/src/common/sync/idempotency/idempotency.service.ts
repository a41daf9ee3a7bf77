import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_KEY_PATTERN } from '@dockside/shared/sync';
import { APP_CONFIG, type AppConfig } from '../../../config/config';
import { IdempotencyRepository } from './idempotency.repository';
import { IdempotencyKeyInUseException, IdempotencyKeyInvalidException, IdempotencyKeyReusedException } from '../sync.exceptions';

/** Tests only (TEST_FAULT_INJECTION=true, NODE_ENV=test): the `x-test-fault` header. */
const FAULT_HEADER = 'x-test-fault';
const PAUSE_AFTER_COMMIT = /^pause-after-commit:(\d{1,5})$/;

/** Injected when TEST_FAULT_INJECTION is on and the request asks for it: the outer transaction rolls back. */
export class InjectedFaultError extends Error {}

/**
 * Idempotency-Key (docs/architecture.md §4.6): a request with a key runs at most once per signed-in user and
 * key. The key is claimed in the same transaction as the handler's writes, together with the response
 * status and body, so whatever happens after the commit (a lost response, a crash), the same key gets the
 * stored response back. Only 2xx responses are stored: an error rolls the whole transaction back and the
 * key stays free for a retry.
 */
@Injectable()
export class IdempotencyService {
  constructor(
    private readonly em: EntityManager,
    private readonly keys: IdempotencyRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Runs `handler` under the request's Idempotency-Key, or just runs it when the request has none.
   * `fingerprint` is the SHA-256 of the canonical request (body, or file bytes for uploads).
   */
  async run<T>(request: FastifyRequest, reply: FastifyReply, fingerprint: string, handler: () => Promise<T>): Promise<T | unknown> {
    const key = idempotencyKeyOf(request);
    if (key === undefined) return handler();
    const userId = request.session?.user.id ?? null;
    const method = request.method;
    const route = request.url.split('?')[0];
    const fault = this.faultOf(request);

    const result = await this.em.transactional(async () => {
      if (!(await this.keys.tryLock(userId, key))) throw new IdempotencyKeyInUseException();
      const stored = await this.keys.findStored(userId, key);
      if (stored) {
        if (stored.method !== method || stored.route !== route || stored.body_hash !== fingerprint) {
          throw new IdempotencyKeyReusedException();
        }
        return {
          replayed: true as const,
          status: stored.status,
          body: stored.response === null ? undefined : (JSON.parse(stored.response) as unknown),
        };
      }

      const body = await handler();
      const status = reply.statusCode;
      if (status >= 200 && status < 300) await this.keys.store(userId, key, { method, route, fingerprint, status, body });
      if (fault === 'rollback-after-write') throw new InjectedFaultError('x-test-fault: rollback-after-write');
      return { replayed: false as const, status, body };
    });

    if (result.replayed) {
      void reply.code(result.status).header('idempotent-replayed', 'true');
      return result.body;
    }
    if (typeof fault === 'number') await sleep(fault);
    return result.body;
  }

  /** `rollback-after-write`, or a pause in ms after the commit (`pause-after-commit:<ms>`), in tests only. */
  private faultOf(request: FastifyRequest): 'rollback-after-write' | number | undefined {
    if (!this.config.testFaultInjection) return undefined;
    const header = request.headers[FAULT_HEADER];
    if (header === 'rollback-after-write') return header;
    const pause = typeof header === 'string' ? PAUSE_AFTER_COMMIT.exec(header) : null;
    return pause ? Number(pause[1]) : undefined;
  }
}

/** The request's Idempotency-Key; undefined without one; 400 when malformed (or sent twice). */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  if (typeof header !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(header)) throw new IdempotencyKeyInvalidException();
  return header;
}
