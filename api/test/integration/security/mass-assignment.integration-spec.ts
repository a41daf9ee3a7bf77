import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerFactory,
  jpegFactory,
  listingFactory,
  questionFactory,
  registrationFactory,
  savedSearchFactory,
} from '../../utils/factories';
import { boatFactory } from '../../utils/boat-factories';
import { TestClient } from '../../utils/http-client';
import { query } from '../../utils/test-database';
import {
  type Person,
  type SecurityRun,
  alertUnsubscribeToken,
  askQuestion,
  createListing,
  issuedImage,
  postAnswer,
  saveSearch,
  signUp,
  startSecurityRun,
  subscribeDevice,
} from './security-harness';

/*
 * Security suite 2 (docs/testing.md "Security suite"): request bodies carrying fields the server owns change nothing. Every
 * write endpoint gets the same hostile extras; the database is read back with `query`.
 */

let run: SecurityRun;
const base = () => run.api.url;
const db = () => run.db.url;

const LONG_AGO = '2001-01-01T00:00:00.000Z';

/** Fields no client may set, with values an attacker would like; `victim` is another account's id. */
function hostileExtras(victim: number): Record<string, unknown> {
  return {
    id: 999_999,
    userId: victim,
    user_id: victim,
    user: victim,
    ownerId: victim,
    authorId: victim,
    featured: true,
    status: 'sold',
    role: 'admin',
    moderationStatus: 'approved',
    moderation_status: 'approved',
    moderatedBy: victim,
    moderatedAt: LONG_AGO,
    moderationNotes: 'approved by request',
    approvalStatus: 'approved',
    approvedAt: LONG_AGO,
    rejectionReason: 'none',
    version: 99,
    isVerifiedExpert: true,
    verifiedExpert: true,
    accepted: true,
    upvotes: 500,
    views: 900,
    answerCount: 40,
    viewerHasVoted: true,
    createdAt: LONG_AGO,
    created_at: LONG_AGO,
    updatedAt: LONG_AGO,
    deletedAt: LONG_AGO,
    emailVerifiedAt: LONG_AGO,
    emailVerified: true,
    isOnline: true,
    passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA',
    password_hash: 'x',
    savedAt: LONG_AGO,
  };
}

const recent = (value: unknown) => Date.now() - new Date(value as string).getTime() < 10 * 60_000;

beforeAll(async () => {
  run = await startSecurityRun();
});
afterAll(async () => {
  await run?.stop();
});

describe('mass assignment: server-owned fields in a body change nothing', () => {
  let victim: Person;
  beforeAll(async () => {
    victim = await signUp(base());
  });

  it('POST /api/register: the new account is a plain member, unverified, with the hash of its own password', async () => {
    const client = new TestClient(base());
    const payload = registrationFactory({ ...hostileExtras(victim.id), password: 'Tr1m-the-jib!' });
    const res = await client.post<{ id: number; role: string }>('/api/register', payload);
    expect(res.status, res.text).toBe(201);
    expect(res.body.id).not.toBe(999_999);
    expect(res.body.role).toBe('member');
    const [row] = await query(db(), 'SELECT * FROM users WHERE id = $1', [res.body.id]);
    expect(row).toMatchObject({ role: 'member', is_online: false, email_verified_at: null, username: payload.username });
    expect(recent(row.created_at)).toBe(true);
    expect(row.password_hash).not.toBe(hostileExtras(victim.id).passwordHash);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect((await new TestClient(base()).post('/api/login', { username: payload.username, password: 'Tr1m-the-jib!' })).status).toBe(200);
    expect(await query(db(), 'SELECT id FROM users WHERE id = 999999')).toEqual([]);
  });

  it('PATCH /api/user: only the profile fields change — not role, id, username, verification, hash or dates', async () => {
    const me = await signUp(base());
    const [before] = await query(db(), 'SELECT * FROM users WHERE id = $1', [me.id]);
    const res = await me.client.patch('/api/user', { ...hostileExtras(victim.id), username: 'renamed_by_body', fullName: 'New Name' });
    expect(res.status, res.text).toBe(200);
    const [after] = await query(db(), 'SELECT * FROM users WHERE id = $1', [me.id]);
    expect(after.full_name).toBe('New Name');
    const { full_name: _a, updated_at: _b, ...restBefore } = before;
    const { full_name: _c, updated_at: _d, ...restAfter } = after;
    expect(restAfter).toEqual(restBefore);
    const [victimRow] = await query(db(), 'SELECT full_name, role FROM users WHERE id = $1', [victim.id]);
    expect(victimRow).toEqual({ full_name: 'Robin Hale', role: 'member' });
  });

  it('PATCH /api/user with alertEmails: only alert_emails changes — not role, id, verification, hash or the digest date', async () => {
    const me = await signUp(base());
    const [before] = await query(db(), 'SELECT * FROM users WHERE id = $1', [me.id]);
    expect(before.alert_emails).toBe(true);
    for (const alertEmails of [false, true]) {
      const res = await me.client.patch<{ alertEmails: boolean }>('/api/user', {
        ...hostileExtras(victim.id),
        alertEmails,
        alert_emails: !alertEmails,
        alertDigestSentAt: LONG_AGO,
        alert_digest_sent_at: LONG_AGO,
        username: 'renamed_by_body',
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.alertEmails).toBe(alertEmails);
      const [after] = await query(db(), 'SELECT * FROM users WHERE id = $1', [me.id]);
      expect(after.alert_emails).toBe(alertEmails);
      const { alert_emails: _a, updated_at: _b, ...restBefore } = before;
      const { alert_emails: _c, updated_at: _d, ...restAfter } = after;
      expect(restAfter).toEqual(restBefore);
    }
    const [victimRow] = await query(db(), 'SELECT alert_emails, role FROM users WHERE id = $1', [victim.id]);
    expect(victimRow).toEqual({ alert_emails: true, role: 'member' });
  });

  it('POST /api/login: signs in as the account of the credentials, never the one named in the body', async () => {
    const me = await signUp(base());
    const client = new TestClient(base());
    const res = await client.post<{ id: number }>('/api/login', {
      username: me.username,
      password: me.password,
      ...hostileExtras(victim.id),
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(me.id);
    expect((await client.get<{ id: number; role: string }>('/api/user')).body).toMatchObject({ id: me.id, role: 'member' });
  });

  it("POST /api/user/password: changes the caller's own password only", async () => {
    const me = await signUp(base());
    const [victimBefore] = await query(db(), 'SELECT password_hash FROM users WHERE id = $1', [victim.id]);
    const res = await me.client.post('/api/user/password', {
      currentPassword: me.password,
      newPassword: 'Bilge-Pump-88!',
      ...hostileExtras(victim.id),
    });
    expect(res.status, res.text).toBe(200);
    expect(await query(db(), 'SELECT password_hash FROM users WHERE id = $1', [victim.id])).toEqual([victimBefore]);
    expect((await new TestClient(base()).post('/api/login', { username: me.username, password: 'Bilge-Pump-88!' })).status).toBe(200);
  });

  it('POST /api/boat-parts: owner, flags, moderation, version and dates are the server defaults', async () => {
    const me = await signUp(base());
    const res = await me.client.post<{ id: number }>('/api/boat-parts', {
      ...listingFactory([await issuedImage(me.client)]),
      ...hostileExtras(victim.id),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.id).not.toBe(999_999);
    const [row] = await query(db(), 'SELECT * FROM boat_parts WHERE id = $1', [res.body.id]);
    expect(row).toMatchObject({
      user_id: me.id,
      featured: false,
      status: 'active',
      moderation_status: 'pending',
      moderation_notes: null,
      moderated_by: null,
      moderated_at: null,
      approval_status: 'pending',
      approved_at: null,
      rejection_reason: null,
      version: 1,
      deleted_at: null,
    });
    expect(recent(row.created_at)).toBe(true);
    expect(recent(row.updated_at)).toBe(true);
  });

  it('PUT /api/boat-parts/{id}: only the listing fields change; the id in the body edits nothing else', async () => {
    const me = await signUp(base());
    const mine = await createListing(me);
    const theirs = await createListing(victim);
    const [theirsBefore] = await query(db(), 'SELECT * FROM boat_parts WHERE id = $1', [theirs.id]);
    const [before] = await query(db(), 'SELECT * FROM boat_parts WHERE id = $1', [mine.id]);
    const res = await me.client.request('PUT', `/api/boat-parts/${mine.id}`, {
      ...listingFactory(mine.imageUrls, { title: 'Edited title here' }),
      ...hostileExtras(victim.id),
      id: theirs.id,
    });
    expect(res.status, res.text).toBe(200);
    const [after] = await query(db(), 'SELECT * FROM boat_parts WHERE id = $1', [mine.id]);
    expect(after).toMatchObject({
      title: 'Edited title here',
      user_id: me.id,
      featured: false,
      status: 'active',
      moderation_status: 'pending',
      moderated_by: null,
      approval_status: 'pending',
      rejection_reason: null,
      version: (before.version as number) + 1,
      deleted_at: null,
      created_at: before.created_at,
    });
    expect(await query(db(), 'SELECT * FROM boat_parts WHERE id = $1', [theirs.id])).toEqual([theirsBefore]);
  });

  it('POST /api/expert-questions: author, status, counters and dates are the server defaults', async () => {
    const me = await signUp(base());
    const res = await me.client.post<{ id: number }>('/api/expert-questions', { ...questionFactory(), ...hostileExtras(victim.id) });
    expect(res.status, res.text).toBe(201);
    const [row] = await query(db(), 'SELECT * FROM expert_questions WHERE id = $1', [res.body.id]);
    expect(row).toMatchObject({ user_id: me.id, status: 'pending', upvotes: 0, views: 0 });
    expect(recent(row.created_at)).toBe(true);
  });

  it('POST /api/expert-answers: author, acceptance, counters and the question status are the server defaults', async () => {
    const asker = await signUp(base());
    const question = await askQuestion(asker);
    const me = await signUp(base());
    const res = await me.client.post<{ id: number; verifiedExpert: boolean }>('/api/expert-answers', {
      ...answerFactory(question.id),
      ...hostileExtras(victim.id),
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.verifiedExpert).toBe(false);
    const [row] = await query(db(), 'SELECT * FROM expert_answers WHERE id = $1', [res.body.id]);
    expect(row).toMatchObject({ user_id: me.id, accepted: false, upvotes: 0, question_id: question.id });
    expect(recent(row.created_at)).toBe(true);
    expect(await query(db(), 'SELECT status FROM expert_questions WHERE id = $1', [question.id])).toEqual([{ status: 'pending' }]);
  });

  it('votes count once for the caller, whatever the body says about the user or the count', async () => {
    const asker = await signUp(base());
    const question = await askQuestion(asker);
    const answer = await postAnswer(asker, question.id);
    const me = await signUp(base());
    for (const path of [`/api/expert-questions/${question.id}/vote`, `/api/expert-answers/${answer.id}/vote`]) {
      const res = await me.client.post<{ upvotes: number }>(path, { increment: true, ...hostileExtras(victim.id) });
      expect(res.status, res.text).toBe(200);
      expect(res.body.upvotes).toBe(1);
    }
    expect(await query(db(), 'SELECT user_id FROM question_votes WHERE question_id = $1', [question.id])).toEqual([{ user_id: me.id }]);
    expect(await query(db(), 'SELECT user_id FROM answer_votes WHERE answer_id = $1', [answer.id])).toEqual([{ user_id: me.id }]);
    expect(await query(db(), 'SELECT upvotes FROM expert_questions WHERE id = $1', [question.id])).toEqual([{ upvotes: 1 }]);
  });

  it("accepting with a body naming another user or question accepts for the caller's own question only", async () => {
    const asker = await signUp(base());
    const question = await askQuestion(asker);
    const otherQuestion = await askQuestion(victim);
    const answer = await postAnswer(victim, question.id);
    const res = await asker.client.post(`/api/expert-answers/${answer.id}/accept`, {
      ...hostileExtras(victim.id),
      questionId: otherQuestion.id,
    });
    expect(res.status, res.text).toBe(200);
    expect(await query(db(), 'SELECT status FROM expert_questions WHERE id = $1', [otherQuestion.id])).toEqual([{ status: 'pending' }]);
    expect(await query(db(), 'SELECT status FROM expert_questions WHERE id = $1', [question.id])).toEqual([{ status: 'answered' }]);
  });

  it('PUT /api/saved-parts/{id}: saves for the caller, not for the user named in the body', async () => {
    const part = await createListing(victim);
    const me = await signUp(base());
    const res = await me.client.request('PUT', `/api/saved-parts/${part.id}`, hostileExtras(victim.id));
    expect(res.status, res.text).toBe(204);
    expect(await query(db(), 'SELECT user_id FROM saved_parts WHERE part_id = $1', [part.id])).toEqual([{ user_id: me.id }]);
  });

  it('POST /api/saved-searches: owner, id, pause state and dates are the server defaults', async () => {
    const me = await signUp(base());
    const res = await me.client.post<{ id: number; paused: boolean }>('/api/saved-searches', {
      ...savedSearchFactory(),
      ...hostileExtras(victim.id),
      paused: true,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.id).not.toBe(999_999);
    expect(res.body.paused).toBe(false);
    const [row] = await query(db(), 'SELECT * FROM saved_searches WHERE id = $1', [res.body.id]);
    expect(row).toMatchObject({ user_id: me.id, paused: false });
    expect(recent(row.created_at)).toBe(true);
    expect(recent(row.updated_at)).toBe(true);
    expect(await query(db(), 'SELECT id FROM saved_searches WHERE user_id = $1 OR id = 999999', [victim.id])).toEqual([]);
  });

  it("PATCH /api/saved-searches/{id}: only name, frequency and paused change; the id in the body edits nobody else's", async () => {
    const me = await signUp(base());
    const mine = await saveSearch(me);
    const theirs = await saveSearch(victim);
    const [theirsBefore] = await query(db(), 'SELECT * FROM saved_searches WHERE id = $1', [theirs.id]);
    const [before] = await query(db(), 'SELECT * FROM saved_searches WHERE id = $1', [mine.id]);
    const res = await me.client.patch(`/api/saved-searches/${mine.id}`, {
      ...hostileExtras(victim.id),
      id: theirs.id,
      query: 'q=rewritten',
      q: 'rewritten',
      categories: ['Other'],
      name: 'Renamed search',
    });
    expect(res.status, res.text).toBe(200);
    const [after] = await query(db(), 'SELECT * FROM saved_searches WHERE id = $1', [mine.id]);
    const { name: _a, updated_at: _b, ...restBefore } = before;
    const { name: _c, updated_at: _d, ...restAfter } = after;
    expect(after.name).toBe('Renamed search');
    expect(restAfter).toEqual(restBefore);
    expect(await query(db(), 'SELECT * FROM saved_searches WHERE id = $1', [theirs.id])).toEqual([theirsBefore]);
  });

  it("POST /api/push/subscriptions: the device is the caller's, whatever the body says about the user, id or dates", async () => {
    const me = await signUp(base());
    const device = run.push.device();
    const res = await me.client.post('/api/push/subscriptions', {
      ...device.subscription,
      ...hostileExtras(victim.id),
      keys: { ...device.subscription.keys, userId: victim.id, user_id: victim.id },
      lastSentAt: LONG_AGO,
      last_sent_at: LONG_AGO,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({ endpoint: device.endpoint });
    const rows = await query(db(), 'SELECT * FROM push_subscriptions WHERE endpoint = $1', [device.endpoint]);
    expect(rows).toEqual([
      expect.objectContaining({
        user_id: me.id,
        endpoint: device.endpoint,
        p256dh: device.subscription.keys.p256dh,
        auth: device.subscription.keys.auth,
        last_sent_at: null,
      }),
    ]);
    expect(String(rows[0].id)).not.toBe('999999');
    expect(recent(rows[0].created_at)).toBe(true);
    expect(await query(db(), 'SELECT id FROM push_subscriptions WHERE user_id = $1 OR id = 999999', [victim.id])).toEqual([]);
  });

  it('DELETE /api/push/subscriptions: a body naming another user removes nothing of theirs', async () => {
    const theirs = await subscribeDevice(run, victim);
    const [before] = await query(db(), 'SELECT * FROM push_subscriptions WHERE endpoint = $1', [theirs.endpoint]);
    const me = await signUp(base());
    const res = await me.client.request('DELETE', '/api/push/subscriptions', { endpoint: theirs.endpoint, ...hostileExtras(victim.id) });
    expect(res.status, res.text).toBe(204);
    expect(await query(db(), 'SELECT * FROM push_subscriptions WHERE endpoint = $1', [theirs.endpoint])).toEqual([before]);
  });

  it('POST /api/alerts/unsubscribe (no sign-in): turns off the token’s user only, whatever else the body or query names', async () => {
    const me = await signUp(base());
    const token = await alertUnsubscribeToken(run, me.id);
    const res = await new TestClient(base()).post(`/api/alerts/unsubscribe?userId=${victim.id}&user_id=${victim.id}&id=${victim.id}`, {
      token,
      ...hostileExtras(victim.id),
      alertEmails: false,
      alert_emails: false,
      notifyEmail: false,
    });
    expect(res.status, res.text).toBe(200);
    expect(await query(db(), 'SELECT alert_emails, notify_email FROM users WHERE id = $1', [me.id])).toEqual([
      { alert_emails: false, notify_email: true },
    ]);
    expect(await query(db(), 'SELECT alert_emails, notify_email, role FROM users WHERE id = $1', [victim.id])).toEqual([
      { alert_emails: true, notify_email: true, role: 'member' },
    ]);
  });

  it('POST /api/upload-image: extra form fields do not change the uploader or attach the upload', async () => {
    const me = await signUp(base());
    const part = await createListing(victim);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      userId: victim.id,
      user_id: victim.id,
      partId: part.id,
      part_id: part.id,
      key: 'chosen',
    })) {
      form.append(name, String(value));
    }
    form.append('image', new Blob([await jpegFactory({ width: 40, height: 30 })], { type: 'image/jpeg' }), 'a.jpg');
    const res = await fetch(`${base()}/api/upload-image`, {
      method: 'POST',
      body: form,
      headers: { 'x-forwarded-for': me.client.ip, cookie: me.client.cookie! },
    });
    const body = (await res.json()) as { url: string };
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.url).not.toContain('chosen');
    const rows = await query(db(), 'SELECT user_id, part_id FROM uploads WHERE $1 LIKE $2 || key || $3', [body.url, '%', '%']);
    expect(rows).toEqual([{ user_id: me.id, part_id: null }]);
  });
  it("POST /api/boats: owner, id, version, decoded HIN and dates are the server's, whatever the body says", async () => {
    const me = await signUp(base());
    const hinDecoded = {
      manufacturerCode: 'ZZZ',
      serial: '99999',
      modelYear: 1999,
      productionMonth: 1,
      productionYear: 1998,
      format: 'current',
    };
    const res = await me.client.post<{ id: number; version: number; hinDecoded: unknown; createdAt: string }>('/api/boats', {
      ...boatFactory({ hin: 'NTL12345F506' }),
      ...hostileExtras(victim.id),
      hinDecoded,
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body.id).not.toBe(999_999);
    expect(res.body.version).toBe(1);
    expect(res.body.hinDecoded).toMatchObject({ manufacturerCode: 'NTL', serial: '12345', modelYear: 2006 });
    expect(recent(res.body.createdAt)).toBe(true);
    const [row] = await query(db(), 'SELECT * FROM boats WHERE id = $1', [res.body.id]);
    expect(row).toMatchObject({ user_id: me.id, version: 1, deleted_at: null });
    expect(row).not.toHaveProperty('hin_decoded');
    expect(await query(db(), 'SELECT id FROM boats WHERE user_id = $1 OR id = 999999', [victim.id])).toEqual([]);
  });

  it("PUT /api/boats/{id}: only the boat's fields change; an id, owner or version in the body edits nobody else's", async () => {
    const me = await signUp(base());
    const mine = await me.client.post<{ id: number }>('/api/boats', boatFactory());
    const theirs = await victim.client.post<{ id: number }>('/api/boats', boatFactory());
    const [theirsBefore] = await query(db(), 'SELECT * FROM boats WHERE id = $1', [theirs.body.id]);
    const res = await me.client.request<{ id: number; version: number }>('PUT', `/api/boats/${mine.body.id}`, {
      ...boatFactory({ name: 'Renamed' }),
      ...hostileExtras(victim.id),
      id: theirs.body.id,
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ id: mine.body.id, version: 2 });
    const [after] = await query(db(), 'SELECT * FROM boats WHERE id = $1', [mine.body.id]);
    expect(after).toMatchObject({ user_id: me.id, name: 'Renamed', version: 2, deleted_at: null });
    expect(recent(after.created_at)).toBe(true);
    expect(await query(db(), 'SELECT * FROM boats WHERE id = $1', [theirs.body.id])).toEqual([theirsBefore]);
  });

  it("POST and PUT /api/boat-parts with part numbers: each number's source, key and search keys are the server's", async () => {
    const me = await signUp(base());
    const forged = { source: 'moderator', normalized: 'FORGED', keys: ['FORGED', '999999'], position: 7, partId: victim.id };
    const res = await me.client.post<{ id: number; imageUrls: string[] }>('/api/boat-parts', {
      ...listingFactory([await issuedImage(me.client)]),
      ...hostileExtras(victim.id),
      fitment: [
        { engineMake: 'Yamaha', engineModel: 'F150', hpFrom: 150, hpTo: 150, match: { make: 'volvo', model: ['X'] }, partId: victim.id },
      ],
      partNumbers: [{ number: '6H3-44352-00', brand: 'Yamaha', ...forged }],
    });
    expect(res.status, res.text).toBe(201);
    const stored = async () =>
      (
        await query<{ fitment: Array<Record<string, unknown>>; part_numbers: unknown }>(
          db(),
          'SELECT fitment, part_numbers FROM boat_parts WHERE id = $1',
          [res.body.id],
        )
      )[0];
    const keys = () =>
      query(db(), 'SELECT part_id, key, normalized FROM part_number_keys WHERE part_id = $1 OR key = $2 ORDER BY key', [
        res.body.id,
        'FORGED',
      ]);
    const expectServerValues = async () => {
      const row = await stored();
      expect(row.part_numbers).toEqual([
        {
          number: '6H3-44352-00',
          brand: 'Yamaha',
          relation: 'own',
          source: 'seller',
          normalized: '6H34435200',
          keys: ['6H34435200', '6H3443520000', '6H344352'],
        },
      ]);
      expect(row.fitment).toMatchObject([{ engineMake: 'Yamaha', match: { make: 'yamaha', model: ['F150'] } }]);
      expect(row.fitment[0]).not.toHaveProperty('partId');
      expect(await keys()).toEqual(
        ['6H34435200', '6H3443520000', '6H344352'].sort().map((key) => ({ part_id: res.body.id, key, normalized: '6H34435200' })),
      );
    };
    await expectServerValues();
    const edit = await me.client.request('PUT', `/api/boat-parts/${res.body.id}`, {
      ...listingFactory(res.body.imageUrls),
      ...hostileExtras(victim.id),
      fitment: [{ engineMake: 'Yamaha', engineModel: 'F150', hpFrom: 150, hpTo: 150, match: { make: 'suzuki', model: [] } }],
      partNumbers: [{ number: '6H3-44352-00', brand: 'Yamaha', ...forged, source: 'moderator' }],
    });
    expect(edit.status, edit.text).toBe(200);
    await expectServerValues();
  });
});
