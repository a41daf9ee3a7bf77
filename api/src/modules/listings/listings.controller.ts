import { Body, Controller, Delete, Get, Headers, Param, Patch, Post, Put, Query, Req, Res } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CreateListingSchema, type ListingInput, UpdateListingSchema } from '@dockside/shared/listings';
import { type ListingStatusInput, ListingStatusSchema } from '@dockside/shared/moderation';
import { ValibotPipe } from '../../common/pipes/valibot.pipe';
import { CurrentUserParam, RequireSignIn } from '../accounts/guards/session.guard';
import { replyDelta, withListTokens } from '../sync/delta-http';
import { parseIfMatch, versionEtag } from '../sync/if-match';
import { parseDeltaRequest } from '../sync/sync-token';
import type { User } from '../users/user.entity';
import { ListingsService } from './listings.service';
import { PartIdPipe } from './part-id.pipe';
import { parseCatalogQuery } from './search/catalog-query';
import { ViewerParam } from './viewer.decorator';

/** Spec §7 listing calls. Static paths (featured, user) are declared before `:id`. */
@Controller('boat-parts')
export class ListingsController {
  constructor(
    private readonly listings: ListingsService,
    private readonly em: EntityManager,
  ) {}

  private readonly seen = () => this.listings.catalogSeen();

  /**
   * The catalogue: a JSON array of up to `limit` parts; the next page in `Link: <…>; rel="next"`, with
   * `X-Sync-Token` and `X-Sync-Seen` (shared/src/sync: SEEN_UP_TO_PARAM). With `updatedSince`: a delta
   * pull (changed parts and tombstones, `X-Sync-Token`; `seenUpTo` bounds it), other filters ignored.
   */
  @Get()
  async list(@Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const delta = parseDeltaRequest(query, { seenUpTo: true });
    if (delta) return replyDelta(await this.listings.publicChanges(delta), request, reply);
    const search = parseCatalogQuery(query);
    const page = await withListTokens(this.em, reply, () => this.listings.search(search), { seen: this.seen });
    if (page.nextCursor) void reply.header('link', `<${withCursor(request.url, page.nextCursor)}>; rel="next"`);
    return page.parts;
  }

  @Get('featured')
  featured(@Res({ passthrough: true }) reply: FastifyReply) {
    return withListTokens(this.em, reply, () => this.listings.featured(), { seen: this.seen });
  }

  /** The seller's own listings; with `updatedSince` a delta pull (deleted ones as tombstones). */
  @Get('user')
  @RequireSignIn()
  async mine(
    @CurrentUserParam() user: User,
    @Query() query: Record<string, unknown>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const delta = parseDeltaRequest(query);
    if (delta) return replyDelta(await this.listings.ownChanges(user, delta), request, reply);
    return withListTokens(this.em, reply, () => this.listings.mine(user));
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
  ) {
    return this.listings.update(user, id, input, parseIfMatch(ifMatch));
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

/** The request's own path and query with `cursor` replaced. */
export function withCursor(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://local');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}
