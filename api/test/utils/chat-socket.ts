import { createHash, randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import type { ChatError, ChatMessage, ClientToServerEvents, ServerToClientEvents } from '@dockside/shared/chat';
import type { TestClient } from './http-client';

export type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type Ack = { ok: true; message?: ChatMessage } | { ok: false; error: ChatError };

/**
 * A chat socket as the browser opens it: our origin, the client's session cookie, and the client's
 * address in X-Forwarded-For (the API under test runs with TRUST_PROXY=true). No automatic reconnect, so
 * a socket the server closed stays closed. Every socket opened is kept in `opened` for the suite's cleanup.
 */
export function openSocket(url: string, client: TestClient, opened: ChatSocket[]): Promise<ChatSocket> {
  const socket: ChatSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { origin: url, 'x-forwarded-for': client.ip, ...(client.cookie ? { cookie: client.cookie } : {}) },
  });
  opened.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Resolves with the handshake's refusal message; rejects if the socket connects. */
export async function refusedHandshake(url: string, client: TestClient, opened: ChatSocket[]): Promise<string> {
  try {
    await openSocket(url, client, opened);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the handshake was accepted');
}

/** Resolves with the reason once the socket is disconnected (at once if it already is); rejects after `ms`. */
export function disconnected(socket: ChatSocket, ms = 10_000): Promise<string> {
  if (socket.disconnected) return Promise.resolve('already disconnected');
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

/** Emits with an acknowledgement; resolves with the answer, or with 'no answer' after `ms` (or when the socket closes). */
export function ask(socket: ChatSocket, ms: number, event: 'joinRoom', roomId: string): Promise<Ack | 'no answer'>;
export function ask(
  socket: ChatSocket,
  ms: number,
  event: 'sendMessage',
  input: { roomId: string; content: string; clientId?: string },
): Promise<Ack | 'no answer'>;
export function ask(socket: ChatSocket, ms: number, event: 'joinRoom' | 'sendMessage', payload: unknown): Promise<Ack | 'no answer'> {
  return new Promise((resolve) => {
    const answer = (error: Error | null, result?: Ack) => resolve(error || !result ? 'no answer' : result);
    if (event === 'joinRoom') socket.timeout(ms).emit('joinRoom', payload as string, answer as never);
    else {
      const input = payload as { roomId: string; content: string; clientId?: string };
      socket.timeout(ms).emit('sendMessage', { ...input, clientId: input.clientId ?? randomUUID() }, answer as never);
    }
  });
}

/** The `sessions.id` of a client's cookie (the SHA-256 of its token), for changing the row with SQL. */
export function sessionIdOf(client: TestClient): string {
  const token = /dockside_session=([^;]+)/.exec(client.cookie ?? '')?.[1];
  if (!token) throw new Error('the client has no session cookie');
  return createHash('sha256').update(token).digest('hex');
}

/** Every `error` event a socket receives, in order. */
export function errorsOf(socket: ChatSocket): ChatError[] {
  const errors: ChatError[] = [];
  socket.on('error', (error) => errors.push(error));
  return errors;
}
