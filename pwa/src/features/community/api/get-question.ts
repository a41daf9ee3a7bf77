import type { QuestionDetail } from '@dockside/shared/community';
import { apiRequest } from '@/lib/api-client';

export const questionUrl = (id: number | string) => `/api/expert-questions/${encodeURIComponent(String(id))}`;

/** GET /api/expert-questions/{id}: `{ question, answers }` (the server counts the view). */
export function getQuestion(id: number | string): Promise<QuestionDetail> {
  return apiRequest<QuestionDetail>('GET', questionUrl(id));
}
