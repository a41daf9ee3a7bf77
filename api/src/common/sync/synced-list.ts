import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  type NestInterceptor,
  SetMetadata,
  UseInterceptors,
  applyDecorators,
  createParamDecorator,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type Observable, from, lastValueFrom } from 'rxjs';
import { withCursor } from '../http/query-params';
import { replyDelta, syncHorizon } from './delta-http';
import { type DeltaPage, type DeltaRequest, type SyncPosition, encodeSyncToken, parseDeltaRequest } from './sync-token';

/** One page of a list: its items and, when more follow, the cursor of the next page (sent in `Link`). */
export interface ListPage<T> {
  items: T[];
  nextCursor?: string;
  /** Catalogue lists: a position read after the rows, sent as `X-Sync-Seen` (the `seenUpTo` bound of later pulls). */
  seen?: SyncPosition;
}

/** What a `@SyncedList()` handler returns: a delta page for a pull, else the list (a page, or every item). */
export type SyncedAnswer<T> = Promise<DeltaPage<T> | ListPage<T> | T[]>;

interface SyncedListOptions {
  /** The endpoint answers delta pulls (`updatedSince`); without it the parameter is ignored. */
  deltaPulls?: boolean;
  /** The pull takes `seenUpTo` too (the catalogue). */
  seenUpTo?: boolean;
}

const SYNCED_LIST = 'syncedList';

declare module 'fastify' {
  interface FastifyRequest {
    /** The delta pull this request asks for, set by SyncedListInterceptor (undefined: the list). */
    deltaPull?: DeltaRequest;
  }
}

/**
 * A list the device keeps in sync (docs/architecture.md §4.6). A list answer carries `X-Sync-Token` — the
 * overlap horizon read before its rows, so a device with no cursor yet starts from it and misses nothing
 * the answer did not show — plus `X-Sync-Seen` when the page has `seen`, and `Link: <…cursor=…>;
 * rel="next"` when it has `nextCursor`; the body is the items. With `deltaPulls`, a request with
 * `updatedSince` is a delta pull instead: the handler receives it through `@DeltaPull()` and returns the
 * delta page, answered as its items with `X-Sync-Token` and, while more remain, `Link: <…updatedSince=…>`.
 */
export const SyncedList = (options: SyncedListOptions = {}) =>
  applyDecorators(SetMetadata(SYNCED_LIST, options), UseInterceptors(SyncedListInterceptor));

/** The delta pull of a `@SyncedList({ deltaPulls: true })` request, or undefined when it asks for the list. */
export const DeltaPull = createParamDecorator(
  (_data: unknown, context: ExecutionContext): DeltaRequest | undefined => context.switchToHttp().getRequest<FastifyRequest>().deltaPull,
);

@Injectable()
export class SyncedListInterceptor implements NestInterceptor {
  constructor(
    private readonly reflector: Reflector,
    private readonly em: EntityManager,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const http = context.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const options = this.reflector.get<SyncedListOptions>(SYNCED_LIST, context.getHandler());
    const pull = options.deltaPulls ? parseDeltaRequest(request.query as Record<string, unknown>, options) : undefined;
    const answer = () => lastValueFrom(next.handle()) as SyncedAnswer<unknown>;
    if (pull) {
      request.deltaPull = pull;
      return from(answer().then((page) => replyDelta(page as DeltaPage<unknown>, request, reply)));
    }
    return from(this.list(request, reply, answer));
  }

  private async list(request: FastifyRequest, reply: FastifyReply, answer: () => SyncedAnswer<unknown>): Promise<unknown[]> {
    const horizon = await syncHorizon(this.em);
    const list = (await answer()) as ListPage<unknown> | unknown[];
    void reply.header('x-sync-token', encodeSyncToken({ micros: horizon, id: 0 }));
    if (Array.isArray(list)) return list;
    if (list.seen) void reply.header('x-sync-seen', encodeSyncToken(list.seen));
    if (list.nextCursor) void reply.header('link', `<${withCursor(request.url, list.nextCursor)}>; rel="next"`);
    return list.items;
  }
}
