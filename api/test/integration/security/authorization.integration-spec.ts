import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertiseInquiryFactory, buyInquiryFactory, supportRequestFactory } from '../../utils/contact-factories';
import {
  answerFactory,
  jpegFactory,
  listingFactory,
  questionFactory,
  registrationFactory,
  savedSearchFactory,
  uploadImage,
} from '../../utils/factories';
import { boatFactory } from '../../utils/boat-factories';
import { type Reply, TestClient } from '../../utils/http-client';
import {
  type Person,
  type SecurityRun,
  alertUnsubscribeToken,
  askQuestion,
  createListing,
  saveSearch,
  declaredMutatingRoutes,
  forgedUnsubscribeToken,
  issuedImage,
  postAnswer,
  signUp,
  startSecurityRun,
  subscribeDevice,
  tamperedUnsubscribeToken,
} from './security-harness';

/*
 * Security suite 1 (docs/testing.md "Security suite"): every state-changing endpoint × anonymous / another user / the owner
 * (or member) → the expected status, and a refused or foreign request leaves the owner's data as it
 * was. Then: nobody reads another user's saved parts, own listings or private data.
 */

let run: SecurityRun;
const base = () => run.api.url;

/** The same signed-in person on a second connection (a copy of the cookie, its own client IP). */
function as(person: Person): TestClient {
  const copy = new TestClient(base());
  copy.cookie = person.client.cookie;
  return copy;
}

type Actor = 'anonymous' | 'stranger' | 'owner';

/** Two accounts with different passwords. */
async function twoPeople(): Promise<{ owner: Person; stranger: Person }> {
  const password = () => `Keel-${Math.random().toString(36).slice(2, 8)}-7!`;
  return { owner: await signUp(base(), { password: password() }), stranger: await signUp(base(), { password: password() }) };
}
let shared: { owner: Person; stranger: Person } | undefined;

interface Target {
  /** Sends the request as `client`, who is `actor`. */
  send(client: TestClient, actor: Actor): Promise<Reply>;
  /** The owner's data the request aims at, read from the database. */
  fingerprint(): Promise<unknown>;
}

interface MatrixRow {
  route: string;
  expected: Record<Actor, number>;
  /** Whether the owner's own successful request changes the fingerprint (proves the fingerprint can see a change). */
  ownerChanges: boolean;
  /** New accounts for each attempt: the request starts, ends or invalidates sessions. */
  freshPeople?: boolean;
  /** Fresh data for one actor's attempt. */
  prepare(owner: Person, stranger: Person): Promise<Target>;
}

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await run.pg.query(text, params)).rows as T[];

/** The user's boats, every column (tombstones too). */
const boatRows = (userId: number) => sql(`SELECT * FROM boats WHERE user_id = $1 ORDER BY id`, [userId]);

/** The user's saved-part rows, every column but the touch time (whatever columns the table has). */
const savedRows = (userId: number) =>
  sql(`SELECT to_jsonb(s) - 'updated_at' AS row FROM saved_parts s WHERE user_id = $1 ORDER BY part_id`, [userId]);

/** The user's saved searches, every column. */
const savedSearchRows = (userId: number) => sql(`SELECT * FROM saved_searches WHERE user_id = $1 ORDER BY id`, [userId]);

/** The user's Web Push device subscriptions, every column. */
const pushRows = (userId: number) => sql(`SELECT * FROM push_subscriptions WHERE user_id = $1 ORDER BY id`, [userId]);

/** Whether alert e-mails are on, for each of these users. */
const alertEmails = (...userIds: number[]) =>
  sql<{ id: number; alert_emails: boolean }>(`SELECT id, alert_emails FROM users WHERE id = ANY($1::int[]) ORDER BY id`, [userIds]);

const MATRIX: MatrixRow[] = [
  {
    route: 'POST /api/register',
    freshPeople: true,
    expected: { anonymous: 201, stranger: 201, owner: 201 },
    ownerChanges: false,
    async prepare(owner) {
      return {
        send: (client) => client.post('/api/register', registrationFactory()),
        fingerprint: () => sql('SELECT username, email, password_hash, role FROM users WHERE id = $1', [owner.id]),
      };
    },
  },
  {
    route: 'POST /api/login',
    freshPeople: true,
    expected: { anonymous: 200, stranger: 200, owner: 200 },
    ownerChanges: false,
    async prepare(owner) {
      return {
        send: (client) => client.post('/api/login', { username: owner.username, password: owner.password }),
        fingerprint: () => sql('SELECT password_hash, role FROM users WHERE id = $1', [owner.id]),
      };
    },
  },
  {
    route: 'POST /api/logout',
    freshPeople: true,
    expected: { anonymous: 200, stranger: 200, owner: 200 },
    ownerChanges: true,
    async prepare(owner) {
      return {
        send: (client) => client.post('/api/logout'),
        fingerprint: async () => (await as(owner).get('/api/user')).status,
      };
    },
  },
  {
    route: 'PATCH /api/user',
    expected: { anonymous: 401, stranger: 200, owner: 200 },
    ownerChanges: true,
    async prepare(owner) {
      return {
        send: (client) => client.patch('/api/user', { fullName: 'Changed By Request', company: 'Changed Co' }),
        fingerprint: () => sql('SELECT full_name, company, email, phone FROM users WHERE id = $1', [owner.id]),
      };
    },
  },
  {
    route: 'POST /api/user/password',
    freshPeople: true,
    // The body carries the owner's current password: another user's account has another one.
    expected: { anonymous: 401, stranger: 400, owner: 200 },
    ownerChanges: true,
    async prepare(owner) {
      return {
        send: (client) => client.post('/api/user/password', { currentPassword: owner.password, newPassword: 'Bilge-Pump-88!' }),
        fingerprint: () => sql('SELECT password_hash FROM users WHERE id = $1', [owner.id]),
      };
    },
  },
  {
    route: 'POST /api/boat-parts',
    expected: { anonymous: 401, stranger: 201, owner: 201 },
    ownerChanges: true,
    async prepare(owner, stranger) {
      const images = {
        owner: await issuedImage(owner.client),
        stranger: await issuedImage(stranger.client),
        anonymous: '/uploads/u/x.webp',
      };
      return {
        send: (client, actor) => client.post('/api/boat-parts', listingFactory([images[actor]])),
        fingerprint: () => sql('SELECT id FROM boat_parts WHERE user_id = $1 ORDER BY id', [owner.id]),
      };
    },
  },
  {
    route: 'PUT /api/boat-parts/:id',
    expected: { anonymous: 401, stranger: 403, owner: 200 },
    ownerChanges: true,
    async prepare(owner) {
      const part = await createListing(owner);
      return {
        send: (client) =>
          client.request('PUT', `/api/boat-parts/${part.id}`, listingFactory(part.imageUrls, { title: 'Taken over listing' })),
        fingerprint: () => sql('SELECT title, version, user_id, status FROM boat_parts WHERE id = $1', [part.id]),
      };
    },
  },
  {
    route: 'DELETE /api/boat-parts/:id',
    expected: { anonymous: 401, stranger: 403, owner: 200 },
    ownerChanges: true,
    async prepare(owner) {
      const part = await createListing(owner);
      return {
        send: (client) => client.request('DELETE', `/api/boat-parts/${part.id}`),
        fingerprint: () => sql('SELECT status, deleted_at, version FROM boat_parts WHERE id = $1', [part.id]),
      };
    },
  },
  {
    route: 'POST /api/upload-image',
    expected: { anonymous: 401, stranger: 201, owner: 201 },
    ownerChanges: true,
    async prepare(owner) {
      const jpeg = await jpegFactory({ width: 32, height: 32 });
      return {
        send: async (client) => {
          const res = await uploadImage(client, jpeg);
          return { status: res.status, body: res.body, headers: new Headers(), text: JSON.stringify(res.body) };
        },
        fingerprint: () => sql('SELECT key FROM uploads WHERE user_id = $1 ORDER BY key', [owner.id]),
      };
    },
  },
  {
    route: 'PUT /api/saved-parts/:partId',
    expected: { anonymous: 401, stranger: 204, owner: 204 },
    ownerChanges: true,
    async prepare(owner, stranger) {
      const part = await createListing(stranger);
      return {
        send: (client) => client.request('PUT', `/api/saved-parts/${part.id}`),
        fingerprint: () => savedRows(owner.id),
      };
    },
  },
  {
    route: 'DELETE /api/saved-parts/:partId',
    expected: { anonymous: 401, stranger: 204, owner: 204 },
    ownerChanges: true,
    async prepare(owner, stranger) {
      const part = await createListing(stranger);
      expect((await owner.client.request('PUT', `/api/saved-parts/${part.id}`)).status).toBe(204);
      return {
        send: (client) => client.request('DELETE', `/api/saved-parts/${part.id}`),
        fingerprint: () => savedRows(owner.id),
      };
    },
  },
  {
    route: 'POST /api/expert-questions',
    expected: { anonymous: 401, stranger: 201, owner: 201 },
    ownerChanges: true,
    async prepare(owner) {
      return {
        send: (client) => client.post('/api/expert-questions', questionFactory()),
        fingerprint: () => sql('SELECT id FROM expert_questions WHERE user_id = $1 ORDER BY id', [owner.id]),
      };
    },
  },
  {
    route: 'POST /api/expert-questions/:id/vote',
    expected: { anonymous: 401, stranger: 200, owner: 200 },
    ownerChanges: true,
    async prepare(owner) {
      // A third member's question: nobody may upvote their own (OWN_CONTENT_VOTE, community suite).
      const question = await askQuestion(await signUp(base()));
      return {
        send: (client) => client.post(`/api/expert-questions/${question.id}/vote`, { increment: true }),
        fingerprint: () => sql('SELECT question_id FROM question_votes WHERE user_id = $1', [owner.id]),
      };
    },
  },
  {
    route: 'POST /api/expert-answers',
    expected: { anonymous: 401, stranger: 201, owner: 201 },
    ownerChanges: true,
    async prepare(owner) {
      const question = await askQuestion(owner);
      return {
        send: (client) => client.post('/api/expert-answers', answerFactory(question.id)),
        fingerprint: () => sql('SELECT id FROM expert_answers WHERE user_id = $1 ORDER BY id', [owner.id]),
      };
    },
  },
  {
    route: 'POST /api/expert-answers/:id/vote',
    expected: { anonymous: 401, stranger: 200, owner: 200 },
    ownerChanges: true,
    async prepare(owner, stranger) {
      const question = await askQuestion(stranger);
      const answer = await postAnswer(await signUp(base()), question.id);
      return {
        send: (client) => client.post(`/api/expert-answers/${answer.id}/vote`, { increment: true }),
        fingerprint: () => sql('SELECT answer_id FROM answer_votes WHERE user_id = $1', [owner.id]),
      };
    },
  },
  {
    route: 'POST /api/expert-answers/:id/accept',
    // The owner is the question's author; the stranger wrote the answer and still may not accept it.
    expected: { anonymous: 401, stranger: 403, owner: 200 },
    ownerChanges: true,
    async prepare(owner, stranger) {
      const question = await askQuestion(owner);
      const answer = await postAnswer(stranger, question.id);
      return {
        send: (client) => client.post(`/api/expert-answers/${answer.id}/accept`),
        fingerprint: () =>
          sql('SELECT q.status, a.accepted FROM expert_questions q JOIN expert_answers a ON a.question_id = q.id WHERE a.id = $1', [
            answer.id,
          ]),
      };
    },
  },
  {
    route: 'DELETE /api/expert-answers/:id/accept',
    expected: { anonymous: 401, stranger: 403, owner: 200 },
    ownerChanges: true,
    async prepare(owner, stranger) {
      const question = await askQuestion(owner);
      const answer = await postAnswer(stranger, question.id);
      expect((await owner.client.post(`/api/expert-answers/${answer.id}/accept`)).status).toBe(200);
      return {
        send: (client) => client.request('DELETE', `/api/expert-answers/${answer.id}/accept`),
        fingerprint: () =>
          sql('SELECT q.status, a.accepted FROM expert_questions q JOIN expert_answers a ON a.question_id = q.id WHERE a.id = $1', [
            answer.id,
          ]),
      };
    },
  },
  // The public forms. A signed-in sender's submission is linked to their account; nobody else's
  // request adds to it.
  ...(
    [
      ['POST /api/contact/buy', '/api/contact/buy', buyInquiryFactory],
      ['POST /api/contact/wanted-part', '/api/contact/wanted-part', buyInquiryFactory],
      ['POST /api/contact/advertise', '/api/contact/advertise', advertiseInquiryFactory],
      ['POST /api/support', '/api/support', supportRequestFactory],
    ] as const
  ).map(([route, path, factory]): MatrixRow => ({
    route,
    expected: { anonymous: 201, stranger: 201, owner: 201 },
    ownerChanges: true,
    async prepare(owner) {
      return {
        send: (client) => client.post(path, factory()),
        fingerprint: () => sql('SELECT id FROM contact_submissions WHERE user_id = $1 ORDER BY id', [owner.id]),
      };
    },
  })),
  {
    route: 'POST /api/newsletter',
    expected: { anonymous: 202, stranger: 202, owner: 202 },
    ownerChanges: true,
    async prepare(owner, stranger) {
      const emails = { owner: owner.email, stranger: stranger.email, anonymous: `someone.${owner.id}@example.com` };
      return {
        send: (client, actor) => client.post('/api/newsletter', { email: emails[actor] }),
        fingerprint: () => sql('SELECT id, status FROM newsletter_subscriptions WHERE lower(email) = lower($1)', [owner.email]),
      };
    },
  },
  // The e-mailed links: only the token (a secret in the owner's mailbox) acts; a guessed one changes nothing.
  ...(['POST /api/newsletter/confirm', 'POST /api/newsletter/unsubscribe'] as const).map((route): MatrixRow => ({
    route,
    expected: { anonymous: 400, stranger: 400, owner: 400 },
    ownerChanges: false,
    async prepare(owner) {
      expect((await owner.client.post('/api/newsletter', { email: owner.email })).status).toBe(202);
      return {
        send: (client) => client.post(route.slice('POST '.length), { token: 'a'.repeat(43) }),
        fingerprint: () => sql('SELECT status, confirmed_at FROM newsletter_subscriptions WHERE lower(email) = lower($1)', [owner.email]),
      };
    },
  })),
  // E-mail verification. The link's token is the proof; a guessed one verifies nobody.
  {
    route: 'POST /api/user/verify-email',
    expected: { anonymous: 400, stranger: 400, owner: 400 },
    ownerChanges: false,
    async prepare(owner) {
      return {
        send: (client) => client.post('/api/user/verify-email', { token: 'a'.repeat(32) }),
        fingerprint: () => sql('SELECT email_verified_at FROM users WHERE id = $1', [owner.id]),
      };
    },
  },
  {
    // A new link for the signed-in user's own address only.
    route: 'POST /api/user/verify-email/resend',
    expected: { anonymous: 401, stranger: 200, owner: 200 },
    ownerChanges: true,
    async prepare(owner) {
      return {
        send: (client) => client.post('/api/user/verify-email/resend'),
        fingerprint: () => sql('SELECT id, email FROM email_verifications WHERE user_id = $1 ORDER BY id', [owner.id]),
      };
    },
  },
  // Chat. The owner is the buyer; the stranger is neither party.
  {
    route: 'POST /api/chat/conversations',
    expected: { anonymous: 401, stranger: 201, owner: 201 },
    ownerChanges: true,
    async prepare(owner) {
      const seller = await signUp(base());
      const part = await createListing(seller);
      return {
        send: (client) => client.post('/api/chat/conversations', { partId: part.id }),
        fingerprint: () => sql('SELECT id FROM chat_conversations WHERE buyer_id = $1 ORDER BY id', [owner.id]),
      };
    },
  },
  {
    route: 'POST /api/chat/rooms/:id/read',
    expected: { anonymous: 401, stranger: 403, owner: 204 },
    ownerChanges: true,
    async prepare(owner) {
      const seller = await signUp(base());
      const part = await createListing(seller);
      const { id: roomId } = (await owner.client.post<{ id: string }>('/api/chat/conversations', { partId: part.id })).body;
      const [message] = await sql<{ id: string }>(
        `INSERT INTO chat_messages (room_id, user_id, content) VALUES ($1, $2, 'Is it still for sale?') RETURNING id`,
        [roomId, seller.id],
      );
      return {
        send: (client) => client.post(`/api/chat/rooms/${roomId}/read`, { messageId: Number(message!.id) }),
        fingerprint: () => sql('SELECT room_id, message_id FROM chat_reads WHERE user_id = $1', [owner.id]),
      };
    },
  },
  ...(['PUT', 'DELETE'] as const).map((method): MatrixRow => ({
    route: `${method} /api/chat/blocks/:userId`,
    expected: { anonymous: 401, stranger: 204, owner: 204 },
    ownerChanges: true,
    async prepare(owner) {
      const other = await signUp(base());
      if (method === 'DELETE') expect((await owner.client.request('PUT', `/api/chat/blocks/${other.id}`)).status).toBe(204);
      return {
        send: (client) => client.request(method, `/api/chat/blocks/${other.id}`),
        fingerprint: () => sql('SELECT blocked_id FROM chat_blocks WHERE blocker_id = $1', [owner.id]),
      };
    },
  })),
  // Saved searches: a member's own; someone else's answers as if it did not exist.
  {
    route: 'POST /api/saved-searches',
    expected: { anonymous: 401, stranger: 201, owner: 201 },
    ownerChanges: true,
    async prepare(owner) {
      return {
        send: (client) => client.post('/api/saved-searches', savedSearchFactory()),
        fingerprint: () => savedSearchRows(owner.id),
      };
    },
  },
  {
    route: 'PATCH /api/saved-searches/:id',
    expected: { anonymous: 401, stranger: 404, owner: 200 },
    ownerChanges: true,
    async prepare(owner) {
      const id = (await saveSearch(owner)).id;
      return {
        send: (client) => client.patch(`/api/saved-searches/${id}`, { name: 'Taken over search', paused: true, frequency: 'off' }),
        fingerprint: () => savedSearchRows(owner.id),
      };
    },
  },
  {
    route: 'DELETE /api/saved-searches/:id',
    expected: { anonymous: 401, stranger: 404, owner: 204 },
    ownerChanges: true,
    async prepare(owner) {
      const id = (await saveSearch(owner)).id;
      return {
        send: (client) => client.request('DELETE', `/api/saved-searches/${id}`),
        fingerprint: () => savedSearchRows(owner.id),
      };
    },
  },
  // Web Push: a member's own devices. A device is removed by its endpoint, and only the
  // caller's own subscription of it: another user naming the owner's endpoint removes nothing.
  {
    route: 'POST /api/push/subscriptions',
    expected: { anonymous: 401, stranger: 201, owner: 201 },
    ownerChanges: true,
    async prepare(owner) {
      return {
        send: (client) => client.post('/api/push/subscriptions', run.push.device().subscription),
        fingerprint: () => pushRows(owner.id),
      };
    },
  },
  {
    route: 'DELETE /api/push/subscriptions',
    expected: { anonymous: 401, stranger: 204, owner: 204 },
    ownerChanges: true,
    async prepare(owner) {
      const device = await subscribeDevice(run, owner);
      return {
        send: (client) => client.request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint }),
        fingerprint: () => pushRows(owner.id),
      };
    },
  },
  // The one-click unsubscribe link of alert e-mails is public by design (a mail program posts
  // it, RFC 8058, with no cookie): only the token acts. The stranger forges one from their own e-mail's
  // link (the owner's id, their MAC); the others send the owner's token with its MAC altered.
  {
    route: 'POST /api/alerts/unsubscribe',
    expected: { anonymous: 400, stranger: 400, owner: 400 },
    ownerChanges: false,
    async prepare(owner, stranger) {
      const forged = forgedUnsubscribeToken(owner.id, await alertUnsubscribeToken(run, stranger.id));
      const tampered = tamperedUnsubscribeToken(await alertUnsubscribeToken(run, owner.id));
      return {
        send: (client, actor) => client.post('/api/alerts/unsubscribe', { token: actor === 'stranger' ? forged : tampered }),
        fingerprint: () => alertEmails(owner.id, stranger.id),
      };
    },
  },
  // Trust and safety (API): reports and sold listings are the members' own; the admin routes
  // refuse members (403) and anonymous callers (401) — moderator/admin/suspended rows are in
  // moderation.integration-spec.ts.
  {
    route: 'POST /api/reports',
    expected: { anonymous: 401, stranger: 201, owner: 201 },
    ownerChanges: true,
    async prepare(owner) {
      const part = await createListing(await signUp(base()));
      return {
        send: (client) => client.post('/api/reports', { targetType: 'listing', targetId: part.id, reason: 'scam' }),
        fingerprint: () => sql('SELECT target_id, reason FROM reports WHERE reporter_id = $1 ORDER BY id', [owner.id]),
      };
    },
  },
  {
    route: 'PATCH /api/boat-parts/:id/status',
    expected: { anonymous: 401, stranger: 403, owner: 200 },
    ownerChanges: true,
    async prepare(owner) {
      const part = await createListing(owner);
      return {
        send: (client) => client.patch(`/api/boat-parts/${part.id}/status`, { status: 'sold' }),
        fingerprint: () => sql('SELECT status, sold_at, version FROM boat_parts WHERE id = $1', [part.id]),
      };
    },
  },
  ...(
    [
      ['POST /api/admin/listings/:id/decision', 'POST', 'listing', { action: 'remove', reason: 'Test' }],
      ['POST /api/admin/reports/:id/decision', 'POST', 'report', { action: 'uphold', suspend: true }],
      ['PUT /api/admin/users/:id/role', 'PUT', 'user', { role: 'moderator' }],
      ['POST /api/admin/users/:id/suspension', 'POST', 'user', { reason: 'Test' }],
      ['DELETE /api/admin/users/:id/suspension', 'DELETE', 'user', undefined],
    ] as const
  ).map(([route, method, target, body]): MatrixRow => ({
    route,
    expected: { anonymous: 401, stranger: 403, owner: 403 },
    ownerChanges: false,
    async prepare(owner, stranger) {
      const part = await createListing(owner);
      const report = await stranger.client.post<{ id: number }>('/api/reports', {
        targetType: 'listing',
        targetId: part.id,
        reason: 'scam',
      });
      expect([201, 409]).toContain(report.status);
      const [{ id: reportId }] = await sql<{ id: number }>('SELECT id FROM reports WHERE target_id = $1', [part.id]);
      const id = target === 'listing' ? part.id : target === 'report' ? reportId : owner.id;
      return {
        send: (client) => client.request(method, route.slice(method.length + 1).replace(':id', String(id)), body),
        fingerprint: async () => [
          await sql('SELECT role, suspended_at FROM users WHERE id = $1', [owner.id]),
          await sql('SELECT moderation_status, approval_status FROM boat_parts WHERE id = $1', [part.id]),
          await sql('SELECT status FROM reports WHERE id = $1', [reportId]),
          await sql('SELECT count(*) FROM audit_log'),
        ],
      };
    },
  })),
  // My Boat: a user's boats are theirs alone; another user's boat is not found (404), as if it did not exist.
  {
    route: 'POST /api/boats',
    expected: { anonymous: 401, stranger: 201, owner: 201 },
    ownerChanges: true,
    async prepare(owner) {
      return {
        send: (client) => client.post('/api/boats', boatFactory()),
        fingerprint: () => boatRows(owner.id),
      };
    },
  },
  ...(
    [
      ['PUT /api/boats/:id', 'PUT', 200],
      ['DELETE /api/boats/:id', 'DELETE', 200],
    ] as const
  ).map(([route, method, ownerStatus]): MatrixRow => ({
    route,
    expected: { anonymous: 401, stranger: 404, owner: ownerStatus },
    ownerChanges: true,
    async prepare(owner) {
      const boat = await owner.client.post<{ id: number }>('/api/boats', boatFactory());
      expect(boat.status).toBe(201);
      return {
        send: (client) =>
          client.request(method, `/api/boats/${boat.body.id}`, method === 'PUT' ? boatFactory({ name: 'Renamed' }) : undefined),
        fingerprint: () => boatRows(owner.id),
      };
    },
  })),
];

beforeAll(async () => {
  run = await startSecurityRun();
});
afterAll(async () => {
  await run?.stop();
});

describe('authorisation matrix: every state-changing endpoint × anonymous / another user / owner', () => {
  it('lists every state-changing route the controllers declare', () => {
    expect(MATRIX.map((row) => row.route).sort()).toEqual(declaredMutatingRoutes());
  });

  describe.each(MATRIX)('$route', (row) => {
    it.each(['anonymous', 'stranger', 'owner'] as const)(
      `as %s → the expected status; only the owner's own request changes the owner's data`,
      async (actor) => {
        const { owner, stranger } = row.freshPeople ? await twoPeople() : (shared ??= await twoPeople());
        const target = await row.prepare(owner, stranger);
        const before = await target.fingerprint();
        const client = actor === 'anonymous' ? new TestClient(base()) : as(actor === 'owner' ? owner : stranger);
        const res = await target.send(client, actor);
        expect(res.status, res.text).toBe(row.expected[actor]);
        if (res.status >= 400) expect(res.body).toMatchObject({ message: expect.any(String), code: expect.any(String) });
        if (res.status === 401) expect(res.body).toEqual({ message: 'You need to be logged in', code: 'UNAUTHENTICATED' });
        const after = await target.fingerprint();
        if (actor === 'owner' && row.ownerChanges) expect(after).not.toEqual(before);
        else expect(after).toEqual(before);
      },
    );
  });

  it.each([
    ['PUT', '/api/boat-parts/2147483647', listingFactory(['/uploads/u/AAAAAAAAAAAAAAAAAAAAAA-1280.webp']), 'PART_NOT_FOUND'],
    ['DELETE', '/api/boat-parts/2147483647', undefined, 'PART_NOT_FOUND'],
    ['PUT', '/api/saved-parts/2147483647', undefined, 'PART_NOT_FOUND'],
    ['POST', '/api/expert-questions/2147483647/vote', { increment: true }, 'QUESTION_NOT_FOUND'],
    ['POST', '/api/expert-answers', answerFactory(2147483647), 'QUESTION_NOT_FOUND'],
    ['POST', '/api/expert-answers/2147483647/vote', { increment: true }, 'ANSWER_NOT_FOUND'],
    ['POST', '/api/expert-answers/2147483647/accept', undefined, 'ANSWER_NOT_FOUND'],
    ['DELETE', '/api/expert-answers/2147483647/accept', undefined, 'ANSWER_NOT_FOUND'],
    ['PATCH', '/api/saved-searches/2147483647', { paused: true }, 'SAVED_SEARCH_NOT_FOUND'],
    ['DELETE', '/api/saved-searches/2147483647', undefined, 'SAVED_SEARCH_NOT_FOUND'],
    ['PUT', '/api/boats/2147483647', boatFactory(), 'BOAT_NOT_FOUND'],
    ['DELETE', '/api/boats/2147483647', undefined, 'BOAT_NOT_FOUND'],
  ])('%s %s on something that does not exist → 404 for a signed-in user, 401 signed out', async (method, path, body, code) => {
    const someone = await signUp(base());
    const res = await as(someone).request(method, path, body ?? (method === 'POST' ? {} : undefined));
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code });
    expect((await new TestClient(base()).request(method, path, body ?? (method === 'POST' ? {} : undefined))).status).toBe(401);
  });
});

/** What a mail program does with List-Unsubscribe-Post (RFC 8058): a form POST to the link, no cookie, no Origin. */
async function oneClickUnsubscribe(token: string): Promise<{ status: number; text: string; body: unknown }> {
  const res = await fetch(`${base()}/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': new TestClient(base()).ip },
    body: 'List-Unsubscribe=One-Click',
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? (JSON.parse(text) as unknown) : undefined };
}

describe('Web Push subscriptions and the alert e-mails unsubscribe link', () => {
  it("another user cannot remove a member's device: DELETE with its endpoint answers 204 and the row stays", async () => {
    const { owner, stranger } = await twoPeople();
    const device = await subscribeDevice(run, owner);
    const before = await sql('SELECT * FROM push_subscriptions WHERE endpoint = $1', [device.endpoint]);
    expect(before).toEqual([expect.objectContaining({ user_id: owner.id, endpoint: device.endpoint })]);
    for (const body of [{ endpoint: device.endpoint }, { endpoint: device.endpoint, userId: owner.id, user_id: owner.id }]) {
      const res = await as(stranger).request('DELETE', '/api/push/subscriptions', body);
      expect(res.status, res.text).toBe(204);
    }
    const signedOut = await new TestClient(base()).request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint });
    expect(signedOut.status).toBe(401);
    expect(await sql('SELECT * FROM push_subscriptions WHERE endpoint = $1', [device.endpoint])).toEqual(before);
    // The owner removes it.
    expect((await as(owner).request('DELETE', '/api/push/subscriptions', { endpoint: device.endpoint })).status).toBe(204);
    expect(await sql('SELECT 1 FROM push_subscriptions WHERE endpoint = $1', [device.endpoint])).toEqual([]);
  });

  it('POST /api/alerts/unsubscribe: a forged or altered token, in the body or the query, turns nobody off; the real one turns off its user only', async () => {
    const { owner, stranger } = await twoPeople();
    const token = await alertUnsubscribeToken(run, owner.id);
    const strangers = await alertUnsubscribeToken(run, stranger.id);
    const forgeries = [
      forgedUnsubscribeToken(owner.id, strangers), // the owner's id with another user's (valid) MAC
      forgedUnsubscribeToken(stranger.id, token), // and the other way round
      tamperedUnsubscribeToken(token), // a wrong MAC
      `a${owner.id}x${'A'.repeat(43)}`,
      `a${owner.id}`,
      `a0${owner.id}x${token.slice(token.indexOf('x') + 1)}`, // the same id written another way
      `${token}A`,
      token.slice(1), // without its prefix
      token.toUpperCase(),
      `n${token.slice(1)}`, // another kind of link's prefix
    ];
    for (const bad of forgeries) {
      for (const [label, send] of [
        ['JSON body', () => new TestClient(base()).post('/api/alerts/unsubscribe', { token: bad })],
        ['one-click form POST, token in the query', () => oneClickUnsubscribe(bad)],
        ['signed in as the stranger', () => as(stranger).post('/api/alerts/unsubscribe', { token: bad })],
      ] as const) {
        const res = await send();
        expect(res.status, `${label}: ${bad} → ${res.text}`).toBe(400);
        expect(res.body, `${label}: ${bad}`).toEqual({ message: expect.any(String), code: 'ALERT_UNSUBSCRIBE_INVALID' });
      }
    }
    // twoPeople signs the owner up first: the owner's id is the smaller.
    expect(await alertEmails(owner.id, stranger.id)).toEqual([
      { id: owner.id, alert_emails: true },
      { id: stranger.id, alert_emails: true },
    ]);

    // The e-mail's own link works, without signing in, and for its user only.
    const res = await oneClickUnsubscribe(token);
    expect(res.status, res.text).toBe(200);
    expect(await alertEmails(owner.id, stranger.id)).toEqual([
      { id: owner.id, alert_emails: false },
      { id: stranger.id, alert_emails: true },
    ]);
  });
});

describe('nobody reads what belongs to another user', () => {
  it("another user's saved parts, saved searches, alerts and own-listings list are never returned, whatever the query says", async () => {
    const owner = await signUp(base());
    const stranger = await signUp(base());
    const seller = await signUp(base());
    const saved = await createListing(seller);
    const mine = await createListing(owner);
    expect((await owner.client.request('PUT', `/api/saved-parts/${saved.id}`)).status).toBe(204);

    for (const path of ['/api/saved-parts', `/api/saved-parts?userId=${owner.id}`, `/api/saved-parts?user_id=${owner.id}`]) {
      const res = await as(stranger).get<Array<{ id: number }>>(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect((await new TestClient(base()).get(path)).status).toBe(401);
    }
    const search = (await saveSearch(owner)).id;
    for (const path of ['/api/saved-searches', `/api/saved-searches?userId=${owner.id}`, `/api/saved-searches?user_id=${owner.id}`]) {
      const res = await as(stranger).get<Array<{ id: number }>>(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect((await new TestClient(base()).get(path)).status).toBe(401);
    }
    for (const path of ['/api/boat-parts/user', `/api/boat-parts/user?userId=${owner.id}`]) {
      const res = await as(stranger).get<Array<{ id: number }>>(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect((await new TestClient(base()).get(path)).status).toBe(401);
    }
    // An alert recorded for the owner (as the matching job would) on the listing they saved.
    await sql(`INSERT INTO alerts (user_id, part_id, saved_search_id, kind) VALUES ($1, $2, $3, 'search')`, [owner.id, saved.id, search]);
    for (const path of ['/api/alerts', `/api/alerts?userId=${owner.id}`, `/api/alerts?user_id=${owner.id}`]) {
      const res = await as(stranger).get<Array<{ id: number }>>(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect((await new TestClient(base()).get(path)).status).toBe(401);
    }
    // The owner sees their own.
    expect((await as(owner).get<Array<{ part: { id: number } }>>('/api/alerts')).body.map((a) => a.part.id)).toEqual([saved.id]);
    expect((await as(owner).get<Array<{ id: number }>>('/api/saved-parts')).body.map((p) => p.id)).toEqual([saved.id]);
    expect((await as(owner).get<Array<{ id: number }>>('/api/boat-parts/user')).body.map((p) => p.id)).toEqual([mine.id]);
    expect((await as(owner).get<Array<{ id: number }>>('/api/saved-searches')).body.map((s) => s.id)).toEqual([search]);
  });

  it("another user's boats are never returned: the list, a delta pull and GET /api/boats/{id} (404)", async () => {
    const owner = await signUp(base());
    const stranger = await signUp(base());
    const boat = await owner.client.post<{ id: number }>('/api/boats', boatFactory());
    expect(boat.status).toBe(201);
    for (const path of ['/api/boats', `/api/boats?userId=${owner.id}`, `/api/boats?user_id=${owner.id}`, '/api/boats?updatedSince=0']) {
      const res = await as(stranger).get<Array<{ id: number }>>(path);
      expect(res.status).toBe(200);
      expect(res.body).toEqual([]);
      expect((await new TestClient(base()).get(path)).status).toBe(401);
    }
    expect((await as(stranger).get(`/api/boats/${boat.body.id}`)).body).toEqual({ message: 'Boat not found', code: 'BOAT_NOT_FOUND' });
    expect((await as(owner).get<Array<{ id: number }>>('/api/boats')).body.map((b) => b.id)).toEqual([boat.body.id]);
  });

  it("another user's listing that is not public answers 404 to everyone but its owner", async () => {
    const owner = await signUp(base());
    const stranger = await signUp(base());
    for (const change of [`status = 'removed'`, `moderation_status = 'rejected'`, `approval_status = 'rejected'`]) {
      const part = await createListing(owner);
      await run.pg.query(`UPDATE boat_parts SET ${change} WHERE id = $1`, [part.id]);
      expect((await as(stranger).get(`/api/boat-parts/${part.id}`)).status, change).toBe(404);
      expect((await new TestClient(base()).get(`/api/boat-parts/${part.id}`)).status, change).toBe(404);
      expect((await as(owner).get(`/api/boat-parts/${part.id}`)).status, change).toBe(200);
    }
  });

  it('GET /api/user answers only the signed-in account, never one named in the query', async () => {
    const owner = await signUp(base());
    const stranger = await signUp(base());
    const res = await as(stranger).get<{ id: number; email: string }>(`/api/user?id=${owner.id}&userId=${owner.id}`);
    expect(res.body).toMatchObject({ id: stranger.id, email: stranger.email });
    expect(res.text).not.toContain(owner.email);
  });

  it('e-mail, phone and password hash never appear in public responses (members, listings, questions, answers)', async () => {
    const owner = await signUp(base(), { fullName: 'Private Person', company: 'Private Yard Ltd' });
    const phone = '+44 7700 900123';
    await run.pg.query('UPDATE users SET phone = $1 WHERE id = $2', [phone, owner.id]);
    const [{ password_hash: hash }] = (await run.pg.query('SELECT password_hash FROM users WHERE id = $1', [owner.id])).rows;
    const part = await createListing(owner, { title: 'Privacy probe winch', contactEmail: 'public.contact@example.com', contactPhone: '' });
    await run.pg.query('UPDATE boat_parts SET featured = true WHERE id = $1', [part.id]);
    const question = await askQuestion(owner, { title: 'Privacy probe: which antifouling paint?' });
    await postAnswer(owner, question.id);
    const reader = await signUp(base());
    expect((await reader.client.request('PUT', `/api/saved-parts/${part.id}`)).status).toBe(204);

    // [path, a text the answer must show (so the check looks at a page that holds the owner's data)]
    const publicReads: Array<[string, string | null]> = [
      ['/api/members?q=Private%20Person', 'Private Yard Ltd'],
      ['/api/members', null],
      ['/api/boat-parts?q=privacy%20probe', 'Privacy probe winch'],
      ['/api/boat-parts', null],
      ['/api/boat-parts/featured', 'Privacy probe winch'],
      [`/api/boat-parts/${part.id}`, 'public.contact@example.com'],
      [`/api/sellers/${owner.username}`, 'Privacy probe winch'],
      ['/api/expert-questions?q=antifouling', 'Privacy probe'],
      ['/api/expert-questions', null],
      [`/api/expert-questions/category/${encodeURIComponent('Maintenance')}?q=antifouling`, 'Privacy probe'],
      [`/api/expert-questions/${question.id}`, 'Private Person'],
      [`/api/expert-questions/similar?title=${encodeURIComponent('Which antifouling paint, privacy probe')}`, 'Privacy probe'],
    ];
    for (const [path, mustShow] of publicReads) {
      for (const client of [new TestClient(base()), as(reader)]) {
        const res = await client.get(path);
        expect(res.status, path).toBe(200);
        if (mustShow) expect(res.text, path).toContain(mustShow);
        expect(res.text, path).not.toContain(owner.email);
        expect(res.text, path).not.toContain(phone);
        expect(res.text, path).not.toContain(hash.slice(-20));
        expect(res.text, path).not.toMatch(
          /"(email|phone|passwordHash|password_hash|password|emailVerifiedAt|notifyEmail|newsletterSubscribed)"/,
        );
      }
    }
    // Another user's saved list shows the listing without contact details.
    const savedList = await as(reader).get('/api/saved-parts');
    expect(savedList.text).toContain('Privacy probe winch');
    expect(savedList.text).not.toContain('public.contact@example.com');
    expect(savedList.text).not.toContain(owner.email);
  });
});

describe('Idempotency-Key is scoped to the signed-in user', () => {
  it("another user sending the same key gets a result of their own, never the first user's stored response", async () => {
    const { owner, stranger } = await twoPeople();
    const key = `key-${Math.random().toString(36).slice(2, 12)}`;
    const body = questionFactory();
    const first = await as(owner).post<{ id: number; userId: number }>('/api/expert-questions', body, { 'idempotency-key': key });
    expect(first.status, first.text).toBe(201);
    expect(first.body.userId).toBe(owner.id);

    const replay = await as(owner).post<{ id: number }>('/api/expert-questions', body, { 'idempotency-key': key });
    expect(replay.body.id).toBe(first.body.id);

    const other = await as(stranger).post<{ id: number; userId: number }>('/api/expert-questions', body, { 'idempotency-key': key });
    expect(other.status, other.text).toBe(201);
    expect(other.body.userId).toBe(stranger.id);
    expect(other.body.id).not.toBe(first.body.id);

    expect((await new TestClient(base()).post('/api/expert-questions', body, { 'idempotency-key': key })).status).toBe(401);
    const rows = await sql<{ user_id: number }>('SELECT user_id FROM expert_questions WHERE id = ANY($1) ORDER BY id', [
      [first.body.id, other.body.id],
    ]);
    expect(rows.map((r) => r.user_id)).toEqual([owner.id, stranger.id]);
  });

  it('the test-only fault header does nothing unless the server was started for fault tests', async () => {
    const { owner } = await twoPeople();
    const res = await as(owner).post<{ id: number }>('/api/expert-questions', questionFactory(), {
      'idempotency-key': `key-${Math.random().toString(36).slice(2, 12)}`,
      'x-test-fault': 'rollback-after-write',
    });
    expect(res.status, res.text).toBe(201);
    expect(await sql('SELECT id FROM expert_questions WHERE id = $1', [res.body.id])).toHaveLength(1);
  });
});

describe("a listing's fitment and part numbers, and the boats compared with it", () => {
  const fitment = [{ engineMake: 'Yamaha', engineModel: 'F150', hpFrom: 150, hpTo: 150 }];
  const partNumbers = [{ number: 'AZ-6611-T2', brand: 'Yamaha' }];
  const stored = (id: number) =>
    sql(
      `SELECT p.fitment, p.specs, p.part_numbers, p.version,
              (SELECT count(*)::int FROM part_fitment f WHERE f.part_id = p.id) AS fitment_rows,
              (SELECT count(*)::int FROM part_number_keys k WHERE k.part_id = p.id) AS number_keys
         FROM boat_parts p WHERE p.id = $1`,
      [id],
    );

  it("anonymous and another user cannot set, change or clear a listing's fitment, specs or part numbers", async () => {
    const { owner, stranger } = await twoPeople();
    const part = await createListing(owner, { fitment, partNumbers, specs: [{ key: 'pitch', value: '21', unit: 'in' }] });
    const before = await stored(part.id);
    expect(before[0]).toMatchObject({ fitment_rows: 1, number_keys: 1 });
    for (const [client, status] of [
      [new TestClient(base()), 401],
      [as(stranger), 403],
    ] as const) {
      for (const entries of [
        { fitment: [], specs: [], partNumbers: [] },
        { fitment: [{ engineMake: 'Suzuki' }], partNumbers: [{ number: 'AZ-0000-X1' }] },
      ]) {
        const res = await client.request(
          'PUT',
          `/api/boat-parts/${part.id}`,
          listingFactory(part.imageUrls, { title: part.title, ...entries }),
        );
        expect(res.status, res.text).toBe(status);
      }
    }
    expect(await stored(part.id)).toEqual(before);
  });

  it("GET /api/part-numbers is public; fitsMyBoats compares only the viewer's own boats", async () => {
    const { owner, stranger } = await twoPeople();
    const part = await createListing(owner, { fitment, partNumbers });
    expect((await new TestClient(base()).get('/api/part-numbers/AZ-6611-T2')).status).toBe(200);
    const engines = JSON.stringify([
      { make: 'Yamaha', model: 'F150', hp: 150, year: 2010, serial: null, shaftLength: null, rotation: null, fuel: null, drive: null },
    ]);
    const [ownerBoat] = await sql<{ id: number }>(
      `INSERT INTO boats (user_id, name, engines) VALUES ($1, 'Owner boat', $2::jsonb) RETURNING id`,
      [owner.id, engines],
    );
    const [strangerBoat] = await sql<{ id: number }>(
      `INSERT INTO boats (user_id, name, engines) VALUES ($1, 'Stranger boat', '[]') RETURNING id`,
      [stranger.id],
    );
    const seen = async (client: TestClient) =>
      (await client.get<{ fitsMyBoats?: Array<{ boatId: number; fits: boolean | null }> }>(`/api/boat-parts/${part.id}?userId=${owner.id}`))
        .body.fitsMyBoats;
    expect(await seen(as(owner))).toEqual([expect.objectContaining({ boatId: ownerBoat.id, fits: true })]);
    expect(await seen(as(stranger))).toEqual([expect.objectContaining({ boatId: strangerBoat.id, fits: null })]);
    expect(await seen(new TestClient(base()))).toBeUndefined();
  });
});
