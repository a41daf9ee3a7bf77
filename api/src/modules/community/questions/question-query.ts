import {
  ALL_QUESTIONS,
  QUESTION_CATEGORIES,
  QUESTION_PAGE,
  QUESTION_SORTS,
  QUESTION_STATUSES,
  type QuestionCategory,
  type QuestionSort,
  type QuestionStatus,
} from '@dockside/shared/community';
import { InvalidQueryException } from '../../../common/exceptions/invalid-query.exception';
import { UnknownCategoryException } from '../community.exception';
import { type RawQuery, decodeCursor, encodeCursor, isId, limitParam, single } from '../../../common/http/query-params';

/**
 * Keyset position after the last row of a page:
 * - latest: (created_at in microseconds since the epoch, id), descending
 * - top:    (upvotes, id), descending
 */
export interface QuestionCursor {
  sort: QuestionSort;
  key: string;
  id: number;
}

/** What a question list asks for (GET /api/expert-questions, …/category/{category}), validated. */
export interface QuestionSearch {
  category?: QuestionCategory;
  status?: QuestionStatus;
  q?: string;
  sort: QuestionSort;
  limit: number;
  after?: QuestionCursor;
}

const SORT_CODES: Record<QuestionSort, string> = { latest: 'l', top: 't' };
const KEY_FORMAT: Record<QuestionSort, RegExp> = { latest: /^-?\d{1,18}$/, top: /^-?\d{1,10}$/ };
const CATEGORY_BY_LOWER = new Map(QUESTION_CATEGORIES.map((c) => [c.toLowerCase(), c]));

export function encodeQuestionCursor(cursor: QuestionCursor): string {
  return encodeCursor([SORT_CODES[cursor.sort], cursor.key, cursor.id]);
}

export function decodeQuestionCursor(token: string): QuestionCursor | null {
  const keys = decodeCursor(token, 200);
  if (!keys || keys.length !== 3) return null;
  const [code, key, id] = keys;
  const sort = QUESTION_SORTS.find((s) => SORT_CODES[s] === code);
  if (!sort || typeof key !== 'string' || !KEY_FORMAT[sort].test(key) || !isId(id)) return null;
  return { sort, key, id };
}

/**
 * A category from the path (already URL-decoded): one of the 11, matched case-insensitively;
 * 'All Questions' means no filter; anything else is a 400 (decided in docs/decisions.md).
 */
export function parseCategory(value: string): QuestionCategory | undefined {
  const trimmed = value.trim();
  if (trimmed.toLowerCase() === ALL_QUESTIONS.toLowerCase()) return undefined;
  const category = CATEGORY_BY_LOWER.get(trimmed.toLowerCase());
  if (!category) throw new UnknownCategoryException();
  return category;
}

/** Parses the query string; unknown keys are ignored. */
export function parseQuestionQuery(query: RawQuery, category?: QuestionCategory): QuestionSearch {
  const sortText = single(query, 'sort');
  if (sortText !== undefined && !(QUESTION_SORTS as readonly string[]).includes(sortText)) {
    throw new InvalidQueryException('sort', `must be one of ${QUESTION_SORTS.join(', ')}`);
  }
  const sort = (sortText as QuestionSort | undefined) ?? 'latest';

  const statusText = single(query, 'status');
  if (statusText !== undefined && !(QUESTION_STATUSES as readonly string[]).includes(statusText)) {
    throw new InvalidQueryException('status', `must be one of ${QUESTION_STATUSES.join(', ')}`);
  }

  const q = single(query, 'q', QUESTION_PAGE.maxQueryLength);
  const limit = limitParam(query, QUESTION_PAGE.defaultLimit, QUESTION_PAGE.maxLimit);

  const cursorText = single(query, 'cursor');
  let after: QuestionCursor | undefined;
  if (cursorText !== undefined) {
    const cursor = decodeQuestionCursor(cursorText);
    if (!cursor || cursor.sort !== sort)
      throw new InvalidQueryException('cursor', 'is not a cursor of this list (use the Link header as given)');
    after = cursor;
  }

  return { category, status: statusText as QuestionStatus | undefined, q, sort, limit, after };
}
