import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterEach, describe, expect, it } from 'vitest';
import { type ChatMessage, type ClientToServerEvents, PAYMENT_SAFETY_WARNING, type ServerToClientEvents } from '@dockside/shared/chat';
import { registrationFactory } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Conversations (docs/decisions.md "Chat"): REST and the socket.io gateway, against the built API and real PostgreSQL. */
describe('chat', () => {
  const { api, db } = useTestApi({ CHAT_MENTION_DELAY_SECONDS: '1' });
  const sockets: ChatSocket[] = [];

  afterEach(() => {
    for (const s of sockets.splice(0)) s.disconnect();
  });

  async function signedUp(): Promise<TestClient & { userId: number }> {
    const client = new TestClient(api.url);
    const res = await client.post<{ id: number }>('/api/register', registrationFactory());
    expect(res.status).toBe(201);
    return Object.assign(client, { userId: res.body.id });
  }

  /** A listing owned by `seller` (inserted directly: the listing rules are not under test here). */
  async function listingOf(seller: { userId: number }): Promise<number> {
    const [row] = await query<{ id: number }>(
      db.url,
      `INSERT INTO boat_parts (title, description, category, condition, price, user_id, contact_email, image_urls)
       VALUES ('Raw water pump for Yanmar 3GM30', 'Rebuilt last season, new impeller and seals, works well.', 'Engines & Motors', 'Used - Good', 180, $1, 'seller@example.com', '["/uploads/x-640.webp"]'::jsonb)
       RETURNING id`,
      [seller.userId],
    );
    return row.id;
  }

  function connect(client: TestClient | null, origin = api.url): Promise<ChatSocket> {
    const socket: ChatSocket = io(api.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      extraHeaders: { origin, ...(client?.cookie ? { cookie: client.cookie } : {}) },
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  const send = (socket: ChatSocket, roomId: string, content: string, clientId = randomUUID()) =>
    new Promise<Parameters<NonNullable<Parameters<ClientToServerEvents['sendMessage']>[1]>>[0]>((resolve) =>
      socket.emit('sendMessage', { roomId, content, clientId }, resolve),
    );
  const join = (socket: ChatSocket, roomId: string) =>
    new Promise<Parameters<NonNullable<Parameters<ClientToServerEvents['joinRoom']>[1]>>[0]>((resolve) =>
      socket.emit('joinRoom', roomId, resolve),
    );
  const nextMessage = (socket: ChatSocket) => new Promise<ChatMessage>((resolve) => socket.once('message', resolve));

  async function conversation() {
    const [seller, buyer] = await Promise.all([signedUp(), signedUp()]);
    const partId = await listingOf(seller);
    const res = await buyer.post<{ id: string }>('/api/chat/conversations', { partId });
    expect(res.status).toBe(201);
    return { seller, buyer, partId, roomId: res.body.id };
  }

  describe('POST /api/chat/conversations', () => {
    it('requires sign-in; creates once (201) then returns the same conversation (200); never with oneself or a missing listing', async () => {
      const anonymous = new TestClient(api.url);
      expect((await anonymous.post('/api/chat/conversations', { partId: 1 })).status).toBe(401);
      const { seller, buyer, partId, roomId } = await conversation();
      expect(roomId).toBe(`part-${partId}-${seller.userId}-${buyer.userId}`);
      const again = await buyer.post<{ id: string }>('/api/chat/conversations', { partId });
      expect(again.status).toBe(200);
      expect(again.body.id).toBe(roomId);
      const own = await seller.post('/api/chat/conversations', { partId });
      expect(own.status).toBe(400);
      expect(own.body.message).toBe('You cannot start a conversation about your own listing');
      expect((await buyer.post('/api/chat/conversations', { partId: 99_999_999 })).status).toBe(404);
    });
  });

  describe('the socket', () => {
    it('refuses a handshake without a session or from a foreign origin', async () => {
      await expect(connect(null)).rejects.toThrow(/sign in/i);
      const user = await signedUp();
      // A foreign origin is refused before the handshake (engine.io answers 403), with or without a session.
      await expect(connect(user, 'https://evil.example')).rejects.toThrow();
      const handshake = await fetch(`${api.url}/socket.io/?EIO=4&transport=polling`, {
        headers: { origin: 'https://evil.example', cookie: user.cookie ?? '' },
      });
      expect(handshake.status).toBe(403);
      expect(await handshake.text()).toContain('Cross-origin connection refused');
      await expect(connect(user)).resolves.toBeTruthy();
    });

    it('only the two participants read or join a private conversation', async () => {
      const { roomId } = await conversation();
      const stranger = await signedUp();
      const rest = await stranger.get(`/api/chat/rooms/${roomId}/messages`);
      expect(rest.status).toBe(403);
      const socket = await connect(stranger);
      expect(await join(socket, roomId)).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
      expect(await send(socket, roomId, 'hello?')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    });

    it('stores a message before it is broadcast; a re-sent clientId is one row and one broadcast', async () => {
      const { seller, buyer, roomId } = await conversation();
      const [sellerSocket, buyerSocket] = await Promise.all([connect(seller), connect(buyer)]);
      const received: ChatMessage[] = [];
      sellerSocket.on('message', async (m) => {
        received.push(m);
        // At the moment the seller is told, the row is already there.
        const rows = await query(db.url, `SELECT 1 FROM chat_messages WHERE id = $1`, [m.id]);
        expect(rows).toHaveLength(1);
      });
      const clientId = randomUUID();
      const first = await send(buyerSocket, roomId, '  Is the pump still available?  ', clientId);
      expect(first).toMatchObject({
        ok: true,
        message: { content: 'Is the pump still available?', userId: buyer.userId, roomId, clientId },
      });
      const replay = await send(buyerSocket, roomId, 'Is the pump still available?', clientId);
      expect(replay).toMatchObject({ ok: true });
      await new Promise((r) => setTimeout(r, 300));
      expect(received).toHaveLength(1);
      expect(received[0]).toMatchObject({ roomId, content: 'Is the pump still available?', user: { fullName: 'Robin Hale' } });
      expect(await query(db.url, `SELECT 1 FROM chat_messages WHERE room_id = $1`, [roomId])).toHaveLength(1);
    });

    it('refuses blank, over-long and control-character messages with a clear error', async () => {
      const { buyer, roomId } = await conversation();
      const socket = await connect(buyer);
      expect(await send(socket, roomId, '   ')).toMatchObject({ ok: false, error: { message: 'Please type a message' } });
      expect(await send(socket, roomId, 'x'.repeat(2001))).toMatchObject({
        ok: false,
        error: { message: 'Messages can be at most 2000 characters' },
      });
      expect(await send(socket, roomId, 'bell\u0007')).toMatchObject({
        ok: false,
        error: { message: 'Messages cannot contain control characters' },
      });
    });

    it('the scam shield flags payment-fraud language for the recipient', async () => {
      const { seller, buyer, roomId } = await conversation();
      const [sellerSocket, buyerSocket] = await Promise.all([connect(seller), connect(buyer)]);
      const flagged = nextMessage(sellerSocket);
      await send(buyerSocket, roomId, 'I will pay by Western Union, my shipping agent collects.');
      expect((await flagged).warning).toBe(PAYMENT_SAFETY_WARNING);
      const innocent = nextMessage(sellerSocket);
      await send(buyerSocket, roomId, 'Is the wire harness included?');
      expect((await innocent).warning).toBeUndefined();
    });

    it('limits a user to 20 messages a minute', async () => {
      const user = await signedUp();
      const socket = await connect(user);
      const results = [];
      for (let i = 0; i < 21; i += 1) results.push(await send(socket, '1', `message ${i}`));
      expect(results.slice(0, 20).every((r) => r.ok)).toBe(true);
      expect(results[20]).toMatchObject({ ok: false, error: { code: 'RATE_LIMITED' } });
    });

    it('a blocked user can no longer write to the blocker', async () => {
      const { seller, buyer, roomId } = await conversation();
      expect((await seller.request('PUT', `/api/chat/blocks/${buyer.userId}`)).status).toBe(204);
      const socket = await connect(buyer);
      expect(await send(socket, roomId, 'hello again')).toMatchObject({ ok: false, error: { code: 'BLOCKED' } });
    });

    it('presence: a user is online while a socket is connected (members directory)', async () => {
      const user = await signedUp();
      const online = async () =>
        (await query<{ is_online: boolean }>(db.url, `SELECT is_online FROM users WHERE id = $1`, [user.userId]))[0].is_online;
      expect(await online()).toBe(false);
      const [a, b] = [await connect(user), await connect(user)];
      await expect.poll(online).toBe(true);
      a.disconnect();
      await new Promise((r) => setTimeout(r, 200));
      expect(await online()).toBe(true);
      b.disconnect();
      await expect.poll(online).toBe(false);
    });
  });

  describe('@mentions', () => {
    const mentionMails = async (email: string) =>
      query<{ subject: string; text_body: string }>(
        db.url,
        `SELECT subject, text_body FROM mail_outbox WHERE kind = 'chat.mention' AND to_address = $1`,
        [email],
      );
    const emailOf = async (userId: number) =>
      (await query<{ email: string }>(db.url, `SELECT email FROM users WHERE id = $1`, [userId]))[0].email;

    it('e-mails a mentioned user once per room per 10 minutes, with a link to the room; not when they read it meanwhile', async () => {
      const [author, reader, quick] = await Promise.all([signedUp(), signedUp(), signedUp()]);
      const [readerName, quickName] = await Promise.all(
        [reader, quick].map(
          async (u) => (await query<{ username: string }>(db.url, `SELECT username FROM users WHERE id = $1`, [u.userId]))[0].username,
        ),
      );
      const socket = await connect(author);
      await send(socket, '2', `@${readerName} have you seen the new impellers?`);
      await send(socket, '2', `@${readerName} and the pumps?`);
      const sent = await send(socket, '2', `@${quickName} quick question`);
      // The quick reader reads the room before the delay is up: no e-mail.
      expect((await quick.post(`/api/chat/rooms/2/read`, { messageId: sent.ok ? sent.message.id : 0 })).status).toBe(204);

      const readerEmail = await emailOf(reader.userId);
      await expect.poll(async () => (await mentionMails(readerEmail)).length, { timeout: 15_000 }).toBe(1);
      const [mail] = await mentionMails(readerEmail);
      expect(mail.subject).toBe('Robin Hale mentioned you in Marketplace');
      expect(mail.text_body).toContain(`${api.url}/chat?room=2`);
      await expect
        .poll(
          async () => (await query(db.url, `SELECT 1 FROM chat_mentions WHERE user_id = $1 AND status = 'skipped'`, [quick.userId])).length,
          { timeout: 15_000 },
        )
        .toBe(1);
      await new Promise((r) => setTimeout(r, 1500));
      expect(await mentionMails(readerEmail)).toHaveLength(1);
      expect(await mentionMails(await emailOf(quick.userId))).toHaveLength(0);
    });
  });

  describe('@mentions in a private conversation', () => {
    it('names the listing in the e-mail and only reaches the other participant', async () => {
      const { seller, buyer, roomId } = await conversation();
      const [sellerName] = (await query<{ username: string }>(db.url, `SELECT username FROM users WHERE id = $1`, [seller.userId])).map(
        (r) => r.username,
      );
      const socket = await connect(buyer);
      await send(socket, roomId, `@${sellerName} is the impeller new?`);
      const email = (await query<{ email: string }>(db.url, `SELECT email FROM users WHERE id = $1`, [seller.userId]))[0].email;
      await expect
        .poll(
          async () =>
            (
              await query<{ subject: string }>(db.url, `SELECT subject FROM mail_outbox WHERE kind = 'chat.mention' AND to_address = $1`, [
                email,
              ])
            ).map((r) => r.subject),
          { timeout: 15_000 },
        )
        .toEqual(['Robin Hale mentioned you in Raw water pump for Yanmar 3GM30']);
    });
  });

  describe('GET /api/chat/professionals', () => {
    it('requires sign-in and lists experts and business sellers only, with their presence', async () => {
      expect((await new TestClient(api.url).get('/api/chat/professionals')).status).toBe(401);
      const [expert, member] = await Promise.all([signedUp(), signedUp()]);
      await query(db.url, `UPDATE users SET role = 'expert' WHERE id = $1`, [expert.userId]);
      await connect(expert);
      await expect
        .poll(async () =>
          (await member.get<Array<{ id: number; isOnline: boolean }>>('/api/chat/professionals')).body.find((p) => p.id === expert.userId),
        )
        .toMatchObject({ isOnline: true, professional: true });
      const list = (await member.get<Array<{ id: number }>>('/api/chat/professionals')).body;
      expect(list.some((p) => p.id === member.userId)).toBe(false);
    });
  });

  describe('history, rooms and read markers', () => {
    it('pages history newest first with before=, counts unread per user and clears them with POST read', async () => {
      const { seller, buyer, roomId } = await conversation();
      const socket = await connect(buyer);
      const ids: number[] = [];
      for (let i = 1; i <= 5; i += 1) {
        const r = await send(socket, roomId, `message ${i}`);
        if (r.ok) ids.push(r.message.id);
      }
      const page1 = await seller.get<ChatMessage[]>(`/api/chat/rooms/${roomId}/messages?limit=2`);
      expect(page1.body.map((m) => m.content)).toEqual(['message 5', 'message 4']);
      const page2 = await seller.get<ChatMessage[]>(`/api/chat/rooms/${roomId}/messages?limit=10&before=${page1.body[1].id}`);
      expect(page2.body.map((m) => m.content)).toEqual(['message 3', 'message 2', 'message 1']);

      const roomsOf = async (c: TestClient) =>
        (await c.get<Array<{ id: string; name: string; unreadCount: number; messageCount: number; kind: string }>>('/api/chat/rooms')).body;
      const sellerRooms = await roomsOf(seller);
      // The public rooms exist without demo data, first; then the user's conversations.
      expect(sellerRooms.slice(0, 3).map((r) => [r.kind, r.name])).toEqual([
        ['public', 'General'],
        ['public', 'Marketplace'],
        ['public', 'Technical Support'],
      ]);
      expect(sellerRooms.find((r) => r.id === roomId)).toMatchObject({ unreadCount: 5, messageCount: 5 });
      expect((await roomsOf(buyer)).find((r) => r.id === roomId)).toMatchObject({ unreadCount: 0 });

      expect((await seller.post(`/api/chat/rooms/${roomId}/read`, { messageId: ids[2] })).status).toBe(204);
      expect((await roomsOf(seller)).find((r) => r.id === roomId)).toMatchObject({ unreadCount: 2 });
      await seller.post(`/api/chat/rooms/${roomId}/read`, { messageId: ids[4] });
      // Never moves back.
      await seller.post(`/api/chat/rooms/${roomId}/read`, { messageId: ids[0] });
      expect((await roomsOf(seller)).find((r) => r.id === roomId)).toMatchObject({ unreadCount: 0 });
    });
  });
});
