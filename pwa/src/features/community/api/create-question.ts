import type { CreateQuestionOutput, ExpertQuestion } from '@dockside/shared/community';
import { apiRequest } from '@/lib/api-client';

/** POST /api/expert-questions: title, content, category; the response has the new question's id. */
export function createQuestion(body: CreateQuestionOutput): Promise<ExpertQuestion> {
  return apiRequest<ExpertQuestion>('POST', '/api/expert-questions', { ...body });
}
