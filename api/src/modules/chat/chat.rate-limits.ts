import { CHAT_LIMITS } from '@dockside/shared/chat';
import type { RateLimitRule } from '../../common/rate-limit/rate-limiter';

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/**
 * Every budget of the chat socket, per user unless named otherwise, on the shared rate limiter (Redis
 * when configured, so a user's sockets on every replica share one budget). An event over its budget is
 * answered with the `RATE_LIMITED` error and not handled; SOCKET_REFUSALS_BEFORE_CUT refusals close the
 * socket. The PWA stays far below these: it joins a room when one is opened and marks a room read as
 * messages arrive in view.
 */

/** Messages sent, across rooms (ChatService counts them, REST and socket alike). */
export const CHAT_MESSAGES_PER_USER: RateLimitRule = { name: 'chat-messages-user', limit: CHAT_LIMITS.messagesPerMinute, windowMs: MINUTE };
/** New private conversations (REST). */
export const CHAT_CONVERSATIONS_PER_USER: RateLimitRule = {
  name: 'chat-conversations-user',
  limit: CHAT_LIMITS.newConversationsPerHour,
  windowMs: 60 * MINUTE,
};
/**
 * `sendMessage` attempts, refused or not: a refused one (no such room, blocked) still reads the room, so
 * attempts have a budget of their own, above the messages' one.
 */
export const CHAT_SEND_ATTEMPTS_PER_USER: RateLimitRule = { name: 'chat-send-attempt-user', limit: 60, windowMs: MINUTE };
/** `joinRoom`: each one reads the room (and, for a conversation, its participants). */
export const CHAT_JOINS_PER_USER: RateLimitRule = { name: 'chat-join-user', limit: 30, windowMs: MINUTE };
/** `leaveRoom`. */
export const CHAT_LEAVES_PER_USER: RateLimitRule = { name: 'chat-leave-user', limit: 30, windowMs: MINUTE };
/**
 * `markRead` and POST /api/chat/rooms/{id}/read together (ChatService): each one writes the read marker.
 * Roomier than the others: the PWA marks a room read for each message that arrives while it is open, in
 * every tab.
 */
export const CHAT_READS_PER_USER: RateLimitRule = { name: 'chat-read-user', limit: 120, windowMs: MINUTE };
/** Socket handshakes of one user (reconnects included): ten tabs reconnecting twice stay well inside. */
export const CHAT_HANDSHAKES_PER_USER: RateLimitRule = { name: 'chat-handshake-user', limit: 30, windowMs: MINUTE };
/**
 * Handshakes refused for want of a live session, per client IP. Only refusals count, so many members
 * behind one address (a marina's Wi-Fi) are not held back; once over, the address is refused before
 * its cookie is even looked up.
 */
export const CHAT_FAILED_HANDSHAKES_PER_IP: RateLimitRule = { name: 'chat-handshake-fail-ip', limit: 30, windowMs: MINUTE };

/** `typing` is coalesced, not counted: at most one relayed per user and room in this window; extras are dropped. */
export const TYPING_RELAY_MS = 2 * SECOND;
/** Open sockets per user, over every replica: the next one closes the oldest. */
export const SOCKETS_PER_USER = 10;
/** Refusals (any budget) after which a socket is closed… */
export const SOCKET_REFUSALS_BEFORE_CUT = 10;
/** …when they fall within this window of the first one. */
export const SOCKET_REFUSALS_WINDOW_MS = MINUTE;
