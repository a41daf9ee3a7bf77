import type { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { UPDATED_SINCE_PARAM } from '@dockside/shared/sync';
import { sqlRows } from '../../database/sql';
import { type DeltaPage, SYNC_OVERLAP_SECONDS } from './sync-token';

/** Microseconds since the epoch of a timestamptz column, exact (bigint as text). */
export const syncMicros = (column: string) => `((extract(epoch FROM ${column}) * 1000000)::bigint)::text`;

/** `(column, id) > token position` with the position's two bindings (micros, id). */
export const afterPosition = (column: string, id: string) =>
  `(${column}, ${id}) > (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?)`;

/**
 * The overlap horizon on the database clock: now − SYNC_OVERLAP_SECONDS in microseconds. Read before the
 * rows, so a row not yet visible to the rows' query was stamped after (horizon + overlap − commit delay).
 */
export async function syncHorizon(em: EntityManager): Promise<string> {
  const [row] = await sqlRows<{ horizon: string }>(
    em,
    `SELECT ${syncMicros(`clock_timestamp() - interval '${SYNC_OVERLAP_SECONDS} seconds'`)} AS horizon`,
  );
  return row.horizon;
}

/** Sends a delta page: `X-Sync-Token`, and `Link: <…updatedSince=…>; rel="next"` when more rows remain. */
export function replyDelta<T>(page: DeltaPage<T>, request: FastifyRequest, reply: FastifyReply): DeltaPage<T>['items'] {
  void reply.header('x-sync-token', page.syncToken);
  if (page.nextToken) void reply.header('link', `<${withUpdatedSince(request.url, page.nextToken)}>; rel="next"`);
  return page.items;
}

/** The request's own path and query with `updatedSince` replaced (and no `cursor`, which a delta pull ignores). */
export function withUpdatedSince(requestUrl: string, token: string): string {
  const url = new URL(requestUrl, 'http://local');
  url.searchParams.set(UPDATED_SINCE_PARAM, token);
  url.searchParams.delete('cursor');
  return `${url.pathname}${url.search}`;
}
