import { apiRequest } from '@/lib/api-client';

/** POST /api/chat/rooms/{id}/read: the user has read up to `messageId` (the server never moves it back). */
export async function markRead(roomId: string, messageId: number): Promise<void> {
  await apiRequest('POST', `/api/chat/rooms/${encodeURIComponent(roomId)}/read`, { messageId });
}
