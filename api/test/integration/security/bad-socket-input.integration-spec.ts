import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_EVENT_PAYLOADS, type ChatError, type ClientToServerEvents, type ServerToClientEvents } from '@dockside/shared/chat';
import { idFieldsOf } from '@dockside/shared/common';
import { type Person, type SecurityRun, checksum, createListing, signUp, startSecurityRun } from './security-harness';

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type EventName = keyof typeof CLIENT_EVENT_PAYLOADS;

/*
 * Bad ids on the chat socket: every client event of CLIENT_EVENT_PAYLOADS, with each of its id fields
 * replaced by a value out of range, negative, zero, fractional, an exponent, or a missing row. The answer
 * (ack or `error` event, as the table says) is a validation or not-found error with a code and a
 * message — never INTERNAL — and nothing is stored. Events the gateway handles but the table does not
 * list fail the coverage test.
 */
const BAD_NUMBERS: unknown[] = [2147483648, 99999999999, 1e15, 1e20, -1, 0, 1.5, '1e3', 999999];
/** Room ids: the same values, as text too, and conversation ids naming no conversation. */
const BAD_ROOM_IDS: unknown[] = [
  ...BAD_NUMBERS,
  '2147483648',
  '99999999999',
  '1e20',
  '-1',
  '0',
  '1.5',
  '999999',
  'part-2147483648-1-2',
  'part-999999-1-2',
  'part-1-2-99999999999',
];
const REFUSAL_CODE = /^(VALIDATION_FAILED|BAD_REQUEST|[A-Z_]*NOT_FOUND)$/;

let run: SecurityRun;
const sockets: ChatSocket[] = [];
let seller: Person;
let roomId: string;
let messageId: number;

function connect(person: Person): Promise<ChatSocket> {
  const socket: ChatSocket = io(run.api.url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin: run.api.url, cookie: person.client.cookie!, 'x-forwarded-for': person.client.ip },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

beforeAll(async () => {
  run = await startSecurityRun();
  seller = await signUp(run.api.url);
});
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.disconnect();
});
afterAll(async () => {
  await run?.stop();
});

/** A buyer in a conversation about the seller's listing, with one message in it. */
async function buyerInConversation(): Promise<Person> {
  const buyer = await signUp(run.api.url);
  const { id: partId } = await createListing(seller);
  const res = await buyer.client.post<{ id: string }>('/api/chat/conversations', { partId });
  expect(res.status, res.text).toBe(201);
  roomId = res.body.id;
  const inserted = await run.pg.query<{ id: string }>(
    `INSERT INTO chat_messages (room_id, user_id, content) VALUES ($1, $2, 'Is it still for sale?') RETURNING id`,
    [roomId, seller.id],
  );
  messageId = Number(inserted.rows[0].id);
  return buyer;
}

/**
 * Waits until exactly `userIds` are marked online: connecting and disconnecting write users.is_online
 * after the fact, which would otherwise show up as a change in the checksum of a refused event.
 */
async function presenceSettled(userIds: number[]): Promise<void> {
  const want = [...userIds].sort((a, b) => a - b).join(',');
  const deadline = Date.now() + 10_000;
  for (;;) {
    const online = (await run.pg.query<{ id: number }>('SELECT id FROM users WHERE is_online ORDER BY id')).rows.map((r) => r.id).join(',');
    if (online === want) return;
    if (Date.now() > deadline) throw new Error(`online users ${online}, expected ${want}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A valid payload of each event, for the buyer of the conversation. */
const VALID: Record<EventName, () => unknown> = {
  joinRoom: () => roomId,
  leaveRoom: () => roomId,
  sendMessage: () => ({ roomId, content: 'Hello, is it available?', clientId: randomUUID() }),
  markRead: () => ({ roomId, messageId }),
  typing: () => roomId,
};

/** The payload with the value at `field` ('' = the whole payload) replaced. */
function withValue(payload: unknown, field: string, value: unknown): unknown {
  if (field === '') return value;
  return { ...(payload as Record<string, unknown>), [field]: value };
}

/** Emits the event and waits for its answer: the ack, the `error` event, or (for events without one) a short pause. */
async function answerTo(socket: ChatSocket, event: EventName, payload: unknown): Promise<ChatError | undefined> {
  const errors: ChatError[] = [];
  const onError = (error: ChatError) => errors.push(error);
  socket.on('error', onError);
  try {
    const { answer } = CLIENT_EVENT_PAYLOADS[event];
    const emit = socket.emit.bind(socket) as (name: string, ...args: unknown[]) => void;
    if (answer === 'ack') {
      const result = await new Promise<{ ok: boolean; error?: ChatError }>((resolve) => emit(event, payload, resolve));
      return result.ok ? undefined : result.error;
    }
    emit(event, payload);
    // No answer is promised: a round trip on the same socket (joinRoom's ack) shows the event was handled.
    await new Promise((resolve) => emit('joinRoom', '', resolve));
    if (answer === 'error') {
      const deadline = Date.now() + 2_000;
      while (errors.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return errors[0];
  } finally {
    socket.off('error', onError);
  }
}

describe('bad ids on the chat socket: never INTERNAL, a clear error, nothing stored', { timeout: 180_000 }, () => {
  it('the table lists every event the gateway handles, and every id field of each payload schema', () => {
    const gateway = readFileSync(path.resolve(__dirname, '../../../src/modules/chat/chat.gateway.ts'), 'utf8');
    const handled = [...new Set([...gateway.matchAll(/socket\.on\(\s*'(\w+)'/g)].map((m) => m[1]))].sort();
    expect(Object.keys(CLIENT_EVENT_PAYLOADS).sort()).toEqual(handled);
    for (const [event, { schema, idFields }] of Object.entries(CLIENT_EVENT_PAYLOADS)) {
      for (const field of idFieldsOf(schema)) expect(idFields, `${event}: ${field}`).toContain(field);
    }
  });

  for (const [event, { idFields, answer }] of Object.entries(CLIENT_EVENT_PAYLOADS) as Array<
    [EventName, (typeof CLIENT_EVENT_PAYLOADS)[EventName]]
  >) {
    it(`${event} (${idFields.map((f) => f || 'the payload').join(', ')})`, async () => {
      // Each event from its own user and socket: a per-user event budget is not what is tested here.
      const buyer = await buyerInConversation();
      const socket = await connect(buyer);
      const watcher = await connect(seller);
      await presenceSettled([buyer.id, seller.id]);
      const relayed: unknown[] = [];
      watcher.on('typing', (t) => relayed.push(t));
      for (const field of idFields) {
        const values = field === 'messageId' ? BAD_NUMBERS : BAD_ROOM_IDS;
        for (const value of values) {
          const payload = withValue(VALID[event](), field, value);
          const where = `${event} ${JSON.stringify(payload)}`;
          const before = await checksum(run.pg);
          const error = await answerTo(socket, event, payload);
          if (answer === 'none') {
            // Ignored: no error at all, INTERNAL least of all.
            expect(error, where).toBeUndefined();
          } else {
            expect(error, where).toMatchObject({ code: expect.stringMatching(REFUSAL_CODE), message: expect.any(String) });
            expect(error!.message.length, where).toBeGreaterThan(0);
          }
          const after = await checksum(run.pg);
          expect(
            Object.keys(after).filter((table) => after[table] !== before[table]),
            where,
          ).toEqual([]);
          expect(socket.connected, where).toBe(true);
        }
      }
      expect(relayed).toEqual([]);
    });
  }
});
