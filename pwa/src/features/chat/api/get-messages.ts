import type { ChatMessage } from '@dockside/shared/chat';
import { apiRequest } from '@/lib/api-client';
import { roomMessagesUrl } from './chat-urls';

/** GET /api/chat/rooms/{id}/messages: a page of history, newest first; `before` pages back by message id. */
export async function getMessages(roomId: string, options: { before?: number; limit?: number } = {}): Promise<ChatMessage[]> {
  const query = new URLSearchParams();
  if (options.before !== undefined) query.set('before', String(options.before));
  if (options.limit !== undefined) query.set('limit', String(options.limit));
  const search = query.toString();
  return apiRequest<ChatMessage[]>('GET', `${roomMessagesUrl(roomId)}${search ? `?${search}` : ''}`);
}
