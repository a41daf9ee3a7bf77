import { type ArgumentsHost, Catch, type ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiErrorBody } from '@dockside/shared/common';
import { DomainException } from '../exceptions/domain.exception';
import { noSuchEndpoint } from '../http/no-such-endpoint';
import { redactDriverError } from '../logging/redact-driver-error';
import { RateLimitedException } from '../rate-limit/rate-limiter';
import { databaseInputError } from './database-input-errors';
import {
  SERVICE_UNAVAILABLE_BODY,
  SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS,
  STORAGE_FULL_BODY,
  isDatabaseUnavailable,
  isStorageFull,
} from './infrastructure-errors';

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  503: 'UNAVAILABLE',
};

/**
 * The one place errors become responses: `{ message, code }` (plus `issues` for validation).
 * Anything unexpected is logged with its stack and answered with a generic 500 — no internals leak.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const { status, body } = this.toResponse(exception, request);
    if (status === HttpStatus.SERVICE_UNAVAILABLE) {
      // Expected during a database outage (also /api/ready's answer): one warning line, without a stack.
      request.log.warn({ status, code: body.code, cause: describe(exception) }, body.message);
    } else if (status >= 500) request.log.error({ err: redactDriverError(exception) }, 'request failed');
    else if (databaseInputError(exception)) {
      // A client's value reached SQL: answered as 400/404, but logged so the missing check at the edge gets added.
      request.log.warn({ status, code: body.code, cause: describe(exception) }, 'database refused a client value');
    } else request.log.info({ status, code: body.code }, body.message);
    if (body.code === SERVICE_UNAVAILABLE_BODY.code) void reply.header('retry-after', String(SERVICE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    if (exception instanceof RateLimitedException) void reply.header('retry-after', String(exception.retryAfterSeconds));
    if (!reply.sent) void reply.status(status).header('content-type', 'application/json; charset=utf-8').send(body);
  }

  private toResponse(exception: unknown, request: FastifyRequest): { status: number; body: ApiErrorBody } {
    if (exception instanceof DomainException) {
      return { status: exception.status, body: { message: exception.message, code: exception.code, ...exception.extra } };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'object' && response && 'code' in response && 'message' in response) {
        return { status, body: response as ApiErrorBody };
      }
      const message =
        status === 404 && exception.message.startsWith('Cannot ') ? noSuchEndpoint(request.method, request.url) : exception.message;
      return { status, body: { message, code: CODES[status] ?? `HTTP_${status}` } };
    }
    // Fastify's own errors (bad JSON body, body too large, wrong content type) carry a statusCode.
    if (exception instanceof Error && 'statusCode' in exception && typeof exception.statusCode === 'number' && exception.statusCode < 500) {
      const status = exception.statusCode;
      const message =
        status === 400 && 'code' in exception && exception.code === 'FST_ERR_CTP_INVALID_JSON_BODY'
          ? 'Invalid JSON body'
          : exception.message;
      return { status, body: { message, code: CODES[status] ?? `HTTP_${status}` } };
    }
    const input = databaseInputError(exception);
    if (input) return { status: input.status, body: input.body };
    if (isDatabaseUnavailable(exception)) return { status: HttpStatus.SERVICE_UNAVAILABLE, body: { ...SERVICE_UNAVAILABLE_BODY } };
    // Uploads map a full disk themselves (removing what they wrote); this is the safety net.
    if (isStorageFull(exception)) return { status: HttpStatus.INSUFFICIENT_STORAGE, body: { ...STORAGE_FULL_BODY } };
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { message: 'Something went wrong on our side. Please try again later.', code: 'INTERNAL' },
    };
  }
}

/** Error class, code and reason only: MikroORM's driver exceptions prefix a failed query's message with its SQL and values. */
function describe(exception: unknown): Record<string, unknown> {
  if (!(exception instanceof Error)) return { message: String(exception) };
  const { message } = exception;
  const reason = message.includes(' - ') ? message.slice(message.lastIndexOf(' - ') + 3) : message;
  return { type: exception.name, code: (exception as { code?: unknown }).code, message: reason.split('\n')[0] };
}
