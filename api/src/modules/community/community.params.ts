import { type ExecutionContext, type PipeTransform, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from './questions/viewer-key';
import { MAX_ID } from './query-params';

/** Who is asking, for view counting: the signed-in user's id, else the client IP and user agent. */
export const ViewerParam = createParamDecorator((_data: unknown, context: ExecutionContext): Viewer => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const userAgent = request.headers['user-agent'];
  return { userId: request.session?.user.id, ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : '' };
});

/** A path id: a malformed one answers like a missing one (it cannot name a question or answer). */
export class IdParamPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: () => Error) {}

  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value) || Number(value) < 1 || Number(value) > MAX_ID) throw this.notFound();
    return Number(value);
  }
}
