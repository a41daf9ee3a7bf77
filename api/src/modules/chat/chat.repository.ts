import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { MarineProfessional } from '@dockside/shared/chat';
import { sqlRows } from '../../database/sql';

/** At most one mention e-mail per user and room in this window (docs/decisions.md "Chat", as Zulip does). */
const WINDOW = '10 minutes';

/** A mention whose wait is over, with what decides whether it is e-mailed. */
export interface DueMention {
  id: string;
  user_id: number;
  room_id: string;
  email: string;
  full_name: string;
  notify_email: boolean;
  sender: string;
  content: string;
  room_name: string;
  read: boolean;
  recent: boolean;
  hidden: boolean;
}

export interface MessageRow {
  id: string;
  room_id: string;
  user_id: number;
  content: string;
  client_id: string | null;
  warning: string | null;
  /** Hidden after reports until a moderator decides (docs/decisions.md "Moderation"): the mapper sends a fixed text instead. */
  hidden: boolean;
  created_at: string | Date;
  full_name: string;
  username: string;
  company: string;
  avatar_url: string | null;
}

export interface ConversationRow {
  id: string;
  part_id: number;
  seller_id: number;
  buyer_id: number;
}

export interface RoomRow {
  id: string;
  name: string;
  description: string | null;
  kind: 'public' | 'private';
  part_id: number | null;
  part_title: string | null;
  part_price: string | null;
  part_image: string | null;
  other_id: number | null;
  other_username: string | null;
  other_full_name: string | null;
  other_company: string | null;
  other_avatar_url: string | null;
  other_is_online: boolean | null;
  last_message_id: string | null;
  unread_count: number;
  message_count: number;
}

const MESSAGE_COLUMNS = `m.id, m.room_id, m.user_id, m.content, m.client_id, m.warning, m.hidden_at IS NOT NULL AS hidden, m.created_at,
  u.full_name, u.username, u.company, u.avatar_url`;

const KNOWN_ROOM_MS = 60_000;

/** Chat data: public rooms, private conversations, messages, read markers, blocks. */
@Injectable()
export class ChatRepository {
  constructor(private readonly em: EntityManager) {}

  /** Public rooms found recently (they are created by migrations and never removed): one query saved per message. */
  private readonly knownRooms = new Map<string, number>();

  async publicRoomExists(id: string): Promise<boolean> {
    if ((this.knownRooms.get(id) ?? 0) > Date.now()) return true;
    const exists = (await sqlRows(this.em, `SELECT 1 FROM chat_rooms WHERE id = ?`, [Number(id)])).length === 1;
    if (exists) this.knownRooms.set(id, Date.now() + KNOWN_ROOM_MS);
    return exists;
  }

  async findConversation(id: string): Promise<ConversationRow | undefined> {
    const [row] = await sqlRows<ConversationRow>(this.em, `SELECT id, part_id, seller_id, buyer_id FROM chat_conversations WHERE id = ?`, [
      id,
    ]);
    return row;
  }

  /** The part's owner, if the part exists and is not deleted. */
  async findPartSeller(partId: number): Promise<number | undefined> {
    const [row] = await sqlRows<{ user_id: number }>(this.em, `SELECT user_id FROM boat_parts WHERE id = ? AND deleted_at IS NULL`, [
      partId,
    ]);
    return row?.user_id;
  }

  /** Creates the conversation unless it exists; true when it was created now. */
  async createConversation(conversation: ConversationRow): Promise<boolean> {
    const rows = await sqlRows(
      this.em,
      `INSERT INTO chat_conversations (id, part_id, seller_id, buyer_id) VALUES (?, ?, ?, ?) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [conversation.id, conversation.part_id, conversation.seller_id, conversation.buyer_id],
    );
    return rows.length === 1;
  }

  /** Public rooms, then the user's conversations (newest activity first), with unread counts from the read markers. */
  listRooms(userId: number): Promise<RoomRow[]> {
    return sqlRows<RoomRow>(
      this.em,
      `WITH rooms AS (
         SELECT r.id::text AS id, r.name, r.description, 'public' AS kind, NULL::int AS part_id, NULL::int AS other_id,
                0 AS sort_group, NULL::timestamptz AS activity, r.id AS public_order
           FROM chat_rooms r
         UNION ALL
         SELECT c.id, p.title, NULL, 'private', c.part_id, CASE WHEN c.seller_id = ? THEN c.buyer_id ELSE c.seller_id END,
                1, coalesce(c.last_message_at, c.created_at), 0
           FROM chat_conversations c JOIN boat_parts p ON p.id = c.part_id
          WHERE c.seller_id = ? OR c.buyer_id = ?
       )
       SELECT rooms.id, rooms.name, rooms.description, rooms.kind, rooms.part_id,
              p.title AS part_title, p.price::text AS part_price, p.image_urls->>0 AS part_image,
              o.id AS other_id, o.username AS other_username, o.full_name AS other_full_name, o.company AS other_company,
              o.avatar_url AS other_avatar_url, o.is_online AS other_is_online,
              (SELECT max(m.id) FROM chat_messages m WHERE m.room_id = rooms.id)::text AS last_message_id,
              (SELECT count(*)::int FROM chat_messages m
                WHERE m.room_id = rooms.id AND m.user_id <> ? AND m.id > coalesce(rd.message_id, 0)) AS unread_count,
              (SELECT count(*)::int FROM chat_messages m WHERE m.room_id = rooms.id) AS message_count
         FROM rooms
         LEFT JOIN boat_parts p ON p.id = rooms.part_id
         LEFT JOIN users o ON o.id = rooms.other_id
         LEFT JOIN chat_reads rd ON rd.user_id = ? AND rd.room_id = rooms.id
        ORDER BY rooms.sort_group, rooms.public_order, rooms.activity DESC`,
      [userId, userId, userId, userId, userId],
    );
  }

  messagesByIds(ids: string[]): Promise<MessageRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return sqlRows<MessageRow>(
      this.em,
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN users u ON u.id = m.user_id WHERE m.id = ANY(?::bigint[])`,
      [ids],
    );
  }

  /** Newest first, before `before` (exclusive) when given. */
  history(roomId: string, before: number | undefined, limit: number): Promise<MessageRow[]> {
    return sqlRows<MessageRow>(
      this.em,
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN users u ON u.id = m.user_id
        WHERE m.room_id = ? AND (?::bigint IS NULL OR m.id < ?::bigint)
        ORDER BY m.id DESC LIMIT ?`,
      [roomId, before ?? null, before ?? null, limit],
    );
  }

  /** Inserts the message; on a repeated (user, clientId) returns the stored one and `created: false`. */
  async insertMessage(message: {
    roomId: string;
    userId: number;
    content: string;
    clientId: string;
    warning: string | null;
  }): Promise<{ row: MessageRow; created: boolean }> {
    // One round trip for the usual case (a new message): insert, touch the conversation, read it back
    // with its author. A re-sent clientId inserts nothing; the stored message is read instead.
    const [inserted] = await sqlRows<MessageRow>(
      this.em,
      `WITH m AS (
         INSERT INTO chat_messages (room_id, user_id, content, client_id, warning) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT (user_id, client_id) WHERE client_id IS NOT NULL DO NOTHING RETURNING *
       ), touched AS (
         UPDATE chat_conversations SET last_message_at = now() WHERE id = ? AND EXISTS (SELECT 1 FROM m)
       )
       SELECT ${MESSAGE_COLUMNS} FROM m JOIN users u ON u.id = m.user_id`,
      [message.roomId, message.userId, message.content, message.clientId, message.warning, message.roomId],
    );
    if (inserted) return { row: inserted, created: true };
    const [row] = await sqlRows<MessageRow>(
      this.em,
      `SELECT ${MESSAGE_COLUMNS} FROM chat_messages m JOIN users u ON u.id = m.user_id WHERE m.user_id = ? AND m.client_id = ?`,
      [message.userId, message.clientId],
    );
    return { row, created: false };
  }

  /** Moves the user's read marker forward (never back) to `messageId`, if that message is in the room. */
  async markRead(userId: number, roomId: string, messageId: number): Promise<boolean> {
    const rows = await sqlRows(
      this.em,
      `INSERT INTO chat_reads (user_id, room_id, message_id)
       SELECT ?, ?, m.id FROM chat_messages m WHERE m.id = ? AND m.room_id = ?
       ON CONFLICT (user_id, room_id) DO UPDATE SET message_id = greatest(chat_reads.message_id, excluded.message_id), updated_at = now()
       RETURNING 1`,
      [userId, roomId, messageId, roomId],
    );
    return rows.length === 1;
  }

  /** Business sellers and experts, online first, then by name (at most 200). */
  professionals(): Promise<MarineProfessional[]> {
    return sqlRows<MarineProfessional>(
      this.em,
      `SELECT id, username, full_name AS "fullName", company, avatar_url AS "avatarUrl", is_online AS "isOnline", true AS professional
         FROM users WHERE role = 'expert' OR seller_type = 'business'
        ORDER BY is_online DESC, full_name, id LIMIT 200`,
    );
  }

  /**
   * Queues mention e-mails for the users a message names (by username, or by two-word full name), never
   * the sender; in a private conversation only its other participant.
   */
  async recordMentions(
    message: { id: number; roomId: string; userId: number },
    names: { usernames: string[]; fullNames: string[] },
    participants: number[] | null,
    delayMs: number,
  ): Promise<void> {
    if (names.usernames.length === 0) return;
    await sqlRows(
      this.em,
      `INSERT INTO chat_mentions (user_id, room_id, message_id, due_at)
       SELECT u.id, ?, ?, now() + ? * interval '1 millisecond' FROM users u
        WHERE u.id <> ? AND (lower(u.username) = ANY(?::text[]) OR lower(u.full_name) = ANY(?::text[]))
          AND (?::int[] IS NULL OR u.id = ANY(?::int[]))
       ON CONFLICT (user_id, message_id) DO NOTHING`,
      [message.roomId, message.id, delayMs, message.userId, names.usernames, names.fullNames, participants, participants],
    );
  }

  async isBlocked(blockerId: number, blockedId: number): Promise<boolean> {
    return (
      (await sqlRows(this.em, `SELECT 1 FROM chat_blocks WHERE blocker_id = ? AND blocked_id = ?`, [blockerId, blockedId])).length === 1
    );
  }

  async userExists(id: number): Promise<boolean> {
    return (await sqlRows(this.em, `SELECT 1 FROM users WHERE id = ?`, [id])).length === 1;
  }

  async block(blockerId: number, blockedId: number): Promise<void> {
    await sqlRows(this.em, `INSERT INTO chat_blocks (blocker_id, blocked_id) VALUES (?, ?) ON CONFLICT DO NOTHING`, [blockerId, blockedId]);
  }

  async unblock(blockerId: number, blockedId: number): Promise<void> {
    await sqlRows(this.em, `DELETE FROM chat_blocks WHERE blocker_id = ? AND blocked_id = ?`, [blockerId, blockedId]);
  }

  /** Mentions whose wait is over, locked for the caller's transaction (others skip them), with what decides the e-mail. */
  async dueMentions(tx: EntityManager, batch: number): Promise<DueMention[]> {
    return sqlRows<DueMention>(
      tx,
      `SELECT cm.id, cm.user_id, cm.room_id, u.email, u.full_name, u.notify_email, s.full_name AS sender, m.content,
                  coalesce(r.name, p.title, 'a conversation') AS room_name,
                  coalesce(rd.message_id, 0) >= cm.message_id AS read,
                  coalesce(ml.last_sent_at > now() - interval '${WINDOW}', false) AS recent, m.hidden_at IS NOT NULL AS hidden
             FROM chat_mentions cm
             JOIN users u ON u.id = cm.user_id
             JOIN chat_messages m ON m.id = cm.message_id
             JOIN users s ON s.id = m.user_id
             LEFT JOIN chat_rooms r ON r.id::text = cm.room_id
             LEFT JOIN chat_conversations c ON c.id = cm.room_id
             LEFT JOIN boat_parts p ON p.id = c.part_id
             LEFT JOIN chat_reads rd ON rd.user_id = cm.user_id AND rd.room_id = cm.room_id
             LEFT JOIN chat_mention_mails ml ON ml.user_id = cm.user_id AND ml.room_id = cm.room_id
            WHERE cm.status = 'pending' AND cm.due_at <= now()
            ORDER BY cm.id LIMIT ? FOR UPDATE OF cm SKIP LOCKED`,
      [batch],
    );
  }

  /** Notes that `userId` got a mention e-mail for `roomId` now (one per room in WINDOW). */
  async recordMentionMail(tx: EntityManager, userId: number, roomId: string): Promise<void> {
    await sqlRows(
      tx,
      `INSERT INTO chat_mention_mails (user_id, room_id, last_sent_at) VALUES (?, ?, now())
       ON CONFLICT (user_id, room_id) DO UPDATE SET last_sent_at = now()`,
      [userId, roomId],
    );
  }

  async settleMention(tx: EntityManager, id: string, status: 'sent' | 'skipped'): Promise<void> {
    await sqlRows(tx, `UPDATE chat_mentions SET status = ? WHERE id = ?`, [status, id]);
  }

  /** The user's online flag (the members list shows it); outside any request, so on a fork of its own. */
  async setOnline(userId: number, online: boolean): Promise<void> {
    await sqlRows(this.em.fork(), `UPDATE users SET is_online = ? WHERE id = ?`, [online, userId]);
  }
}
