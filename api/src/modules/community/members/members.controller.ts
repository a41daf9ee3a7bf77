import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RawQuery, withCursor } from '../../../common/http/query-params';
import { parseMemberQuery } from './members-query';
import { MembersService } from './members.service';

/** GET /api/members (public, spec §6): a JSON array in directory order; next page in `Link`. */
@Controller('members')
export class MembersController {
  constructor(private readonly members: MembersService) {}

  @Get()
  async list(@Query() query: RawQuery, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const { members, nextCursor } = await this.members.list(parseMemberQuery(query));
    if (nextCursor) void reply.header('link', `<${withCursor(request.url, nextCursor)}>; rel="next"`);
    return members;
  }
}
