import { type BeforeApplicationShutdown, Inject, Logger } from '@nestjs/common';
import {
  type OnGatewayConnection,
  type OnGatewayDisconnect,
  type OnGatewayInit,
  WebSocketGateway,
  WebSocketServer,
} from '@nestjs/websockets';
import { MikroORM, RequestContext } from '@mikro-orm/postgresql';
import type { FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import type { Server, Socket } from 'socket.io';
import * as v from 'valibot';
import {
  CHAT_MESSAGES,
  CLIENT_EVENT_PAYLOADS,
  type ChatError,
  type ClientToServerEvents,
  RoomIdSchema,
  SendMessageSchema,
  type ServerToClientEvents,
} from '@dockside/shared/chat';
import { createAdapter } from '@socket.io/redis-adapter';
import { DomainException } from '../../common/exceptions/domain.exception';
import { databaseInputError } from '../../common/filters/database-input-errors';
import { isCrossOrigin } from '../../common/http/origin-check';
import { trustFunction } from '../../common/http/trust-proxy';
import { RedisConnection } from '../../common/redis/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { SessionEvents } from '../accounts/sessions/session-events';
import { SessionsService } from '../accounts/sessions/sessions.service';
import { ChatService, isProfessional } from './chat.service';
import { PresenceService } from './presence.service';

interface SocketData {
  userId: number;
  fullName: string;
  company: string;
  avatarUrl: string | null;
  professional: boolean;
}
type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const userRoom = (userId: number) => `user:${userId}`;

function toChatError(error: unknown, clientId?: string): ChatError {
  if (error instanceof DomainException) return { code: error.code, message: error.message, clientId };
  if (v.isValiError(error)) return { code: 'VALIDATION_FAILED', message: error.issues[0].message, clientId };
  // The same safety net as the HTTP filter: a client value the database refused is the client's error.
  const input = databaseInputError(error);
  if (input) return { ...input.body, clientId };
  return { code: 'INTERNAL', message: 'Something went wrong. Please try again.', clientId };
}

/**
 * The chat socket (issue #12): socket.io on the app's own origin and port, path /socket.io. The
 * handshake must carry the session cookie and come from our origin. Every socket joins its user's room
 * (`user:<id>`), so private messages and read markers reach all of a user's tabs and devices.
 * Messages are stored by ChatService before they are emitted.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, cors: false })
export class ChatGateway implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, BeforeApplicationShutdown {
  private readonly logger = new Logger('ChatGateway');
  /** Set on SIGTERM: no new handshakes, so clients reconnect to another replica (or to this one restarted). */
  private closing = false;
  @WebSocketServer() server!: ChatServer;

  constructor(
    private readonly chat: ChatService,
    private readonly sessions: SessionsService,
    private readonly presence: PresenceService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orm: MikroORM,
    private readonly redis: RedisConnection,
    private readonly sessionEvents: SessionEvents,
  ) {}

  /** Socket events run outside HTTP requests: each gets its own MikroORM context, as a request does. */
  private inContext<T>(work: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.orm.em, work);
  }

  /** The origins our own pages are served from: the REST API's one rule (common/http/origin-check.ts). */
  private isOwnOrigin(request: IncomingMessage): boolean {
    return !isCrossOrigin(request, trustFunction(this.config.trustProxy), this.config.publicUrl && new URL(this.config.publicUrl).origin);
  }

  afterInit(server: ChatServer): void {
    // A foreign origin is refused by engine.io before any handshake or WebSocket upgrade (HTTP 403), so
    // another site's page can never open a socket that rides on the user's cookie.
    server.engine.opts.allowRequest = (request, callback) => {
      const own = this.isOwnOrigin(request);
      if (this.closing) callback('Server shutting down', false);
      else callback(own ? null : 'Cross-origin connection refused', own);
    };
    server.use((socket, next) => {
      const headers = socket.request.headers;
      if (!this.isOwnOrigin(socket.request)) return next(new Error('Cross-origin connection refused'));
      this.inContext(() => this.sessions.resolve({ headers } as FastifyRequest))
        .then((session) => {
          if (!session) return next(new Error(CHAT_MESSAGES.signInRequired));
          const { id, fullName, company, avatarUrl, role, sellerType } = session.user;
          socket.data = { userId: id, fullName, company, avatarUrl: avatarUrl ?? null, professional: isProfessional(role, sellerType) };
          next();
        })
        .catch(() => next(new Error('Chat is unavailable. Please try again.')));
    });
    // Several replicas: every emit fans out through Redis to the clients of all of them.
    if (this.redis.client) server.adapter(createAdapter(this.redis.duplicate(), this.redis.duplicate()));
    this.presence.onRoster((users) => server.emit('onlineUsers', users));
    // A suspended user's sockets close at once, on every replica (through the Redis adapter when there is one).
    this.sessionEvents.onAllEnded((userId) => server.in(userRoom(userId)).disconnectSockets(true));
  }

  /**
   * SIGTERM: refuse new handshakes, then close every connection at the transport level. Clients see a
   * "transport close" and reconnect by themselves with backoff (to another replica, or this one restarted)
   * and fetch what they missed. socket.io's own close would send "io server disconnect", after which a
   * client does not reconnect on its own.
   */
  beforeApplicationShutdown(): void {
    this.closing = true;
    for (const socket of this.server.sockets.sockets.values()) socket.conn.close();
  }

  async handleConnection(socket: ChatSocket): Promise<void> {
    const { userId, fullName, company, avatarUrl, professional } = socket.data;
    if (!userId) return;
    // Handlers first (before any await), so an event sent right after connecting is not lost.
    socket.on('joinRoom', (roomId, ack) => void this.inContext(() => this.join(socket, roomId, ack)));
    socket.on('leaveRoom', (roomId) => void socket.leave(String(roomId)));
    socket.on('sendMessage', (input, ack) => void this.inContext(() => this.send(socket, input, ack)));
    socket.on('markRead', (input) => void this.inContext(() => this.markRead(socket, input)));
    socket.on('typing', (roomId) => {
      if (typeof roomId === 'string' && socket.rooms.has(roomId)) socket.to(roomId).emit('typing', { roomId, userId, fullName });
    });
    await socket.join(userRoom(userId));
    await this.presence.connected({ id: userId, fullName, company, avatarUrl, professional }, socket.id);
    socket.emit('onlineUsers', await this.presence.online());
  }

  async handleDisconnect(socket: ChatSocket): Promise<void> {
    if (socket.data.userId) await this.presence.disconnected(socket.data.userId, socket.id);
  }

  private async join(socket: ChatSocket, roomId: unknown, ack?: (r: { ok: true } | { ok: false; error: ChatError }) => void) {
    try {
      const id = v.parse(RoomIdSchema, roomId);
      await this.chat.assertAccess(socket.data.userId, id);
      await socket.join(id);
      ack?.({ ok: true });
    } catch (error) {
      const chatError = toChatError(error);
      if (ack) ack({ ok: false, error: chatError });
      else socket.emit('error', chatError);
    }
  }

  private async send(socket: ChatSocket, input: unknown, ack?: Parameters<ClientToServerEvents['sendMessage']>[1]) {
    const clientId = typeof (input as { clientId?: unknown })?.clientId === 'string' ? (input as { clientId: string }).clientId : undefined;
    try {
      const parsed = v.parse(SendMessageSchema, input);
      const { message, created } = await this.chat.send(socket.data.userId, parsed);
      if (created) await this.deliver(parsed.roomId, message);
      ack?.({ ok: true, message });
    } catch (error) {
      const chatError = toChatError(error, clientId);
      if (!(error instanceof DomainException) && !v.isValiError(error)) this.logger.warn(`sendMessage failed: ${String(error)}`);
      if (ack) ack({ ok: false, error: chatError });
      else socket.emit('error', chatError);
    }
  }

  /** Emits a stored message to the room and, for a conversation, to both participants' user rooms. */
  async deliver(roomId: string, message: Parameters<ServerToClientEvents['message']>[0]): Promise<void> {
    const conversation = roomId.startsWith('part-') ? await this.chat.assertAccess(message.userId, roomId) : null;
    const target = conversation
      ? this.server.to([roomId, userRoom(conversation.seller_id), userRoom(conversation.buyer_id)])
      : this.server.to(roomId);
    target.emit('message', message);
  }

  private async markRead(socket: ChatSocket, input: unknown) {
    try {
      const { roomId: id, messageId } = v.parse(CLIENT_EVENT_PAYLOADS.markRead.schema, input);
      await this.chat.markRead(socket.data.userId, id, messageId);
      this.server.to(userRoom(socket.data.userId)).emit('read', { roomId: id, userId: socket.data.userId, messageId });
    } catch (error) {
      socket.emit('error', toChatError(error));
    }
  }
}
