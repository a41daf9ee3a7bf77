import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ClientToServerEvents, OnlineUser, ServerToClientEvents } from '@dockside/shared/chat';
import type { ApiProcess } from '../utils/api-process';
import { registrationFactory } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { useTestReplicas } from '../utils/test-replicas';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Chat scale-out (docs/decisions.md "Chat"): two API processes on one database and one Redis (REDIS_URL). A message sent
 * through one reaches a client of the other, presence agrees, rate limits count across both.
 */
describe('chat across two replicas (Redis)', () => {
  const { a, b } = useTestReplicas();
  const sockets: ChatSocket[] = [];

  // Runs before the replicas stop (after-hooks run last-registered first).
  afterAll(() => {
    for (const s of sockets) s.disconnect();
  });

  async function user(api: ApiProcess) {
    const client = new TestClient(api.url);
    const res = await client.post<{ id: number }>('/api/register', registrationFactory());
    expect(res.status).toBe(201);
    return Object.assign(client, { userId: res.body.id });
  }

  function connect(client: TestClient): Promise<ChatSocket> {
    const socket: ChatSocket = io(client.baseUrl, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { origin: client.baseUrl, cookie: client.cookie ?? '' },
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }
  const join = (s: ChatSocket, room: string) => new Promise((resolve) => s.emit('joinRoom', room, resolve));
  const send = (s: ChatSocket, room: string, content: string) =>
    new Promise<{ ok: boolean; error?: { code: string } }>((resolve) =>
      s.emit('sendMessage', { roomId: room, content, clientId: randomUUID() }, resolve),
    );

  it('a message sent through one replica reaches a client of the other', async () => {
    const [alice, bob] = await Promise.all([user(a), user(b)]);
    const [onA, onB] = await Promise.all([connect(alice), connect(bob)]);
    await Promise.all([join(onA, '1'), join(onB, '1')]);
    const received = new Promise<ChatMessage>((resolve) => onB.on('message', (m) => m.content === 'hello from A' && resolve(m)));
    expect((await send(onA, '1', 'hello from A')).ok).toBe(true);
    expect(await received).toMatchObject({ roomId: '1', userId: alice.userId });
  });

  it('presence agrees: a user connected to one replica is in the roster of the other', async () => {
    const [carol, dave] = await Promise.all([user(a), user(b)]);
    await connect(carol);
    const onB = await connect(dave);
    const roster = await new Promise<OnlineUser[]>((resolve) => {
      onB.on('onlineUsers', (users) => {
        if (users.some((u) => u.id === carol.userId)) resolve(users);
      });
    });
    expect(roster.map((u) => u.id)).toEqual(expect.arrayContaining([carol.userId, dave.userId]));
  });

  it('rate limits count across both replicas', async () => {
    const erin = await user(a);
    const viaB = Object.assign(new TestClient(b.url), { cookie: erin.cookie });
    const [onA, onB] = await Promise.all([connect(erin), connect(viaB)]);
    const results = [];
    for (let i = 0; i < 10; i += 1) results.push(await send(onA, '3', `a${i}`), await send(onB, '3', `b${i}`));
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await send(onB, '3', 'one too many')).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
  });
});
