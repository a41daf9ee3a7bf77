import { randomUUID } from 'node:crypto';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ChatMessage, ChatRoomSummary, ClientToServerEvents, ServerToClientEvents } from '@dockside/shared/chat';
import { MODERATED_MESSAGE_TEXTS, MODERATION_LIMITS, MODERATION_MESSAGES } from '@dockside/shared/moderation';
import { type ApiProcess, startApi } from '../utils/api-process';
import { TestClient } from '../utils/http-client';
import { type TestRedis, startTestRedis } from '../utils/test-redis';
import {
  type Person,
  type SecurityRun,
  askQuestion,
  createListing,
  postAnswer,
  signUp,
  startSecurityRun,
} from './security/security-harness';

/*
 * Trust and safety (docs/decisions.md "Moderation"): questions, answers and chat messages hidden after reports from
 * MODERATION_LIMITS.reportsToHide different members, what readers see meanwhile, the moderator's dismiss
 * (shown again) and uphold (removed); who may report a private message; a suspended user's open socket.
 */

type ChatSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type ReportGroup = { id: number; targetType: string; targetId: number; hidden: boolean; count: number };
type QuestionItem = { id: number; answerCount?: number; deleted?: true };

let run: SecurityRun;
const sockets: ChatSocket[] = [];
const base = () => run.api.url;
const anonymous = () => new TestClient(base());
const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await run.pg.query(text, params)).rows as T[];

async function person(role: 'member' | 'moderator' | 'admin' = 'member'): Promise<Person> {
  const p = await signUp(base());
  if (role !== 'member') await sql('UPDATE users SET role = $1 WHERE id = $2', [role, p.id]);
  return p;
}

/** Reports the item by `count` new members, each answered 201. */
async function reportedBy(count: number, targetType: string, targetId: number): Promise<void> {
  for (let i = 0; i < count; i++) {
    const res = await (await person()).client.post('/api/reports', { targetType, targetId, reason: 'offensive' });
    expect(res.status, res.text).toBe(201);
  }
}

async function groupOf(moderator: Person, targetType: string, targetId: number): Promise<ReportGroup | undefined> {
  const res = await moderator.client.get<ReportGroup[]>('/api/admin/reports?limit=200');
  expect(res.status).toBe(200);
  return res.body.find((g) => g.targetType === targetType && g.targetId === targetId);
}

async function decide(
  moderator: Person,
  group: ReportGroup,
  action: 'uphold' | 'dismiss',
  options: { suspend?: boolean; headers?: Record<string, string> } = {},
) {
  const body = { action, ...(options.suspend ? { suspend: true } : {}) };
  const res = await moderator.client.request('POST', `/api/admin/reports/${group.id}/decision`, body, options.headers);
  expect(res.status, res.text).toBe(200);
}

const auditActions = async (targetType: string, targetId: number) =>
  (
    await sql<{ action: string; actor_id: number | null }>(
      'SELECT action, actor_id FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id',
      [targetType, String(targetId)],
    )
  ).map((r) => [r.action, r.actor_id]);

const listedQuestionIds = async () => (await anonymous().get<QuestionItem[]>('/api/expert-questions?limit=50')).body.map((q) => q.id);
const deltaQuestion = async (id: number) =>
  (await anonymous().get<QuestionItem[]>('/api/expert-questions?updatedSince=0&limit=500')).body.find((q) => q.id === id);
const questionDetail = (client: TestClient, id: number) =>
  client.get<{ question: { answerCount: number }; answers: Array<{ id: number }> }>(`/api/expert-questions/${id}`);

/** A socket of `client`'s user, opened on `url` (another replica in the scale-out test). */
function connect(client: TestClient, url = base()): Promise<ChatSocket> {
  const socket: ChatSocket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { origin: url, cookie: client.cookie ?? '' },
  });
  sockets.push(socket);
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Resolves with the reason when the server cuts the socket; rejects if it is still open after `ms`. */
const disconnected = (socket: ChatSocket, ms = 5000) =>
  new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`socket still connected after ${ms} ms`)), ms);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

beforeAll(async () => {
  run = await startSecurityRun();
});
afterEach(() => {
  for (const s of sockets.splice(0)) s.disconnect();
});
afterAll(async () => {
  await run?.stop();
});

describe('questions hidden after reports', () => {
  it('three reporters hide a question from lists, search, similar, its page and delta pulls; dismiss shows it again', async () => {
    const author = await person();
    const moderator = await person('moderator');
    const tag = randomUUID().slice(0, 8);
    const question = await askQuestion(author, { title: `Osmosis blisters on a ${tag} hull, what now?` });
    const similarIds = async () =>
      (
        await anonymous().get<Array<{ id: number }>>(
          `/api/expert-questions/similar?title=${encodeURIComponent(`osmosis blisters ${tag} hull`)}`,
        )
      ).body.map((q) => q.id);
    const searchIds = async () =>
      (await anonymous().get<QuestionItem[]>(`/api/expert-questions?q=${encodeURIComponent(tag)}`)).body.map((q) => q.id);
    expect(await similarIds()).toContain(question.id);
    expect(await searchIds()).toEqual([question.id]);

    await reportedBy(MODERATION_LIMITS.reportsToHide - 1, 'question', question.id);
    expect(await listedQuestionIds()).toContain(question.id);
    expect((await groupOf(moderator, 'question', question.id))?.hidden).toBe(false);

    await reportedBy(1, 'question', question.id);
    expect(await listedQuestionIds()).not.toContain(question.id);
    expect(await searchIds()).toEqual([]);
    expect(await similarIds()).not.toContain(question.id);
    expect((await questionDetail(anonymous(), question.id)).status).toBe(404);
    expect((await questionDetail(author.client, question.id)).status).toBe(404);
    expect(await deltaQuestion(question.id)).toEqual({ id: question.id, deleted: true });
    // Nothing can be added to it meanwhile.
    const voter = await person();
    expect((await voter.client.post(`/api/expert-questions/${question.id}/vote`, { increment: true })).status).toBe(404);
    expect(
      (
        await voter.client.post('/api/expert-answers', {
          content: 'Dry it out over the winter and epoxy it.',
          questionId: question.id,
          isExpert: false,
        })
      ).status,
    ).toBe(404);

    const group = await groupOf(moderator, 'question', question.id);
    expect(group).toMatchObject({ hidden: true, count: MODERATION_LIMITS.reportsToHide });
    await decide(moderator, group!, 'dismiss');
    expect(await listedQuestionIds()).toContain(question.id);
    expect(await searchIds()).toEqual([question.id]);
    expect((await questionDetail(anonymous(), question.id)).status).toBe(200);
    expect(await deltaQuestion(question.id)).toMatchObject({ id: question.id, answerCount: 0 });
    expect(await groupOf(moderator, 'question', question.id)).toBeUndefined();
    expect(await auditActions('question', question.id)).toEqual([
      ['question.hide', null],
      ['report.dismiss', moderator.id],
    ]);
    const [dismissal] = await sql<{ details: Record<string, unknown> }>(
      `SELECT details FROM audit_log WHERE action = 'report.dismiss' AND target_type = 'question' AND target_id = $1`,
      [String(question.id)],
    );
    expect(dismissal.details).toMatchObject({ closed: MODERATION_LIMITS.reportsToHide, unhidden: true });
  });

  it('uphold removes a hidden question for good', async () => {
    const author = await person();
    const moderator = await person('moderator');
    const question = await askQuestion(author);
    await reportedBy(MODERATION_LIMITS.reportsToHide, 'question', question.id);
    await decide(moderator, (await groupOf(moderator, 'question', question.id))!, 'uphold');
    expect((await questionDetail(anonymous(), question.id)).status).toBe(404);
    expect(await listedQuestionIds()).not.toContain(question.id);
    expect(await deltaQuestion(question.id)).toEqual({ id: question.id, deleted: true });
    expect(await auditActions('question', question.id)).toEqual([
      ['question.hide', null],
      ['report.uphold', moderator.id],
    ]);
  });
});

describe('answers hidden after reports', () => {
  it("a hidden answer leaves the question's answers and counts; dismiss brings it back, uphold deletes it", async () => {
    const author = await person();
    const answerer = await person();
    const moderator = await person('moderator');
    const question = await askQuestion(author);
    const kept = await postAnswer(answerer, question.id);
    const reported = await postAnswer(answerer, question.id, { content: 'Just pour diesel in the air intake and crank it hard.' });
    const seen = async () => {
      const detail = await questionDetail(anonymous(), question.id);
      expect(detail.status).toBe(200);
      const listed = (await anonymous().get<QuestionItem[]>('/api/expert-questions?limit=50')).body.find((q) => q.id === question.id);
      return { answers: detail.body.answers.map((a) => a.id).sort(), count: detail.body.question.answerCount, listed: listed?.answerCount };
    };
    expect(await seen()).toEqual({ answers: [kept.id, reported.id].sort(), count: 2, listed: 2 });

    await reportedBy(MODERATION_LIMITS.reportsToHide, 'answer', reported.id);
    expect(await seen()).toEqual({ answers: [kept.id], count: 1, listed: 1 });
    expect(await deltaQuestion(question.id)).toMatchObject({ answerCount: 1 });
    // Hidden: no votes, and the question's author cannot accept it.
    expect((await (await person()).client.post(`/api/expert-answers/${reported.id}/vote`, { increment: true })).status).toBe(404);
    expect((await author.client.post(`/api/expert-answers/${reported.id}/accept`)).status).toBe(404);

    const group = await groupOf(moderator, 'answer', reported.id);
    expect(group).toMatchObject({ hidden: true });
    await decide(moderator, group!, 'dismiss');
    expect(await seen()).toEqual({ answers: [kept.id, reported.id].sort(), count: 2, listed: 2 });

    await reportedBy(MODERATION_LIMITS.reportsToHide, 'answer', reported.id);
    expect(await seen()).toEqual({ answers: [kept.id], count: 1, listed: 1 });
    await decide(moderator, (await groupOf(moderator, 'answer', reported.id))!, 'uphold');
    expect(await seen()).toEqual({ answers: [kept.id], count: 1, listed: 1 });
    expect(await sql('SELECT id FROM expert_answers WHERE id = $1', [reported.id])).toEqual([]);
    expect(await auditActions('answer', reported.id)).toEqual([
      ['answer.hide', null],
      ['report.dismiss', moderator.id],
      ['answer.hide', null],
      ['report.uphold', moderator.id],
    ]);
  });
});

describe('chat messages hidden after reports', () => {
  it('a hidden message keeps its place with a fixed text in the history and the rooms list; dismiss restores it, uphold removes it', async () => {
    const author = await person();
    const reader = await person();
    const moderator = await person('moderator');
    const [room] = await sql<{ id: string }>('SELECT id::text AS id FROM chat_rooms ORDER BY id LIMIT 1');
    const content = `Selling cheap antifouling, pay by gift card ${randomUUID()}`;
    const [message] = await sql<{ id: string }>(
      `INSERT INTO chat_messages (room_id, user_id, content) VALUES ($1, $2, $3) RETURNING id::text`,
      [room.id, author.id, content],
    );
    const messageId = Number(message.id);
    const seen = async (client: TestClient) => {
      const history = await client.get<ChatMessage[]>(`/api/chat/rooms/${room.id}/messages`);
      const rooms = await client.get<ChatRoomSummary[]>('/api/chat/rooms');
      expect(history.status).toBe(200);
      return {
        history: history.body.find((m) => m.id === messageId)?.content,
        lastMessage: rooms.body.find((r) => r.id === room.id)?.lastMessage?.content,
      };
    };
    expect(await seen(reader.client)).toEqual({ history: content, lastMessage: content });

    await reportedBy(MODERATION_LIMITS.reportsToHide, 'message', messageId);
    const hidden = { history: MODERATED_MESSAGE_TEXTS.hidden, lastMessage: MODERATED_MESSAGE_TEXTS.hidden };
    expect(await seen(reader.client)).toEqual(hidden);
    expect(await seen(author.client)).toEqual(hidden);
    const group = await groupOf(moderator, 'message', messageId);
    expect(group).toMatchObject({ hidden: true, count: MODERATION_LIMITS.reportsToHide });

    await decide(moderator, group!, 'dismiss');
    expect(await seen(reader.client)).toEqual({ history: content, lastMessage: content });

    await reportedBy(1, 'message', messageId);
    await decide(moderator, (await groupOf(moderator, 'message', messageId))!, 'uphold');
    expect(await seen(reader.client)).toEqual({ history: MODERATED_MESSAGE_TEXTS.removed, lastMessage: MODERATED_MESSAGE_TEXTS.removed });
    expect(await auditActions('message', messageId)).toEqual([
      ['message.hide', null],
      ['report.dismiss', moderator.id],
      ['report.uphold', moderator.id],
    ]);
  });

  it('a message of a private conversation can be reported by its participants only; anyone else gets the not-found answer', async () => {
    const seller = await person();
    const buyer = await person();
    const stranger = await person();
    const part = await createListing(seller);
    const roomId = `part-${part.id}-${seller.id}-${buyer.id}`;
    await sql('INSERT INTO chat_conversations (id, part_id, seller_id, buyer_id) VALUES ($1, $2, $3, $4)', [
      roomId,
      part.id,
      seller.id,
      buyer.id,
    ]);
    const [message] = await sql<{ id: string }>(
      `INSERT INTO chat_messages (room_id, user_id, content) VALUES ($1, $2, 'Pay me by wire transfer first') RETURNING id::text`,
      [roomId, seller.id],
    );
    const body = { targetType: 'message', targetId: Number(message.id), reason: 'scam' };
    const refused = await stranger.client.post('/api/reports', body);
    const missing = await stranger.client.post('/api/reports', { ...body, targetId: Number(message.id) + 1000 });
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: MODERATION_MESSAGES.targetNotFound, code: 'REPORT_TARGET_NOT_FOUND' });
    expect(missing.body).toEqual(refused.body);
    expect(await sql('SELECT id FROM reports WHERE target_type = $1 AND target_id = $2', ['message', message.id])).toEqual([]);

    const reported = await buyer.client.post('/api/reports', body);
    expect(reported.status, reported.text).toBe(201);
    expect((await seller.client.post('/api/reports', body)).status).toBe(403);
    expect(await sql('SELECT reporter_id FROM reports WHERE target_type = $1 AND target_id = $2', ['message', message.id])).toEqual([
      { reporter_id: buyer.id },
    ]);
  });
});

describe("suspension cuts the user's open chat sockets", () => {
  it('POST /api/admin/users/{id}/suspension disconnects the socket at once, and it cannot reconnect', async () => {
    const moderator = await person('moderator');
    const member = await person();
    const bystander = await person();
    const socket = await connect(member.client);
    const other = await connect(bystander.client);
    const cut = disconnected(socket);
    const res = await moderator.client.post(`/api/admin/users/${member.id}/suspension`, { reason: 'Scam messages' });
    expect(res.status, res.text).toBe(200);
    expect(await cut).toBe('io server disconnect');
    expect(other.connected).toBe(true);
    await expect(connect(member.client)).rejects.toThrow(/sign in/i);
  });

  it('an upheld report with suspend, sent with an Idempotency-Key (one outer transaction), cuts the socket after it commits', async () => {
    const moderator = await person('moderator');
    const author = await person();
    const question = await askQuestion(author);
    await reportedBy(1, 'question', question.id);
    const socket = await connect(author.client);
    const cut = disconnected(socket);
    await decide(moderator, (await groupOf(moderator, 'question', question.id))!, 'uphold', {
      suspend: true,
      headers: { 'idempotency-key': randomUUID() },
    });
    expect(await cut).toBe('io server disconnect');
    expect((await author.client.get('/api/user')).status).toBe(401);
  });

  describe('two replicas sharing Redis', () => {
    let redis: TestRedis;
    let a: ApiProcess;
    let b: ApiProcess;
    beforeAll(async () => {
      redis = await startTestRedis();
      const env = { TRUST_PROXY: 'true', SEED_DEMO_DATA: 'false', REDIS_URL: redis.url };
      [a, b] = await Promise.all([startApi({ databaseUrl: run.db.url, env }), startApi({ databaseUrl: run.db.url, env })]);
    });
    afterAll(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await redis?.stop();
    });

    it("a suspension made through one replica cuts the user's socket on the other", async () => {
      const moderator = await signUp(a.url);
      await sql("UPDATE users SET role = 'moderator' WHERE id = $1", [moderator.id]);
      const member = await signUp(a.url);
      const socket = await connect(Object.assign(new TestClient(b.url), { cookie: member.client.cookie }), b.url);
      const cut = disconnected(socket);
      const res = await moderator.client.post(`/api/admin/users/${member.id}/suspension`, { reason: 'Scam messages' });
      expect(res.status, res.text).toBe(200);
      expect(await cut).toBe('io server disconnect');
    });
  });
});
