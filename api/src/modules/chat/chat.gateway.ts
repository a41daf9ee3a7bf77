import { type BeforeApplicationShutdown, Inject, Logger, type OnApplicationShutdown } from '@nestjs/common';
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
import { clientAddress, trustFunction } from '../../common/http/trust-proxy';
import { RateLimitedException, RateLimiter, type RateLimitRule } from '../../common/rate-limit/rate-limiter';
import { RedisConnection } from '../../common/redis/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { SessionEvents } from '../../common/auth/session-events';
import { SessionsService } from '../accounts/sessions/sessions.service';
import {
  CHAT_FAILED_HANDSHAKES_PER_IP,
  CHAT_HANDSHAKES_PER_USER,
  CHAT_JOINS_PER_USER,
  CHAT_LEAVES_PER_USER,
  CHAT_SEND_ATTEMPTS_PER_USER,
  SOCKET_REFUSALS_BEFORE_CUT,
  SOCKET_REFUSALS_WINDOW_MS,
  SOCKETS_PER_USER,
} from './chat.rate-limits';
import { ChatService, isProfessional } from './chat.service';
import { PresenceService } from './presence.service';
import { TypingGate } from './typing-gate';

/** What a socket carries; plain values only, since fetchSockets() sends it between replicas. */
interface SocketData {
  userId: number;
  /** The session the handshake was authenticated with: the socket lives no longer than it. */
  sessionId: string;
  /** When the handshake was accepted (ms): the oldest sockets close first when a user has too many. */
  connectedAt: number;
  fullName: string;
  company: string;
  avatarUrl: string | null;
  professional: boolean;
}
/** A socket's bookkeeping in this process (not in `data`: it holds a promise). */
interface SocketState {
  /** When the session was last found live (ms). */
  sessionCheckedAt: number;
  /** The re-read in flight, shared by the events that arrive meanwhile. */
  sessionCheck?: Promise<boolean>;
  refusals: number;
  firstRefusalAt: number;
}
type Reply = (result: { ok: false; error: ChatError }) => void;
type ChatServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
type ChatSocket = Socket<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: string) => `session:${sessionId}`;
/** An ack only when the client asked for one: anything else in that position is ignored, never called. */
const replyOf = <T>(ack: T): T | undefined => (typeof ack === 'function' ? ack : undefined);

function toChatError(error: unknown, clientId?: string): ChatError {
  if (error instanceof DomainException) return { code: error.code, message: error.message, clientId };
  if (v.isValiError(error)) return { code: 'VALIDATION_FAILED', message: error.issues[0].message, clientId };
  // The same safety net as the HTTP filter: a client value the database refused is the client's error.
  const input = databaseInputError(error);
  if (input) return { ...input.body, clientId };
  return { code: 'INTERNAL', message: 'Something went wrong. Please try again.', clientId };
}

/**
 * The chat socket (docs/decisions.md "Chat"): socket.io on the app's own origin and port, path /socket.io. The
 * handshake must carry the session cookie and come from our origin. Every socket joins its user's room
 * (`user:<id>`), so private messages and read markers reach all of a user's tabs and devices.
 * Messages are stored by ChatService before they are emitted.
 *
 * A socket lives no longer than the session it was opened with: it joins `session:<id>`, and when a
 * session ends (sign-out, sign-in over it, password change, suspension) SessionEvents has every socket
 * in that room closed, on every replica through the Redis adapter. Sessions that end without a notice
 * (expired, deleted by hand) are caught by a re-read on the next event, at most every
 * CHAT_SESSION_CHECK_SECONDS, and by a sweep over this replica's sockets every CHAT_SESSION_SWEEP_SECONDS.
 * Every client event has a per-user budget (chat.rate-limits.ts); typing is coalesced.
 */
@WebSocketGateway({ path: '/socket.io', serveClient: false, cors: false })
export class ChatGateway
  implements OnGatewayInit, OnGatewayConnection, OnGatewayDisconnect, BeforeApplicationShutdown, OnApplicationShutdown
{
  private readonly logger = new Logger('ChatGateway');
  /** Set on SIGTERM: no new handshakes, so clients reconnect to another replica (or to this one restarted). */
  private closing = false;
  private readonly state = new WeakMap<ChatSocket, SocketState>();
  private sweepTimer: NodeJS.Timeout | undefined;
  @WebSocketServer() server!: ChatServer;

  constructor(
    private readonly chat: ChatService,
    private readonly sessions: SessionsService,
    private readonly presence: PresenceService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly orm: MikroORM,
    private readonly redis: RedisConnection,
    private readonly sessionEvents: SessionEvents,
    private readonly limiter: RateLimiter,
    private readonly typingGate: TypingGate,
  ) {}

  /** Socket events run outside HTTP requests: each gets its own MikroORM context, as a request does. */
  private inContext<T>(work: () => Promise<T>): Promise<T> {
    return RequestContext.create(this.orm.em, work);
  }

  /** The origins our own pages are served from: the REST API's one rule (common/http/origin-check.ts). */
  private isOwnOrigin(request: IncomingMessage): boolean {
    return !isCrossOrigin(request, trustFunction(this.config.trustProxy), this.config.publicUrl && new URL(this.config.publicUrl).origin);
  }

  /** The client's address as Fastify's `request.ip` reads it, with the same trusted hops. */
  private clientIp(socket: ChatSocket): string {
    return clientAddress(socket.request, trustFunction(this.config.trustProxy));
  }

  /**
   * The handshake: own origin, a live session, within the handshake budgets. Addresses whose handshakes
   * keep failing are refused before their cookie is looked up.
   */
  private async authenticate(socket: ChatSocket): Promise<string | null> {
    const headers = socket.request.headers;
    const ip = this.clientIp(socket);
    if ((await this.limiter.blockedFor(CHAT_FAILED_HANDSHAKES_PER_IP, ip)) > 0) return CHAT_MESSAGES.tooManyHandshakes;
    const session = await this.inContext(() => this.sessions.resolve({ headers } as FastifyRequest));
    if (!session) {
      await this.limiter.hit(CHAT_FAILED_HANDSHAKES_PER_IP, ip);
      return CHAT_MESSAGES.signInRequired;
    }
    if ((await this.limiter.hit(CHAT_HANDSHAKES_PER_USER, String(session.user.id))) > 0) return CHAT_MESSAGES.tooManyHandshakes;
    const { id, fullName, company, avatarUrl, role, sellerType } = session.user;
    socket.data = {
      userId: id,
      sessionId: session.id,
      connectedAt: Date.now(),
      fullName,
      company,
      avatarUrl: avatarUrl ?? null,
      professional: isProfessional(role, sellerType),
    };
    this.state.set(socket, { sessionCheckedAt: Date.now(), refusals: 0, firstRefusalAt: 0 });
    return null;
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
      if (!this.isOwnOrigin(socket.request)) return next(new Error('Cross-origin connection refused'));
      this.authenticate(socket)
        .then((refusal) => next(refusal ? new Error(refusal) : undefined))
        .catch(() => next(new Error('Chat is unavailable. Please try again.')));
    });
    // Several replicas: every emit fans out through Redis to the clients of all of them.
    if (this.redis.client) server.adapter(createAdapter(this.redis.duplicate(), this.redis.duplicate()));
    this.presence.onRoster((users) => server.emit('onlineUsers', users));
    // Ended sessions close their sockets at once, on every replica (through the Redis adapter when there is one).
    this.sessionEvents.onEnded((sessionIds) => server.in(sessionIds.map(sessionRoom)).disconnectSockets(true));
    this.sessionEvents.onAllEnded((userId, exceptSessionId) => {
      const sockets = server.in(userRoom(userId));
      (exceptSessionId ? sockets.except(sessionRoom(exceptSessionId)) : sockets).disconnectSockets(true);
    });
    this.sweepTimer = setInterval(() => void this.sweep(), this.config.chatSessionSweepMs);
    this.sweepTimer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.sweepTimer);
  }

  /** Re-reads the sessions of every socket of this replica, in one query per thousand sessions; closes the dead ones. */
  private async sweep(): Promise<void> {
    const sockets = [...(this.server.sockets.sockets.values() as Iterable<ChatSocket>)].filter((s) => s.data.sessionId);
    const ids = [...new Set(sockets.map((s) => s.data.sessionId))];
    const live = new Set<string>();
    try {
      for (let i = 0; i < ids.length; i += 1000) {
        for (const id of await this.inContext(() => this.sessions.liveAmong(ids.slice(i, i + 1000)))) live.add(id);
      }
    } catch (error) {
      this.logger.warn(`session sweep skipped: ${String(error)}`);
      return;
    }
    const now = Date.now();
    for (const socket of sockets) {
      if (live.has(socket.data.sessionId)) {
        const state = this.state.get(socket);
        if (state) state.sessionCheckedAt = now;
      } else this.close(socket, 'SESSION_ENDED', CHAT_MESSAGES.sessionEnded);
    }
  }

  /** Tells the client why (an `error` event, sent before the close), then closes the socket. */
  private close(socket: ChatSocket, code: string, message: string): void {
    socket.emit('error', { code, message });
    socket.disconnect(true);
  }

  /** Whether the socket's session is still live, re-read at most every CHAT_SESSION_CHECK_SECONDS. */
  private async sessionLive(socket: ChatSocket): Promise<boolean> {
    const state = this.state.get(socket);
    if (!state) return false;
    if (Date.now() - state.sessionCheckedAt < this.config.chatSessionCheckMs) return true;
    state.sessionCheck ??= this.inContext(() => this.sessions.liveAmong([socket.data.sessionId]))
      .then((live) => live.has(socket.data.sessionId))
      .finally(() => (state.sessionCheck = undefined));
    const live = await state.sessionCheck;
    if (live) state.sessionCheckedAt = Date.now();
    return live;
  }

  /**
   * Counts a refusal of this socket (a budget exceeded) and answers it with RATE_LIMITED; the
   * SOCKET_REFUSALS_BEFORE_CUT-th within SOCKET_REFUSALS_WINDOW_MS closes the socket.
   */
  private refuse(socket: ChatSocket, error: ChatError, reply?: Reply): void {
    if (reply) reply({ ok: false, error });
    else socket.emit('error', error);
    const state = this.state.get(socket);
    if (!state) return;
    const now = Date.now();
    if (now - state.firstRefusalAt > SOCKET_REFUSALS_WINDOW_MS) {
      state.firstRefusalAt = now;
      state.refusals = 0;
    }
    state.refusals += 1;
    if (state.refusals >= SOCKET_REFUSALS_BEFORE_CUT && socket.connected) {
      this.logger.warn(`chat socket of user ${socket.data.userId} closed after ${state.refusals} refused events`);
      socket.disconnect(true);
    }
  }

  /**
   * Runs a client event: the session re-check, then the event's budget (`rule`, per user; null where
   * ChatService counts it), then `work` in its own MikroORM context.
   */
  private async handle(socket: ChatSocket, rule: RateLimitRule | null, reply: Reply | undefined, work: () => Promise<void>): Promise<void> {
    try {
      if (socket.disconnected) return;
      if (!(await this.sessionLive(socket))) {
        const error = { code: 'SESSION_ENDED', message: CHAT_MESSAGES.sessionEnded };
        reply?.({ ok: false, error });
        if (socket.connected) this.close(socket, error.code, error.message);
        return;
      }
      if (rule && (await this.limiter.hit(rule, String(socket.data.userId))) > 0) {
        return this.refuse(socket, { code: 'RATE_LIMITED', message: CHAT_MESSAGES.tooManyEvents }, reply);
      }
      await this.inContext(work);
    } catch (error) {
      this.logger.warn(`chat event failed: ${String(error)}`);
      const chatError = toChatError(error);
      if (reply) reply({ ok: false, error: chatError });
      else socket.emit('error', chatError);
    }
  }

  /**
   * At most SOCKETS_PER_USER sockets per user, counted over every replica (fetchSockets goes through the
   * Redis adapter): the oldest beyond that are told why and closed.
   */
  private async capSockets(userId: number): Promise<void> {
    try {
      const sockets = await this.server.in(userRoom(userId)).fetchSockets();
      if (sockets.length <= SOCKETS_PER_USER) return;
      const oldestFirst = sockets.sort((x, y) => x.data.connectedAt - y.data.connectedAt || x.id.localeCompare(y.id));
      for (const socket of oldestFirst.slice(0, sockets.length - SOCKETS_PER_USER)) {
        socket.emit('error', { code: 'TOO_MANY_SOCKETS', message: CHAT_MESSAGES.tooManySockets });
        socket.disconnect(true);
      }
    } catch (error) {
      this.logger.warn(`socket cap of user ${userId} not applied: ${String(error)}`);
    }
  }

  /**
   * SIGTERM: refuse new handshakes, then close every connection at the transport level. Clients see a
   * "transport close" and reconnect by themselves with backoff (to another replica, or this one restarted)
   * and fetch what they missed. socket.io's own close would send "io server disconnect", after which a
   * client does not reconnect on its own.
   */
  beforeApplicationShutdown(): void {
    this.closing = true;
    clearInterval(this.sweepTimer);
    for (const socket of this.server.sockets.sockets.values()) socket.conn.close();
  }

  async handleConnection(socket: ChatSocket): Promise<void> {
    const { userId, sessionId, fullName, company, avatarUrl, professional } = socket.data;
    if (!userId) return;
    // Handlers first (before any await), so an event sent right after connecting is not lost.
    socket.on('joinRoom', (roomId, ack) => {
      const reply = replyOf(ack);
      void this.handle(socket, CHAT_JOINS_PER_USER, reply, () => this.join(socket, roomId, reply));
    });
    socket.on('leaveRoom', (roomId) => void this.handle(socket, CHAT_LEAVES_PER_USER, undefined, async () => socket.leave(String(roomId))));
    // Attempts have a budget here; stored messages have theirs in ChatService (REST and socket share it).
    socket.on('sendMessage', (input, ack) => {
      const reply = replyOf(ack);
      void this.handle(socket, CHAT_SEND_ATTEMPTS_PER_USER, reply, () => this.send(socket, input, reply));
    });
    // Counted by ChatService, like messages: REST and socket share the budget.
    socket.on('markRead', (input) => void this.handle(socket, null, undefined, () => this.markRead(socket, input)));
    socket.on('typing', (roomId) => void this.typing(socket, roomId));
    await socket.join([userRoom(userId), sessionRoom(sessionId)]);
    // Not awaited: fetchSockets waits for every replica (up to its timeout while one is restarting), and
    // what the cap closes is the oldest sockets, not this one.
    void this.capSockets(userId);
    await this.presence.connected({ id: userId, fullName, company, avatarUrl, professional }, socket.id);
    socket.emit('onlineUsers', await this.presence.online());
  }

  async handleDisconnect(socket: ChatSocket): Promise<void> {
    if (socket.data.userId) await this.presence.disconnected(socket.data.userId, socket.id);
  }

  /** Relays "typing" to the room's other members, coalesced (TypingGate): extras are dropped, not refused. */
  private async typing(socket: ChatSocket, roomId: unknown): Promise<void> {
    if (typeof roomId !== 'string' || !socket.rooms.has(roomId)) return;
    const { userId, fullName } = socket.data;
    try {
      if (!(await this.typingGate.pass(userId, roomId))) return;
      if (!(await this.sessionLive(socket))) {
        if (socket.connected) this.close(socket, 'SESSION_ENDED', CHAT_MESSAGES.sessionEnded);
        return;
      }
      socket.to(roomId).emit('typing', { roomId, userId, fullName });
    } catch (error) {
      this.logger.warn(`typing not relayed: ${String(error)}`);
    }
  }

  private async join(socket: ChatSocket, roomId: unknown, ack?: (r: { ok: true } | { ok: false; error: ChatError }) => void) {
    if (socket.disconnected) return;
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
      if (error instanceof RateLimitedException) return this.refuse(socket, chatError, ack);
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
      if (error instanceof RateLimitedException) return this.refuse(socket, toChatError(error));
      socket.emit('error', toChatError(error));
    }
  }
}
