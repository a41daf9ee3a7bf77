import type { PipeTransform } from '@nestjs/common';
import * as v from 'valibot';
import { MODERATION_LIMITS } from '@dockside/shared/moderation';
import { DomainException, NotFoundDomainException } from '../../common/exceptions/domain.exception';

export interface PageQuery {
  q?: string;
  limit: number;
  before?: number;
}

const Id = v.pipe(v.string(), v.regex(/^[1-9]\d{0,9}$/), v.transform(Number), v.maxValue(2_147_483_647));

/** `q`, `limit` (1–200, default 50) and `before` (an id) of the admin lists; a bad value → 400 INVALID_QUERY. */
export function parsePageQuery(query: Record<string, unknown>): PageQuery {
  const q = typeof query.q === 'string' ? query.q.trim().slice(0, MODERATION_LIMITS.searchMax) : undefined;
  const limit = query.limit === undefined ? 50 : Number(query.limit);
  if (!Number.isInteger(limit) || limit < 1 || limit > 200) {
    throw new DomainException('INVALID_QUERY', "Invalid query parameter 'limit': a whole number from 1 to 200", 400, {
      parameter: 'limit',
    });
  }
  let before: number | undefined;
  if (query.before !== undefined) {
    const parsed = v.safeParse(Id, query.before);
    if (!parsed.success) throw new DomainException('INVALID_QUERY', "Invalid query parameter 'before'", 400, { parameter: 'before' });
    before = parsed.output;
  }
  return { q: q || undefined, limit, before };
}

/** A user or report id in the path; a malformed one names nothing (404). */
export class EntityIdPipe implements PipeTransform<unknown, number> {
  transform(value: unknown): number {
    const result = v.safeParse(Id, value);
    if (!result.success) throw new NotFoundDomainException();
    return result.output;
  }
}
