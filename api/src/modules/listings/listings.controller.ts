import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CreateListingSchema, type ListingInput, UpdateListingSchema } from '@dockside/shared/listings';
import { ValibotPipe } from '../../common/pipes/valibot.pipe';
import { CurrentUserParam, RequireSignIn } from '../accounts/guards/session.guard';
import type { User } from '../users/user.entity';
import { ListingsService } from './listings.service';
import { PartIdPipe } from './part-id.pipe';
import { parseCatalogQuery } from './search/catalog-query';
import { ViewerParam } from './viewer.decorator';

/** Spec §7 listing calls. Static paths (featured, user) are declared before `:id`. */
@Controller('boat-parts')
export class ListingsController {
  constructor(private readonly listings: ListingsService) {}

  /** The catalogue: a JSON array of up to `limit` parts; the next page in `Link: <…>; rel="next"`. */
  @Get()
  async list(@Query() query: Record<string, unknown>, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const page = await this.listings.search(parseCatalogQuery(query));
    if (page.nextCursor) void reply.header('link', `<${withCursor(request.url, page.nextCursor)}>; rel="next"`);
    return page.parts;
  }

  @Get('featured')
  featured() {
    return this.listings.featured();
  }

  @Get('user')
  @RequireSignIn()
  mine(@CurrentUserParam() user: User) {
    return this.listings.mine(user);
  }

  @Get(':id')
  get(@Param('id', PartIdPipe) id: number, @ViewerParam() viewer: User | undefined) {
    return this.listings.get(id, viewer);
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
  ) {
    return this.listings.update(user, id, input);
  }

  @Delete(':id')
  @RequireSignIn()
  remove(@CurrentUserParam() user: User, @Param('id', PartIdPipe) id: number) {
    return this.listings.remove(user, id);
  }
}

/** The request's own path and query with `cursor` replaced. */
export function withCursor(requestUrl: string, cursor: string): string {
  const url = new URL(requestUrl, 'http://local');
  url.searchParams.set('cursor', cursor);
  return `${url.pathname}${url.search}`;
}
