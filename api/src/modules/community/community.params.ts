import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from './questions/viewer-key';

/** Who is asking, for view counting: the signed-in user's id, else the client IP and user agent. */
export const ViewerParam = createParamDecorator((_data: unknown, context: ExecutionContext): Viewer => {
  const request = context.switchToHttp().getRequest<FastifyRequest>();
  const userAgent = request.headers['user-agent'];
  return { userId: request.session?.user.id, ip: request.ip, userAgent: typeof userAgent === 'string' ? userAgent.slice(0, 512) : '' };
});
