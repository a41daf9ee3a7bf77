import { Body, Controller, Delete, Get, Headers, Param, Post, Put, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { type Boat, type BoatDeleted, type BoatInput, BoatSchema } from '@dockside/shared/fitment';
import { CurrentUserParam, RequireSignIn } from '../../common/auth/access';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { ValibotPipe } from '../../common/pipes/valibot.pipe';
import { parseIfMatch, versionEtag } from '../../common/sync/if-match';
import type { DeltaRequest } from '../../common/sync/sync-token';
import { DeltaPull, SyncedList, type SyncedAnswer } from '../../common/sync/synced-list';
import type { User } from '../users/user.entity';
import { BoatNotFoundException } from './boats.exception';
import { BoatsService } from './boats.service';

const BoatIdPipe = new IdParamPipe(() => new BoatNotFoundException());

/**
 * GET and POST /api/boats, GET, PUT and DELETE /api/boats/{id} — the signed-in user's boats (My Boat).
 * Writes with an Idempotency-Key (the device's outbox) are exactly-once through the global interceptor.
 */
@Controller('boats')
@RequireSignIn()
export class BoatsController {
  constructor(private readonly boats: BoatsService) {}

  /** Oldest first; with `updatedSince` a delta pull (deleted boats as tombstones). */
  @Get()
  @SyncedList({ deltaPulls: true })
  list(@CurrentUserParam() user: User, @DeltaPull() pull: DeltaRequest | undefined): SyncedAnswer<Boat> {
    return pull ? this.boats.changes(user.id, pull) : this.boats.list(user.id);
  }

  /** One boat, with `ETag: "<version>"` (send it back as If-Match on PUT/DELETE). */
  @Get(':id')
  async get(
    @CurrentUserParam() user: User,
    @Param('id', BoatIdPipe) id: number,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Boat> {
    const boat = await this.boats.get(user.id, id);
    void reply.header('etag', versionEtag(boat.version));
    return boat;
  }

  /** 201 with the boat; 409 past FITMENT_LIMITS.boatsMax. */
  @Post()
  create(@CurrentUserParam() user: User, @Body(new ValibotPipe(BoatSchema)) input: BoatInput): Promise<Boat> {
    return this.boats.create(user.id, input);
  }

  /** Replaces the boat (the whole body, as POST); If-Match optional (without it the last write wins). */
  @Put(':id')
  update(
    @CurrentUserParam() user: User,
    @Param('id', BoatIdPipe) id: number,
    @Body(new ValibotPipe(BoatSchema)) input: BoatInput,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<Boat> {
    return this.boats.update(user.id, id, input, parseIfMatch(ifMatch));
  }

  @Delete(':id')
  remove(
    @CurrentUserParam() user: User,
    @Param('id', BoatIdPipe) id: number,
    @Headers('if-match') ifMatch: string | undefined,
  ): Promise<BoatDeleted> {
    return this.boats.remove(user.id, id, parseIfMatch(ifMatch));
  }
}
