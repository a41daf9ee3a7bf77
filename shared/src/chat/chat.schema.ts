import * as v from 'valibot';
import { CHAT_LIMITS as L, CHAT_MESSAGES as M } from './chat.constants';

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
  partId: v.pipe(v.number(M.partNotFound), v.integer(M.partNotFound), v.minValue(1, M.partNotFound)),
});

/** POST /api/chat/rooms/{id}/read */
export const MarkReadSchema = v.object({
  messageId: v.pipe(v.number('messageId must be a message id'), v.integer(), v.minValue(1)),
});

export type SendMessageInput = v.InferOutput<typeof SendMessageSchema>;
