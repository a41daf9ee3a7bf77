import * as v from 'valibot';
import { bigIdSchema, idSchema } from '../common/id.schema';
import { CHAT_LIMITS as L, CHAT_MESSAGES as M } from './chat.constants';
import type { ClientToServerEvents } from './chat.types';

/** C0 controls except tab, LF and CR, DEL and C1 controls: refused with a clear error, not silently dropped. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;

/** Message text: 1–2000 characters after trimming, no control characters. */
export const MessageContentSchema = v.pipe(
  v.string(M.contentRequired),
  v.check((s) => !CONTROL.test(s), M.controlCharacters),
  v.trim(),
  v.nonEmpty(M.contentRequired),
  v.maxLength(L.contentMax, M.contentMax),
);

/** A room id: a public room's number, or `part-{partId}-{sellerId}-{buyerId}`. */
export const RoomIdSchema = v.pipe(v.string(M.roomNotFound), v.regex(/^(\d{1,9}|part-\d{1,9}-\d{1,9}-\d{1,9})$/, M.roomNotFound));

/** sendMessage (socket) and POST /api/chat/rooms/{id}/messages. */
export const SendMessageSchema = v.object({
  roomId: RoomIdSchema,
  content: MessageContentSchema,
  /** Client-generated UUID: a re-sent message is stored and broadcast once. */
  clientId: v.pipe(v.string(), v.uuid('clientId must be a UUID')),
});

/** POST /api/chat/conversations */
export const StartConversationSchema = v.object({
  partId: idSchema(M.partNotFound),
});

/** POST /api/chat/rooms/{id}/read (chat_messages.id is a bigint). */
export const MarkReadSchema = v.object({
  messageId: bigIdSchema(M.messageId),
});

/** The socket's markRead: the room and the last message read in it. */
export const MarkReadEventSchema = v.object(
  {
    roomId: RoomIdSchema,
    messageId: bigIdSchema(M.messageId),
  },
  M.markReadPayload,
);

/**
 * What a client may send on the chat socket, per event: the payload's schema and where ids sit in it
 * ('' = the payload is the id itself). The gateway validates each payload with its schema; the API's
 * bad-input tests send every id case to every event listed here, and fail when the gateway handles an
 * event this table does not list. `answer`: how a refusal comes back — through the ack callback, as an
 * `error` event, or not at all (a bad room id in leaveRoom or typing is ignored).
 */
export const CLIENT_EVENT_PAYLOADS = {
  joinRoom: { schema: RoomIdSchema, idFields: [''], answer: 'ack' },
  leaveRoom: { schema: RoomIdSchema, idFields: [''], answer: 'none' },
  sendMessage: { schema: SendMessageSchema, idFields: ['roomId'], answer: 'ack' },
  markRead: { schema: MarkReadEventSchema, idFields: ['roomId', 'messageId'], answer: 'error' },
  typing: { schema: RoomIdSchema, idFields: [''], answer: 'none' },
} as const satisfies Record<
  keyof ClientToServerEvents,
  { schema: v.GenericSchema; idFields: readonly string[]; answer: 'ack' | 'error' | 'none' }
>;

export type SendMessageInput = v.InferOutput<typeof SendMessageSchema>;
