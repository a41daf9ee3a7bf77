import { Body, Controller, Delete, Get, Headers, Param, Patch, Post, Put, Query, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { type BoatPart, CreateListingSchema, type ListingInput, UpdateListingSchema } from '@dockside/shared/listings';
import { type ListingStatusInput, ListingStatusSchema } from '@dockside/shared/moderation';
import { ValibotPipe } from '../../common/pipes/valibot.pipe';
import { CurrentUserParam, RequireSignIn } from '../../common/auth/access';
import { parseIfMatch, versionEtag } from '../../common/sync/if-match';
import type { DeltaRequest } from '../../common/sync/sync-token';
import { DeltaPull, SyncedList, type SyncedAnswer } from '../../common/sync/synced-list';
import type { User } from '../users/user.entity';
import { type StatedFitment, StatedFitmentParam } from './fitment/listing-fitment';
import { UnauthenticatedException } from '../../common/auth/access.exceptions';
import { BoatsService } from '../boats/boats.service';
import { ListingsService } from './listings.service';
import { PartIdPipe } from './part-id.pipe';
import { parseCatalogQuery } from './search/catalog-query';
import { ViewerParam } from './viewer.decorator';

/** Spec §7 listing calls. Static paths (featured, user) are declared before `:id`. */
@Controller('boat-parts')
export class ListingsController {
  constructor(
    private readonly listings: ListingsService,
    private readonly boats: BoatsService,
  ) {}

  /**
   * The catalogue: a JSON array of up to `limit` parts; the next page in `Link: <…>; rel="next"`, with
   * `X-Sync-Token` and `X-Sync-Seen` (shared/src/sync: SEEN_UP_TO_PARAM). With `updatedSince`: a delta
   * pull (changed parts and tombstones, `X-Sync-Token`; `seenUpTo` bounds it), other filters ignored.
   * `fits=<boatId>` is the viewer's own boat: 401 signed out, 404 for a boat that is not theirs.
   */
  @Get()
  @SyncedList({ deltaPulls: true, seenUpTo: true })
  async list(
    @DeltaPull() pull: DeltaRequest | undefined,
    @Query() query: Record<string, unknown>,
    @ViewerParam() viewer: User | undefined,
  ): SyncedAnswer<BoatPart> {
    if (pull) return this.listings.publicChanges(pull);
    const search = parseCatalogQuery(query);
    if (search.fitsBoatId !== undefined) {
      if (!viewer) throw new UnauthenticatedException();
      search.fitsEngines = await this.boats.engineFilters(viewer.id, search.fitsBoatId);
    }
    return this.listings.search(search);
  }

  @Get('featured')
  @SyncedList()
  featured(): SyncedAnswer<BoatPart> {
    return this.listings.featuredPage();
  }

  /** The seller's own listings; with `updatedSince` a delta pull (deleted ones as tombstones). */
  @Get('user')
  @RequireSignIn()
  @SyncedList({ deltaPulls: true })
  mine(@CurrentUserParam() user: User, @DeltaPull() pull: DeltaRequest | undefined): SyncedAnswer<BoatPart> {
    return pull ? this.listings.ownChanges(user, pull) : this.listings.mine(user);
  }

  /** One listing, with `ETag: "<version>"` (send it back as If-Match on PUT/DELETE). */
  @Get(':id')
  async get(@Param('id', PartIdPipe) id: number, @ViewerParam() viewer: User | undefined, @Res({ passthrough: true }) reply: FastifyReply) {
    const part = await this.listings.get(id, viewer);
    void reply.header('etag', versionEtag(part.version));
    return part;
  }

  @Post()
  @RequireSignIn()
  create(@CurrentUserParam() user: User, @Body(new ValibotPipe(CreateListingSchema)) input: ListingInput) {
    return this.listings.create(user, input);
  }

  @Put(':id')
  @RequireSignIn()
  update(
    @CurrentUserParam() user: User,
    @Param('id', PartIdPipe) id: number,
    @Body(new ValibotPipe(UpdateListingSchema)) input: ListingInput,
    @Headers('if-match') ifMatch: string | undefined,
    @StatedFitmentParam() stated: StatedFitment,
  ) {
    return this.listings.update(user, id, input, parseIfMatch(ifMatch), stated);
  }

  /** Owner only: mark sold or relist (docs/decisions.md "Moderation"). */
  @Patch(':id/status')
  @RequireSignIn()
  setStatus(
    @CurrentUserParam() user: User,
    @Param('id', PartIdPipe) id: number,
    @Body(new ValibotPipe(ListingStatusSchema)) input: ListingStatusInput,
  ) {
    return this.listings.setStatus(user, id, input.status);
  }

  @Delete(':id')
  @RequireSignIn()
  remove(@CurrentUserParam() user: User, @Param('id', PartIdPipe) id: number, @Headers('if-match') ifMatch: string | undefined) {
    return this.listings.remove(user, id, parseIfMatch(ifMatch));
  }
}
