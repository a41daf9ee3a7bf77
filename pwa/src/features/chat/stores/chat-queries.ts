import type { ChatMessage, ChatRoomSummary } from '@dockside/shared/chat';
import { fetchQuery, invalidateQueries, storeQueryData, updateQueryData } from '@/lib/query/query-store';
import { useQuery } from '@/lib/query/use-query';
import { db } from '@/lib/db/database';
import { getProfessionals } from '../api/get-professionals';
import { getRooms } from '../api/get-rooms';
import { CHAT_ROOMS_URL, messagesKey, PROFESSIONALS_URL, roomsKey } from '../api/chat-urls';
import { OFFLINE_MESSAGES_KEPT } from '../chat.constants';
import { latest } from '../utils/merge-messages';

/**
 * Chat data on this device (docs/architecture.md §5.2): the room list and each room's newest messages are
 * `queries` rows private to the user (`#user-<id>`), so they read offline and leave at sign-out with the
 * rest of the user's data. Live socket events update the same rows, so the inbox, the header's count and
 * /chat agree without refetching.
 */

/** The rooms list (public rooms + the user's conversations); live, refreshed when older than a minute. */
export function useRooms(userId: number | null, maxAgeMs = 60_000) {
  return useQuery<ChatRoomSummary[]>(userId === null ? null : roomsKey(userId), getRooms, maxAgeMs, { userId });
}

/** Fetches the rooms list now (after a reconnect, on focus for the header's count). */
export function refreshRooms(userId: number): Promise<ChatRoomSummary[]> {
  return fetchQuery(roomsKey(userId), getRooms, { userId });
}

/** A new conversation was opened: every reader of the rooms list fetches it again. */
export function invalidateRooms(): Promise<void> {
  return invalidateQueries(CHAT_ROOMS_URL + '#');
}

export function useProfessionals(enabled: boolean) {
  return useQuery(enabled ? PROFESSIONALS_URL : null, getProfessionals, 60_000);
}

/** The unread total of the user's conversations (the header's and the inbox's badge). */
export function unreadTotal(rooms: readonly ChatRoomSummary[] | undefined): number {
  return (rooms ?? []).reduce((sum, room) => sum + (room.kind === 'private' ? room.unreadCount : 0), 0);
}

/**
 * A message arrived live: it becomes its room's last message; it counts as unread unless it is the user's
 * own or the user is reading that room. Answers false when the room is not in the saved list (a
 * conversation someone just opened with the user): the caller refetches the list.
 */
export async function applyMessageToRooms(userId: number, message: ChatMessage, reading: boolean): Promise<boolean> {
  let known = false;
  await updateQueryData<ChatRoomSummary[]>(roomsKey(userId), (rooms) =>
    rooms.map((room) => {
      if (room.id !== message.roomId) return room;
      known = true;
      if (room.lastMessage && room.lastMessage.id >= message.id) return room;
      const unread = message.userId !== userId && !reading;
      return {
        ...room,
        lastMessage: message,
        messageCount: room.messageCount + 1,
        unreadCount: unread ? room.unreadCount + 1 : reading ? 0 : room.unreadCount,
      };
    }),
  );
  return known;
}

/** The user read a room up to `messageId` (here or on another device). */
export async function applyReadToRooms(userId: number, roomId: string, messageId: number): Promise<void> {
  await updateQueryData<ChatRoomSummary[]>(roomsKey(userId), (rooms) =>
    rooms.map((room) =>
      room.id === roomId && room.unreadCount > 0 && (!room.lastMessage || room.lastMessage.id <= messageId)
        ? { ...room, unreadCount: 0 }
        : room,
    ),
  );
}

/** The newest messages of a room as this device last saw them, and when. */
export async function readSavedMessages(userId: number, roomId: string): Promise<{ messages: ChatMessage[]; savedAt: number } | null> {
  const row = await db.queries.get(messagesKey(userId, roomId));
  return row ? { messages: row.data as ChatMessage[], savedAt: row.fetchedAt } : null;
}

/** Keeps a room's newest messages for reading offline. */
export function saveMessages(userId: number, roomId: string, messages: readonly ChatMessage[]): Promise<void> {
  return storeQueryData(messagesKey(userId, roomId), latest(messages, OFFLINE_MESSAGES_KEPT), { userId });
}
