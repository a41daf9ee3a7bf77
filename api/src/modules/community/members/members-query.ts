import { MEMBERS_PAGE } from '@dockside/shared/community';
import { InvalidQueryException } from '../../../common/exceptions/invalid-query.exception';
import { type RawQuery, decodeCursor, encodeCursor, isId, limitParam, single } from '../../../common/http/query-params';

/** Keyset position in the directory's order: (lower(company), lower(full name), id). */
export interface MemberCursor {
  company: string;
  name: string;
  id: number;
}

export interface MemberSearch {
  q?: string;
  limit: number;
  after?: MemberCursor;
}

export function encodeMemberCursor(cursor: MemberCursor): string {
  return encodeCursor([cursor.company, cursor.name, cursor.id]);
}

export function decodeMemberCursor(token: string): MemberCursor | null {
  const keys = decodeCursor(token, 800);
  if (!keys || keys.length !== 3) return null;
  const [company, name, id] = keys;
  if (typeof company !== 'string' || typeof name !== 'string' || company.length > 150 || name.length > 100 || !isId(id)) return null;
  return { company, name, id };
}

/** GET /api/members: `q` (name or company, case-insensitive substring), `limit`, `cursor`. Unknown keys are ignored. */
export function parseMemberQuery(query: RawQuery): MemberSearch {
  const q = single(query, 'q', MEMBERS_PAGE.maxQueryLength);
  const limit = limitParam(query, MEMBERS_PAGE.defaultLimit, MEMBERS_PAGE.maxLimit);
  const cursorText = single(query, 'cursor', 1000);
  let after: MemberCursor | undefined;
  if (cursorText !== undefined) {
    const cursor = decodeMemberCursor(cursorText);
    if (!cursor) throw new InvalidQueryException('cursor', 'is not a cursor of this list (use the Link header as given)');
    after = cursor;
  }
  return { q, limit, after };
}

/** `value` for a LIKE pattern, with its wildcards taken literally (escape character `\`). */
export function likeSubstring(value: string): string {
  return `%${value.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
