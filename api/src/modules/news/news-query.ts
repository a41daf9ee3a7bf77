import { isId } from '@dockside/shared/common';
import { ALL_NEWS, NEWS_PAGE } from '@dockside/shared/news';
import { type RawQuery, decodeCursor, encodeCursor, limitParam, single } from '../../common/http/query-params';
import { InvalidQueryException } from '../../common/exceptions/invalid-query.exception';

export interface NewsSearch {
  /** A category or a source name; undefined = all. */
  category?: string;
  limit: number;
  /** Keyset: the last row of the previous page (pub_date in microseconds, id). */
  after?: { key: string; id: number };
}

/** GET /api/news query: `category` (or source; 'All News' = none), `limit` (1–100, default 50), `cursor`. */
export function parseNewsQuery(query: RawQuery): NewsSearch {
  const category = single(query, 'category', NEWS_PAGE.maxCategoryLength);
  const limit = limitParam(query, NEWS_PAGE.defaultLimit, NEWS_PAGE.maxLimit);
  const cursor = single(query, 'cursor');
  return {
    category: category && category.toLowerCase() !== ALL_NEWS.toLowerCase() ? category : undefined,
    limit,
    after: cursor === undefined ? undefined : decodeNewsCursor(cursor),
  };
}

export function encodeNewsCursor(key: string, id: number): string {
  return encodeCursor(['news', key, id]);
}

function decodeNewsCursor(token: string): { key: string; id: number } {
  const keys = decodeCursor(token);
  if (!keys || keys.length !== 3) throw new InvalidQueryException('cursor', 'is not a cursor of this list');
  const [tag, key, id] = keys;
  if (tag !== 'news' || typeof key !== 'string' || !/^-?\d{1,18}$/.test(key))
    throw new InvalidQueryException('cursor', 'is not a cursor of this list');
  if (!isId(id)) throw new InvalidQueryException('cursor', 'is not a cursor of this list');
  return { key, id };
}
