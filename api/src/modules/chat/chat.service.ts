import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import {
  CHAT_MESSAGES as M,
  type ChatMessage,
  type ChatRoomSummary,
  type MarineProfessional,
  type SendMessageInput,
  findMentions,
} from '@dockside/shared/chat';
import { DomainException } from '../../common/exceptions/domain.exception';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { RateLimitedException, RateLimiter } from '../../common/rate-limit/rate-limiter';
import { CHAT_CONVERSATIONS_PER_USER, CHAT_MESSAGES_PER_USER, CHAT_READS_PER_USER } from './chat.rate-limits';
import { type ConversationRow, ChatRepository } from './chat.repository';
import { toChatMessage, toRoomSummary } from './chat.mapper';
import { scamReasons } from '../../common/content-checks/scam-shield';

/** Private conversation id of spec §2. */
export const conversationId = (partId: number, sellerId: number, buyerId: number) => `part-${partId}-${sellerId}-${buyerId}`;

export class ChatException extends DomainException {}

/** Who counts as a broker / marine professional (docs/decisions.md "Chat"): business sellers and experts. */
export const isProfessional = (role: string, sellerType: string | null) => role === 'expert' || sellerType === 'business';

/**
 * Chat rules (docs/decisions.md "Chat"): who may read and write a room, message persistence (stored before anyone is
 * told; one row per clientId), the scam shield on private messages, blocks, read markers, rate limits.
 */
@Injectable()
export class ChatService {
  constructor(
    private readonly chat: ChatRepository,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Creates (or returns) the buyer's conversation with the seller about a listing. */
  async startConversation(userId: number, partId: number): Promise<{ id: string; created: boolean }> {
    const sellerId = await this.chat.findPartSeller(partId);
    if (sellerId === undefined) throw new ChatException('PART_NOT_FOUND', M.partNotFound, HttpStatus.NOT_FOUND);
    if (sellerId === userId) throw new ChatException('OWN_LISTING', M.ownListing, HttpStatus.BAD_REQUEST);
    const id = conversationId(partId, sellerId, userId);
    if (await this.chat.findConversation(id)) return { id, created: false };
    const wait = await this.limiter.hit(CHAT_CONVERSATIONS_PER_USER, String(userId));
    if (wait > 0) throw new RateLimitedException(M.tooManyConversations, wait);
    const created = await this.chat.createConversation({ id, part_id: partId, seller_id: sellerId, buyer_id: userId });
    return { id, created };
  }

  professionals(): Promise<MarineProfessional[]> {
    return this.chat.professionals();
  }

  async rooms(userId: number): Promise<ChatRoomSummary[]> {
    const rows = await this.chat.listRooms(userId);
    const last = await this.chat.messagesByIds(rows.map((r) => r.last_message_id).filter((id): id is string => id !== null));
    const byId = new Map(last.map((m) => [m.id, m]));
    return rows.map((row) => toRoomSummary(row, row.last_message_id ? byId.get(row.last_message_id) : undefined));
  }

  /** Throws unless the user may read and write the room; returns the conversation for private rooms. */
  async assertAccess(userId: number, roomId: string): Promise<ConversationRow | null> {
    if (/^\d+$/.test(roomId)) {
      if (await this.chat.publicRoomExists(roomId)) return null;
      throw new ChatException('ROOM_NOT_FOUND', M.roomNotFound, HttpStatus.NOT_FOUND);
    }
    const conversation = /^part-\d+-\d+-\d+$/.test(roomId) ? await this.chat.findConversation(roomId) : undefined;
    if (!conversation) throw new ChatException('ROOM_NOT_FOUND', M.roomNotFound, HttpStatus.NOT_FOUND);
    if (conversation.seller_id !== userId && conversation.buyer_id !== userId) {
      throw new ChatException('FORBIDDEN', M.forbidden, HttpStatus.FORBIDDEN);
    }
    return conversation;
  }

  async history(userId: number, roomId: string, before: number | undefined, limit: number): Promise<ChatMessage[]> {
    await this.assertAccess(userId, roomId);
    return (await this.chat.history(roomId, before, limit)).map(toChatMessage);
  }

  /**
   * Stores a message and returns it; `created` is false for a re-sent clientId (the stored one, which
   * must not be broadcast again).
   */
  async send(userId: number, input: SendMessageInput): Promise<{ message: ChatMessage; created: boolean }> {
    const conversation = await this.assertAccess(userId, input.roomId);
    if (conversation) {
      const recipient = conversation.seller_id === userId ? conversation.buyer_id : conversation.seller_id;
      if (await this.chat.isBlocked(recipient, userId)) throw new ChatException('BLOCKED', M.blocked, HttpStatus.FORBIDDEN);
    }
    const wait = await this.limiter.hit(CHAT_MESSAGES_PER_USER, String(userId));
    if (wait > 0) throw new RateLimitedException(M.tooManyMessages, wait);
    const warning = conversation ? scamReasons(input.content).join(', ') || null : null;
    const { row, created } = await this.chat.insertMessage({
      roomId: input.roomId,
      userId,
      content: input.content,
      clientId: input.clientId,
      warning,
    });
    const message = toChatMessage(row);
    if (created) {
      const mentions = findMentions(input.content);
      await this.chat.recordMentions(
        message,
        {
          usernames: mentions.map((m) => m.oneWord.toLowerCase()),
          fullNames: mentions.flatMap((m) => (m.twoWords ? [m.twoWords.toLowerCase()] : [])),
        },
        conversation ? [conversation.seller_id, conversation.buyer_id] : null,
        this.config.chatMentionDelayMs,
      );
    }
    return { message, created };
  }

  /** Moves the user's read marker; counted first (REST and socket share the budget: each one is a write). */
  async markRead(userId: number, roomId: string, messageId: number): Promise<void> {
    const wait = await this.limiter.hit(CHAT_READS_PER_USER, String(userId));
    if (wait > 0) throw new RateLimitedException(M.tooManyEvents, wait);
    await this.assertAccess(userId, roomId);
    if (!(await this.chat.markRead(userId, roomId, messageId))) {
      throw new ChatException('MESSAGE_NOT_FOUND', M.messageNotFound, HttpStatus.NOT_FOUND);
    }
  }

  async block(userId: number, otherId: number, blocked: boolean): Promise<void> {
    if (otherId === userId) throw new ChatException('BAD_REQUEST', 'You cannot block yourself', HttpStatus.BAD_REQUEST);
    if (!(await this.chat.userExists(otherId))) throw new ChatException('USER_NOT_FOUND', M.userNotFound, HttpStatus.NOT_FOUND);
    if (blocked) await this.chat.block(userId, otherId);
    else await this.chat.unblock(userId, otherId);
  }
}
