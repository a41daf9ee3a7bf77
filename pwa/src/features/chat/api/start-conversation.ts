import { apiRequest } from '@/lib/api-client';

/** POST /api/chat/conversations: opens (or reuses) the private conversation about a listing. */
export async function startConversation(partId: number): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('POST', '/api/chat/conversations', { partId });
}
