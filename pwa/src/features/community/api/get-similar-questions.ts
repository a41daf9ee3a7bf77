import type { SimilarQuestion } from '@dockside/shared/community';
import { apiRequest } from '@/lib/api-client';

/** GET /api/expert-questions/similar?title=… (ours): up to 5 existing questions like the typed title. */
export function getSimilarQuestions(title: string, signal?: AbortSignal): Promise<SimilarQuestion[]> {
  return apiRequest<SimilarQuestion[]>('GET', `/api/expert-questions/similar?title=${encodeURIComponent(title)}`, undefined, { signal });
}
