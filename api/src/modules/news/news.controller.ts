import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type RawQuery, withCursor } from '../../common/http/query-params';
import { replyDelta, withListTokens } from '../sync/delta-http';
import { parseDeltaRequest } from '../sync/sync-token';
import { parseNewsQuery } from './news-query';
import { NewsService } from './news.service';

/** Spec §7: GET /api/news. */
@Controller('news')
export class NewsController {
  constructor(
    private readonly news: NewsService,
    private readonly em: EntityManager,
  ) {}

  /**
   * News items, newest first (`category`: a category or source, `limit`, `cursor`): a JSON array, next
   * page in `Link`. With `updatedSince`: a delta pull (`X-Sync-Token`), other filters ignored.
   */
  @Get()
  async list(@Query() query: RawQuery, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const delta = parseDeltaRequest(query);
    if (delta) return replyDelta(await this.news.changes(delta), request, reply);
    const newsQuery = parseNewsQuery(query);
    const page = await withListTokens(this.em, reply, () => this.news.list(newsQuery));
    if (page.nextCursor) void reply.header('link', `<${withCursor(request.url, page.nextCursor)}>; rel="next"`);
    return page.items;
  }
}
