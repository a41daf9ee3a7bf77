import type { ChatMessage, ChatRoomSummary } from '@dockside/shared/chat';
import { PAYMENT_SAFETY_WARNING } from '@dockside/shared/chat';
import { MODERATED_MESSAGE_TEXTS } from '@dockside/shared/moderation';
import type { MessageRow, RoomRow } from './chat.repository';

/**
 * A stored message as the API sends it (spec §3 fields, plus `warning` when the scam shield flagged it). A
 * message hidden after reports keeps its place in the history, with a fixed text instead of its own.
 */
export function toChatMessage(row: MessageRow): ChatMessage {
  return {
    id: Number(row.id),
    content: row.hidden ? MODERATED_MESSAGE_TEXTS.hidden : row.content,
    userId: row.user_id,
    roomId: row.room_id,
    timestamp: new Date(row.created_at).toISOString(),
    clientId: row.client_id,
    user: { fullName: row.full_name, avatarUrl: row.avatar_url, company: row.company, username: row.username },
    ...(row.warning && !row.hidden ? { warning: PAYMENT_SAFETY_WARNING } : {}),
  };
}

export function toRoomSummary(row: RoomRow, lastMessage: MessageRow | undefined): ChatRoomSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    kind: row.kind,
    ...(row.kind === 'private' && row.other_id !== null
      ? {
          otherParty: {
            id: row.other_id,
            username: row.other_username ?? '',
            fullName: row.other_full_name ?? '',
            company: row.other_company ?? '',
            avatarUrl: row.other_avatar_url,
            isOnline: row.other_is_online ?? false,
          },
          listing: { id: row.part_id!, title: row.part_title ?? '', price: Number(row.part_price ?? 0), imageUrl: row.part_image },
        }
      : {}),
    lastMessage: lastMessage ? toChatMessage(lastMessage) : null,
    unreadCount: row.unread_count,
    messageCount: row.message_count,
  };
}
