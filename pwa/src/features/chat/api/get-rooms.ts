import type { ChatRoomSummary } from '@dockside/shared/chat';
import { apiRequest } from '@/lib/api-client';
import { CHAT_ROOMS_URL } from './chat-urls';

/** GET /api/chat/rooms: the public rooms, then the user's conversations (newest first). */
export async function getRooms(): Promise<ChatRoomSummary[]> {
  return apiRequest<ChatRoomSummary[]>('GET', CHAT_ROOMS_URL);
}
