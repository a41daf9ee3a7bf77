import { Controller, Delete, Get, HttpCode, Param, Put, Query, Req, Res } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CurrentUserParam, RequireSignIn } from '../accounts/guards/session.guard';
import { PartIdPipe } from '../listings/part-id.pipe';
import { replyDelta, withListTokens } from '../sync/delta-http';
import { parseDeltaRequest } from '../sync/sync-token';
import type { User } from '../users/user.entity';
import { SavedPartsService } from './saved-parts.service';

/** GET /api/saved-parts, PUT and DELETE /api/saved-parts/{partId} — the signed-in user's saved listings. */
@Controller('saved-parts')
@RequireSignIn()
export class SavedPartsController {
  constructor(
    private readonly saved: SavedPartsService,
    private readonly em: EntityManager,
  ) {}

  /** The saved parts; with `updatedSince` a delta pull (un-saved or no longer visible parts as tombstones). */
  @Get()
  async list(
    @CurrentUserParam() user: User,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const delta = parseDeltaRequest(query);
    if (delta) return replyDelta(await this.saved.changes(user.id, delta), request, reply);
    return withListTokens(this.em, reply, () => this.saved.list(user.id));
  }

  @Put(':partId')
  @HttpCode(204)
  async save(@CurrentUserParam() user: User, @Param('partId', PartIdPipe) partId: number): Promise<void> {
    await this.saved.save(user.id, partId);
  }

  @Delete(':partId')
  @HttpCode(204)
  async unsave(@CurrentUserParam() user: User, @Param('partId', PartIdPipe) partId: number): Promise<void> {
    await this.saved.unsave(user.id, partId);
  }
}
