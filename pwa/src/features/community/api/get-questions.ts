import type { ExpertQuestion } from '@dockside/shared/community';
import { apiFetch, readJson } from '@/lib/api-client';
import { nextLink } from '@/lib/link-header';

/** One page of a question list: the documented JSON array, and the next page from the `Link` header. */
export interface QuestionsPage {
  items: ExpertQuestion[];
  next: string | null;
}

/**
 * GET /api/expert-questions (All Questions) or GET /api/expert-questions/category/{category}, with the
 * tab's `sort`/`status` — the URL from `questionListUrl`, or a `rel="next"` link.
 */
export async function getQuestions(url: string): Promise<QuestionsPage> {
  const response = await apiFetch(url);
  const items = await readJson<ExpertQuestion[] | undefined>(response);
  return { items: items ?? [], next: nextLink(response.headers.get('Link')) };
}
