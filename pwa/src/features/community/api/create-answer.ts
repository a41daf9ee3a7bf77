import type { ExpertAnswer } from '@dockside/shared/community';
import { apiRequest } from '@/lib/api-client';

/** POST /api/expert-answers: content, isExpert, questionId (spec §7). */
export function createAnswer(body: { content: string; isExpert: boolean; questionId: number }): Promise<ExpertAnswer> {
  return apiRequest<ExpertAnswer>('POST', '/api/expert-answers', body);
}
