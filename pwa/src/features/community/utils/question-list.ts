import { QUESTION_CATEGORIES, type QuestionCategory } from '@dockside/shared/community';

/** The list's tabs (spec §2): Latest (newest first), Top Voted (most upvotes), Unanswered (status pending). */
export const QUESTION_TABS = ['latest', 'top', 'unanswered'] as const;
export type QuestionTab = (typeof QUESTION_TABS)[number];

export interface QuestionListState {
  /** Null: All Questions. */
  category: QuestionCategory | null;
  tab: QuestionTab;
}

/**
 * Reads `?category=` (spec §2: the list reads and writes the category in the query string) and our
 * `?tab=`. Unknown values fall back to All Questions / Latest.
 */
export function readListState(params: URLSearchParams): QuestionListState {
  const categoryText = params.get('category');
  const category = QUESTION_CATEGORIES.find((c) => c === categoryText) ?? null;
  const tabText = params.get('tab');
  const tab = QUESTION_TABS.find((t) => t === tabText) ?? 'latest';
  return { category, tab };
}

/** The query string for a list state; the defaults are left out so the plain URL is the default view. */
export function writeListState(state: QuestionListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.category) params.set('category', state.category);
  if (state.tab !== 'latest') params.set('tab', state.tab);
  return params;
}

/**
 * The API call for a list state (spec §7): all questions from /api/expert-questions, one category from
 * /api/expert-questions/category/{URL-encoded category}; the tab becomes `sort` / `status`.
 */
export function questionListUrl(state: QuestionListState, limit?: number): string {
  const path = state.category ? `/api/expert-questions/category/${encodeURIComponent(state.category)}` : '/api/expert-questions';
  const params = new URLSearchParams();
  if (state.tab === 'top') params.set('sort', 'top');
  if (state.tab === 'unanswered') params.set('status', 'pending');
  if (limit) params.set('limit', String(limit));
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
