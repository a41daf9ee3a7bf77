import * as v from 'valibot';
import { ID_MAX, idTextSchema } from '@dockside/shared/common';
import { MODERATION_LIMITS } from '@dockside/shared/moderation';
import { DomainException } from '../../common/exceptions/domain.exception';
import { IdParamPipe } from '../../common/pipes/id-param.pipe';
import { ListingNotFoundException } from './moderation.exception';

export interface PageQuery {
  q?: string;
  limit: number;
  before?: number;
}

/**
 * `q`, `limit` (1–200, default 50) and `before` (an id up to `maxId`: ID_MAX for users, BIG_ID_MAX for the
 * audit log) of the admin lists; a bad value → 400 INVALID_QUERY.
 */
export function parsePageQuery(query: Record<string, unknown>, maxId: number = ID_MAX): PageQuery {
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, MODERATION_LIMITS.searchMax) : undefined;
  const limit = query.limit === undefined ? 50 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
    throw new DomainException('INVALID_QUERY', "Invalid query parameter 'limit': a whole number from 1 to 200", 400, {
      parameter: 'limit',
    });
  }
  let before: number | undefined;
  if (query.before !== undefined) {
    const parsed = v.safeParse(idTextSchema(undefined, maxId), query.before);
    if (!parsed.success) throw new DomainException('INVALID_QUERY', "Invalid query parameter 'before'", 400, { parameter: 'before' });
    before = parsed.output;
  }
  return { q: q || undefined, limit, before };
}

/** A user or report id in the path; one that cannot name a row is a 404. */
export const EntityIdPipe = new IdParamPipe();

/** A listing id in the path; one that cannot name a listing is answered like a missing one. */
export const ListingIdPipe = new IdParamPipe(() => new ListingNotFoundException());
