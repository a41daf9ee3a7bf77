import { type ExecutionContext, createParamDecorator } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { User } from '../users/user.entity';

/** The signed-in user when there is one, else undefined (public endpoints that show owners more). */
export const ViewerParam = createParamDecorator(
  (_data: unknown, context: ExecutionContext): User | undefined => context.switchToHttp().getRequest<FastifyRequest>().session?.user,
);
