import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Client } from 'pg';
import { answerFactory, jpegFactory, listingFactory, questionFactory, registrationFactory } from '../utils/factories';
import { type Reply, TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';
import { registeredClient } from '../utils/registered-client';

/**
 * Offline sync, the API side (docs/architecture.md §4.6): Idempotency-Key on mutating endpoints (claimed in the
 * write's transaction), If-Match on listings, delta pulls with tombstones, GET /api/news. The API runs with
 * TEST_FAULT_INJECTION so a test can make the outer transaction roll back after the handler wrote
 * (x-test-fault: rollback-after-write) or hold the response after the commit (x-test-fault: pause-after-commit:<ms>).
 */

type Part = Record<string, unknown> & { id: number; title: string; version: number; updatedAt: string; contactEmail: string | null };
type Question = Record<string, unknown> & { id: number; updatedAt: string; upvotes: number; answerCount: number; status: string };
type Item = Record<string, unknown> & { id: number; deleted?: true };

const { api, db, startAgain } = useTestApi({ TEST_FAULT_INJECTION: 'true' });
let jpeg: Buffer;
const client = () => new TestClient(api.url);
const key = () => randomUUID();
const withKey = (k: string, extra: Record<string, string> = {}) => ({ 'idempotency-key': k, ...extra });

const signedIn = () => registeredClient(api.url);

/** POST /api/upload-image with optional extra headers (an Idempotency-Key). */
async function upload(c: TestClient, body: Buffer, headers: Record<string, string> = {}) {
  const form = new FormData();
  form.append('image', new Blob([body], { type: 'image/jpeg' }), 'photo.jpg');
  const res = await fetch(`${c.baseUrl}/api/upload-image`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': c.ip, ...(c.cookie ? { cookie: c.cookie } : {}), ...headers },
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as { url: string; variants: unknown[] } };
}

async function issuedImage(c: TestClient): Promise<string> {
  const res = await upload(c, jpeg);
  expect(res.status).toBe(201);
  return res.body.url;
}

async function sellerWithListing(overrides: Record<string, unknown> = {}) {
  const seller = await signedIn();
  const image = await issuedImage(seller.client);
  const body = listingFactory([image], overrides);
  const res = await seller.client.post<Part>('/api/boat-parts', body);
  expect(res.status).toBe(201);
  return { ...seller, image, body, part: res.body };
}

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const [row] = await query<{ n: number }>(db.url, `SELECT count(*)::int AS n FROM (${sql}) x`, params);
  return row.n;
}

/** Moves rows' updated_at into the past without the stamping trigger (this session only), as old data. */
async function backdate(table: string, ids: number[], column = 'id'): Promise<void> {
  const c = new Client({ connectionString: db.url });
  await c.connect();
  try {
    await c.query(`SET session_replication_role = replica`);
    await c.query(`UPDATE ${table} SET updated_at = now() - interval '1 hour' WHERE ${column} = ANY($1)`, [ids]);
  } finally {
    await c.end();
  }
}

/** Follows `Link: rel="next"` from `path` until it is absent; returns every item and the last X-Sync-Token. */
async function pullAll(c: TestClient, path: string): Promise<{ items: Item[]; token: string; pages: number }> {
  const items: Item[] = [];
  let next: string | undefined = path;
  let token = '';
  let pages = 0;
  while (next) {
    const res: Reply<Item[]> = await c.get<Item[]>(next);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    token = res.headers.get('x-sync-token') ?? '';
    expect(token).not.toBe('');
    items.push(...res.body);
    pages += 1;
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
  }
  return { items, token, pages };
}

beforeAll(async () => {
  jpeg = await jpegFactory();
});

describe('Idempotency-Key', () => {
  it('creates one listing for the same key sent twice and replays the same status and body', async () => {
    const seller = await signedIn();
    const body = listingFactory([await issuedImage(seller.client)]);
    const k = key();
    const first = await seller.client.post<Part>('/api/boat-parts', body, withKey(k));
    const second = await seller.client.post<Part>('/api/boat-parts', body, withKey(k));
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await count(`SELECT 1 FROM boat_parts WHERE title = $1`, [body.title])).toBe(1);
    const [stored] = await query<{ status: number; method: string; route: string }>(
      db.url,
      'SELECT status, method, route FROM idempotency_keys WHERE key = $1',
      [k],
    );
    expect(stored).toEqual({ status: 201, method: 'POST', route: '/api/boat-parts' });
  });

  it('treats the same body with its keys in another order as the same request', async () => {
    const { client: c } = await signedIn();
    const k = key();
    const body = questionFactory();
    const first = await c.post<Question>('/api/expert-questions', body, withKey(k));
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const second = await c.post<Question>('/api/expert-questions', reordered, withKey(k));
    expect(first.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body.id).toBe(first.body.id);
  });

  it('answers 422 when the key comes back with another body or on another endpoint', async () => {
    const { client: c } = await signedIn();
    const k = key();
    const body = questionFactory();
    expect((await c.post('/api/expert-questions', body, withKey(k))).status).toBe(201);
    const reused = { message: 'This Idempotency-Key was already used for a different request', code: 'IDEMPOTENCY_KEY_REUSED' };
    const otherBody = await c.post('/api/expert-questions', { ...body, title: `${body.title} (edited)` }, withKey(k));
    expect(otherBody.status).toBe(422);
    expect(otherBody.body).toEqual(reused);
    const otherRoute = await c.post('/api/expert-answers', answerFactory(1), withKey(k));
    expect(otherRoute.status).toBe(422);
    expect(otherRoute.body).toEqual(reused);
    expect(await count(`SELECT 1 FROM expert_questions WHERE title LIKE $1`, [`${body.title}%`])).toBe(1);
  });

  it('refuses a malformed key with 400 before doing anything', async () => {
    const { client: c } = await signedIn();
    const body = questionFactory();
    for (const bad of ['short', 'x'.repeat(129), 'has spaces in it', 'semi;colon;key']) {
      const res = await c.post('/api/expert-questions', body, { 'idempotency-key': bad });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Idempotency-Key must be 8 to 128 letters, digits, - or _', code: 'IDEMPOTENCY_KEY_INVALID' });
    }
    expect(await count(`SELECT 1 FROM expert_questions WHERE title = $1`, [body.title])).toBe(0);
  });

  it('runs five concurrent requests with one key exactly once: the others replay or get 409', async () => {
    const seller = await signedIn();
    const body = listingFactory([await issuedImage(seller.client)]);
    const k = key();
    const replies = await Promise.all(Array.from({ length: 5 }, () => seller.client.post<Part>('/api/boat-parts', body, withKey(k))));
    const created = replies.filter((r) => r.status === 201);
    const busy = replies.filter((r) => r.status === 409);
    expect(created.length + busy.length).toBe(5);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    for (const r of busy) {
      expect(r.body).toEqual({ message: 'A request with this Idempotency-Key is still being processed', code: 'IDEMPOTENCY_KEY_IN_USE' });
    }
    expect(await count(`SELECT 1 FROM boat_parts WHERE title = $1`, [body.title])).toBe(1);
    const again = await seller.client.post<Part>('/api/boat-parts', body, withKey(k));
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(created[0].body.id);
  });

  it("never replays one user's key for another user", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    const k = key();
    const body = questionFactory();
    const a = await alice.client.post<Question>('/api/expert-questions', body, withKey(k));
    const b = await bob.client.post<Question>('/api/expert-questions', body, withKey(k));
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect(b.body.id).not.toBe(a.body.id);
    expect(b.body.userId).toBe(bob.user.id);
    expect(await count(`SELECT 1 FROM expert_questions WHERE title = $1`, [body.title])).toBe(2);
  });

  it('replays an image upload with the same URL and stores one upload', async () => {
    const { client: c, user } = await signedIn();
    const k = key();
    const first = await upload(c, jpeg, withKey(k));
    const second = await upload(c, jpeg, withKey(k));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    expect(await count(`SELECT 1 FROM uploads WHERE user_id = $1`, [user.id])).toBe(1);
    const other = await upload(c, await jpegFactory({ width: 640, height: 480 }), withKey(k));
    expect(other.status).toBe(422);
  });

  it('replays saved-part PUT and DELETE without doing them again', async () => {
    const { part } = await sellerWithListing();
    const { client: c } = await signedIn();
    const save = key();
    const unsave = key();
    expect((await c.request('PUT', `/api/saved-parts/${part.id}`, undefined, withKey(save))).status).toBe(204);
    expect((await c.request('DELETE', `/api/saved-parts/${part.id}`, undefined, withKey(unsave))).status).toBe(204);
    const replayedSave = await c.request('PUT', `/api/saved-parts/${part.id}`, undefined, withKey(save));
    expect(replayedSave.status).toBe(204);
    expect(replayedSave.headers.get('idempotent-replayed')).toBe('true');
    expect((await c.get<Item[]>('/api/saved-parts')).body).toEqual([]);
    const replayedUnsave = await c.request('DELETE', `/api/saved-parts/${part.id}`, undefined, withKey(unsave));
    expect(replayedUnsave.status).toBe(204);
    expect(replayedUnsave.headers.get('idempotent-replayed')).toBe('true');
  });

  it('replays a vote: the counter moves once', async () => {
    const asker = await signedIn();
    const voter = await signedIn();
    const q = (await asker.client.post<Question>('/api/expert-questions', questionFactory())).body;
    const up = key();
    const first = await voter.client.post(`/api/expert-questions/${q.id}/vote`, { increment: true }, withKey(up));
    expect(first.body).toEqual({ id: q.id, upvotes: 1, voted: true });
    expect((await voter.client.post(`/api/expert-questions/${q.id}/vote`, { increment: false }, withKey(key()))).body).toMatchObject({
      upvotes: 0,
    });
    const replay = await voter.client.post(`/api/expert-questions/${q.id}/vote`, { increment: true }, withKey(up));
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual({ id: q.id, upvotes: 1, voted: true });
    const [row] = await query<{ upvotes: number }>(db.url, 'SELECT upvotes FROM expert_questions WHERE id = $1', [q.id]);
    expect(row.upvotes).toBe(0);
  });

  it('replays answers and accepting an answer', async () => {
    const asker = await signedIn();
    const answerer = await signedIn();
    const q = (await asker.client.post<Question>('/api/expert-questions', questionFactory())).body;
    const k = key();
    const a1 = await answerer.client.post<Item>('/api/expert-answers', answerFactory(q.id), withKey(k));
    const a2 = await answerer.client.post<Item>('/api/expert-answers', answerFactory(q.id), withKey(k));
    expect(a2.headers.get('idempotent-replayed')).toBe('true');
    expect(a2.body).toEqual(a1.body);
    expect(await count('SELECT 1 FROM expert_answers WHERE question_id = $1', [q.id])).toBe(1);
    const accept = key();
    const first = await asker.client.post(`/api/expert-answers/${a1.body.id}/accept`, {}, withKey(accept));
    const again = await asker.client.post(`/api/expert-answers/${a1.body.id}/accept`, {}, withKey(accept));
    expect(first.status).toBe(200);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body).toEqual(first.body);
    const unaccept = await asker.client.request('DELETE', `/api/expert-answers/${a1.body.id}/accept`, undefined, withKey(key()));
    expect(unaccept.status).toBe(200);
  });

  it('replays PATCH /api/user and a password change (which could not run twice)', async () => {
    const payload = registrationFactory();
    const c = client();
    expect((await c.post('/api/register', payload)).status).toBe(201);
    const patchKey = key();
    const patched = await c.request('PATCH', '/api/user', { fullName: 'Morgan Reef' }, withKey(patchKey));
    expect(patched.status).toBe(200);
    const patchedAgain = await c.request('PATCH', '/api/user', { fullName: 'Morgan Reef' }, withKey(patchKey));
    expect(patchedAgain.headers.get('idempotent-replayed')).toBe('true');
    expect(patchedAgain.body).toEqual(patched.body);
    expect((await c.get('/api/user')).body).toMatchObject({ fullName: 'Morgan Reef' });
    const [saved] = await query<{ full_name: string }>(db.url, 'SELECT full_name FROM users WHERE username = $1', [payload.username]);
    expect(saved.full_name).toBe('Morgan Reef');

    const change = { currentPassword: payload.password, newPassword: 'Mooring-L1ne-77' };
    const passwordKey = key();
    const first = await c.post('/api/user/password', change, withKey(passwordKey));
    expect(first.status).toBe(200);
    const replay = await c.post('/api/user/password', change, withKey(passwordKey));
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    // Without the key the same request runs again, and fails: the current password has changed.
    expect((await c.post('/api/user/password', change)).status).toBe(400);
    expect((await client().post('/api/login', { username: payload.username, password: 'Mooring-L1ne-77' })).status).toBe(200);
    // Password values are not part of the fingerprint (no fast hash of a password is stored): same key,
    // other password → the stored response, not 422.
    const otherPassword = await c.post('/api/user/password', { ...change, newPassword: 'Another-Ha1yard-9' }, withKey(passwordKey));
    expect(otherPassword.headers.get('idempotent-replayed')).toBe('true');
  });

  it('stores no error: a request refused with 400 can be sent again with the same key once fixed', async () => {
    const { client: c } = await signedIn();
    const k = key();
    const body = questionFactory();
    const refused = await c.post('/api/expert-questions', { ...body, title: 'Short' }, withKey(k));
    expect(refused.status).toBe(400);
    expect(await count('SELECT 1 FROM idempotency_keys WHERE key = $1', [k])).toBe(0);
    const fixed = await c.post('/api/expert-questions', body, withKey(k));
    expect(fixed.status).toBe(201);
    expect(fixed.headers.get('idempotent-replayed')).toBeNull();
  });

  it('ignores the header on sign-in, registration and sign-out (they set cookies a replay could not give back)', async () => {
    const payload = registrationFactory();
    const k = key();
    const c = client();
    expect((await c.post('/api/register', payload, withKey(k))).status).toBe(201);
    expect((await c.post('/api/logout', {}, withKey(k))).status).toBe(200);
    const login = await c.post('/api/login', { username: payload.username, password: payload.password }, withKey(k));
    expect(login.status).toBe(200);
    expect(login.headers.get('idempotent-replayed')).toBeNull();
    expect((await c.get('/api/user')).status).toBe(200);
    expect(await count('SELECT 1 FROM idempotency_keys WHERE key = $1', [k])).toBe(0);
  });
});

describe('Idempotency-Key — the claim shares the transaction of the write', () => {
  it('leaves no listing, no attached upload and no key when the outer transaction rolls back', async () => {
    const seller = await signedIn();
    const image = await issuedImage(seller.client);
    const body = listingFactory([image]);
    const k = key();
    const failed = await seller.client.post('/api/boat-parts', body, withKey(k, { 'x-test-fault': 'rollback-after-write' }));
    expect(failed.status).toBe(500);
    expect(await count('SELECT 1 FROM boat_parts WHERE title = $1', [body.title])).toBe(0);
    expect(await count('SELECT 1 FROM uploads WHERE user_id = $1 AND part_id IS NOT NULL', [seller.user.id])).toBe(0);
    expect(await count('SELECT 1 FROM idempotency_keys WHERE key = $1', [k])).toBe(0);

    const retried = await seller.client.post<Part>('/api/boat-parts', body, withKey(k));
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await count('SELECT 1 FROM boat_parts WHERE title = $1', [body.title])).toBe(1);
    expect(await count('SELECT 1 FROM uploads WHERE user_id = $1 AND part_id = $2', [seller.user.id, retried.body.id])).toBe(1);
  });

  it('rolls back an edit (nested service transaction), an answer and a save (raw SQL) with the outer transaction', async () => {
    const { client: c, part, body } = await sellerWithListing();
    const fault = { 'x-test-fault': 'rollback-after-write' };
    expect(
      (await c.request('PUT', `/api/boat-parts/${part.id}`, { ...body, title: 'Rolled back title' }, withKey(key(), fault))).status,
    ).toBe(500);
    const [row] = await query<{ title: string; version: number }>(db.url, 'SELECT title, version FROM boat_parts WHERE id = $1', [part.id]);
    expect(row).toEqual({ title: part.title, version: 1 });

    const q = (await c.post<Question>('/api/expert-questions', questionFactory())).body;
    expect((await c.post('/api/expert-answers', answerFactory(q.id), withKey(key(), fault))).status).toBe(500);
    expect(await count('SELECT 1 FROM expert_answers WHERE question_id = $1', [q.id])).toBe(0);

    expect((await c.request('PUT', `/api/saved-parts/${part.id}`, undefined, withKey(key(), fault))).status).toBe(500);
    expect(await count('SELECT 1 FROM saved_parts WHERE part_id = $1', [part.id])).toBe(0);
  });
});

describe('If-Match on PUT and DELETE /api/boat-parts/{id}', () => {
  it('sends ETag "<version>" with the detail', async () => {
    const { part } = await sellerWithListing();
    const res = await client().get(`/api/boat-parts/${part.id}`);
    expect(res.headers.get('etag')).toBe('"1"');
  });

  it('writes when the version matches (quoted or bare), and answers 412 with the current listing when it does not', async () => {
    const { client: c, part, body } = await sellerWithListing();
    const edited = await c.request<Part>(
      'PUT',
      `/api/boat-parts/${part.id}`,
      { ...body, title: 'Edited on the laptop' },
      { 'if-match': '"1"' },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.version).toBe(2);

    const stale = await c.request(
      'PUT',
      `/api/boat-parts/${part.id}`,
      { ...body, title: 'Edited offline on the phone' },
      { 'if-match': '"1"' },
    );
    expect(stale.status).toBe(412);
    expect(stale.body).toEqual({
      message: 'This listing was changed on another device.',
      code: 'VERSION_CONFLICT',
      current: edited.body,
    });
    expect((stale.body as { current: Part }).current.contactEmail).toBe(body.contactEmail);

    const bare = await c.request<Part>(
      'PUT',
      `/api/boat-parts/${part.id}`,
      { ...body, title: 'Kept mine after the conflict' },
      { 'if-match': '2' },
    );
    expect(bare.status).toBe(200);
    expect(bare.body.version).toBe(3);
    expect((await client().get(`/api/boat-parts/${part.id}`)).headers.get('etag')).toBe('"3"');
  });

  it('keeps last-write-wins without If-Match or with *, and refuses a malformed header', async () => {
    const { client: c, part, body } = await sellerWithListing();
    expect((await c.request('PUT', `/api/boat-parts/${part.id}`, body)).status).toBe(200);
    expect((await c.request('PUT', `/api/boat-parts/${part.id}`, body, { 'if-match': '*' })).status).toBe(200);
    const bad = await c.request('PUT', `/api/boat-parts/${part.id}`, body, { 'if-match': 'version three' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ code: 'IF_MATCH_INVALID' });
    expect((await c.request('PUT', `/api/boat-parts/${part.id}`, body, { 'if-match': 'W/"3"' })).status).toBe(412);
  });

  it('deletes only the version it names', async () => {
    const { client: c, part } = await sellerWithListing();
    const stale = await c.request('DELETE', `/api/boat-parts/${part.id}`, undefined, { 'if-match': '"7"' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'VERSION_CONFLICT', current: { id: part.id, version: 1 } });
    expect((await client().get(`/api/boat-parts/${part.id}`)).status).toBe(200);
    expect((await c.request('DELETE', `/api/boat-parts/${part.id}`, undefined, { 'if-match': '"1"' })).status).toBe(200);
    expect((await client().get(`/api/boat-parts/${part.id}`)).status).toBe(404);
  });

  it('checks the version under the row lock: two concurrent PUTs with the same If-Match give one 200 and one 412', async () => {
    const { client: c, part, body } = await sellerWithListing();
    const replies = await Promise.all(
      ['Phone edit', 'Laptop edit'].map((title) =>
        c.request('PUT', `/api/boat-parts/${part.id}`, { ...body, title }, { 'if-match': '"1"' }),
      ),
    );
    expect(replies.map((r) => r.status).sort()).toEqual([200, 412]);
    const [row] = await query<{ version: number }>(db.url, 'SELECT version FROM boat_parts WHERE id = $1', [part.id]);
    expect(row.version).toBe(2);
  });

  it('keeps the check order 404, 403, then 412', async () => {
    const { part, body } = await sellerWithListing();
    const other = await signedIn();
    expect((await other.client.request('PUT', `/api/boat-parts/${part.id}`, body, { 'if-match': '"9"' })).status).toBe(403);
    expect((await other.client.request('PUT', '/api/boat-parts/999999', body, { 'if-match': '"9"' })).status).toBe(404);
  });
});

describe('Delta pulls (updatedSince)', () => {
  it.each(['/api/boat-parts', '/api/boat-parts/user', '/api/saved-parts', '/api/expert-questions', '/api/news'])(
    '%s refuses a token it did not issue with 400 SYNC_TOKEN_INVALID',
    async (path) => {
      const { client: c } = await signedIn();
      for (const token of ['yesterday', '', Buffer.from('["s","abc",1]').toString('base64url')]) {
        const res = await c.get(`${path}?updatedSince=${encodeURIComponent(token)}`);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'SYNC_TOKEN_INVALID' });
      }
      expect((await c.get(`${path}?updatedSince=0&limit=501`)).status).toBe(400);
    },
  );

  it('catalogue: sees creates, updates and deletes (tombstones) after the token, not rows from before it', async () => {
    const old = await sellerWithListing();
    const edited = await sellerWithListing();
    const removed = await sellerWithListing();
    await backdate('boat_parts', [old.part.id, edited.part.id, removed.part.id]);
    const start = await pullAll(client(), '/api/boat-parts?updatedSince=0&limit=500');
    expect(start.items.map((i) => i.id)).toEqual(expect.arrayContaining([old.part.id, edited.part.id, removed.part.id]));

    const created = await sellerWithListing();
    expect(
      (await edited.client.request('PUT', `/api/boat-parts/${edited.part.id}`, { ...edited.body, title: 'Re-titled winch handle' })).status,
    ).toBe(200);
    expect((await removed.client.request('DELETE', `/api/boat-parts/${removed.part.id}`)).status).toBe(200);

    const delta = await pullAll(client(), `/api/boat-parts?updatedSince=${start.token}&q=ignored&category=Nope`);
    const byId = new Map(delta.items.map((i) => [i.id, i]));
    expect(byId.has(old.part.id)).toBe(false);
    expect(byId.get(created.part.id)).toMatchObject({ id: created.part.id, title: created.body.title, contactEmail: null, version: 1 });
    expect(byId.get(edited.part.id)).toMatchObject({ title: 'Re-titled winch handle', version: 2 });
    expect(byId.get(removed.part.id)).toEqual({ id: removed.part.id, deleted: true });
    const stamps = delta.items.filter((i) => !i.deleted).map((i) => Date.parse(i.updatedAt as string));
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  it('catalogue: pages with Link rel="next" and X-Sync-Token, every row exactly once', async () => {
    for (let i = 0; i < 3; i++) await sellerWithListing();
    const all = await query<{ id: number }>(db.url, 'SELECT id FROM boat_parts');
    const paged = await pullAll(client(), '/api/boat-parts?updatedSince=0&limit=2');
    expect(paged.pages).toBeGreaterThanOrEqual(Math.ceil(all.length / 2));
    const ids = paged.items.map((i) => i.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(ids)).toEqual(new Set(all.map((r) => r.id)));
    const first = await client().get('/api/boat-parts?updatedSince=0&limit=2&sort=price-asc');
    expect(first.headers.get('link')).toMatch(/^<\/api\/boat-parts\?updatedSince=[A-Za-z0-9_-]+&limit=2&sort=price-asc>; rel="next"$/);
  });

  it("the seller's own listings: any status with contact details, deleted ones as tombstones, nobody else's", async () => {
    const seller = await sellerWithListing();
    const second = await seller.client.post<Part>('/api/boat-parts', listingFactory([await issuedImage(seller.client)]));
    const stranger = await sellerWithListing();
    expect((await seller.client.request('DELETE', `/api/boat-parts/${second.body.id}`)).status).toBe(200);
    const mine = await pullAll(seller.client, '/api/boat-parts/user?updatedSince=0');
    expect(mine.items).toEqual([
      expect.objectContaining({ id: seller.part.id, contactEmail: seller.body.contactEmail }),
      { id: second.body.id, deleted: true },
    ]);
    expect(mine.items.some((i) => i.id === stranger.part.id)).toBe(false);
    expect((await client().get('/api/boat-parts/user?updatedSince=0')).status).toBe(401);
  });

  it('saved parts: saves, un-saves (tombstone with the part id) and edits of a saved listing', async () => {
    const a = await sellerWithListing();
    const b = await sellerWithListing();
    const { client: c } = await signedIn();
    expect((await c.request('PUT', `/api/saved-parts/${a.part.id}`)).status).toBe(204);
    expect((await c.request('PUT', `/api/saved-parts/${b.part.id}`)).status).toBe(204);
    const start = await pullAll(c, '/api/saved-parts?updatedSince=0');
    expect(start.items.map((i) => i.id).sort()).toEqual([a.part.id, b.part.id].sort());
    expect(start.items[0]).toHaveProperty('savedAt');
    await backdate('saved_parts', [a.part.id, b.part.id], 'part_id');
    await backdate('boat_parts', [a.part.id, b.part.id]);
    const token = (await pullAll(c, '/api/saved-parts?updatedSince=0')).token;
    expect((await pullAll(c, `/api/saved-parts?updatedSince=${token}`)).items).toEqual([]);

    expect((await c.request('DELETE', `/api/saved-parts/${a.part.id}`)).status).toBe(204);
    expect((await b.client.request('PUT', `/api/boat-parts/${b.part.id}`, { ...b.body, price: 99 })).status).toBe(200);
    const delta = await pullAll(c, `/api/saved-parts?updatedSince=${token}`);
    expect(delta.items).toEqual([
      { id: a.part.id, deleted: true },
      expect.objectContaining({ id: b.part.id, price: '99.00', savedAt: expect.any(String) }),
    ]);
    expect((await c.get<Item[]>('/api/saved-parts')).body.map((i) => i.id)).toEqual([b.part.id]);
    expect((await client().get('/api/saved-parts?updatedSince=0')).status).toBe(401);
  });

  it('questions: an answer, a vote and accepting move the question forward; views and repeated votes do not', async () => {
    const asker = await signedIn();
    const other = await signedIn();
    const q = (await asker.client.post<Question>('/api/expert-questions', questionFactory())).body;
    await backdate('expert_questions', [q.id]);
    const token = (await pullAll(client(), '/api/expert-questions?updatedSince=0&limit=500')).token;
    const find = async () =>
      (await pullAll(client(), `/api/expert-questions?updatedSince=${token}`)).items.find((i) => i.id === q.id) as Question | undefined;
    expect(await find()).toBeUndefined();

    expect((await other.client.get(`/api/expert-questions/${q.id}`)).status).toBe(200);
    expect(await find()).toBeUndefined();

    const answer = (await other.client.post<Item>('/api/expert-answers', answerFactory(q.id))).body;
    const afterAnswer = await find();
    expect(afterAnswer).toMatchObject({ id: q.id, answerCount: 1 });

    expect((await other.client.post(`/api/expert-questions/${q.id}/vote`, { increment: true })).status).toBe(200);
    const afterVote = (await find())!;
    expect(afterVote.upvotes).toBe(1);
    expect(Date.parse(afterVote.updatedAt)).toBeGreaterThan(Date.parse(afterAnswer!.updatedAt));

    expect((await other.client.post(`/api/expert-questions/${q.id}/vote`, { increment: true })).status).toBe(200);
    expect((await find())!.updatedAt).toBe(afterVote.updatedAt);

    expect((await asker.client.post(`/api/expert-answers/${answer.id}/accept`)).status).toBe(200);
    const afterAccept = (await find())!;
    expect(afterAccept.status).toBe('answered');
    expect(Date.parse(afterAccept.updatedAt)).toBeGreaterThan(Date.parse(afterVote.updatedAt));

    expect((await asker.client.post(`/api/expert-answers/${answer.id}/vote`, { increment: true })).status).toBe(200);
    expect(Date.parse((await find())!.updatedAt)).toBeGreaterThan(Date.parse(afterAccept.updatedAt));

    await query(db.url, 'UPDATE expert_questions SET deleted_at = now() WHERE id = $1', [q.id]);
    expect(await find()).toEqual({ id: q.id, deleted: true });
  });
});

/** A token as the API issues them (base64url JSON `["s","<micros>",id]`), for a moment `msAgo` in the past. */
const tokenAt = (msAgo: number) => Buffer.from(JSON.stringify(['s', `${(Date.now() - msAgo) * 1000}`, 0])).toString('base64url');
const DAY_MS = 86_400_000;

describe('Delta pulls of the device: list tokens, tombstones, seenUpTo, expiry', () => {
  it('a listing deleted, hidden by a moderator or whose sale expired comes as a tombstone; a sold one stays', async () => {
    const deleted = await sellerWithListing();
    const hidden = await sellerWithListing();
    const expired = await sellerWithListing();
    const sold = await sellerWithListing();
    await backdate('boat_parts', [deleted.part.id, hidden.part.id, expired.part.id, sold.part.id]);
    const token = (await client().get('/api/boat-parts?limit=1')).headers.get('x-sync-token')!;

    expect((await deleted.client.request('DELETE', `/api/boat-parts/${deleted.part.id}`)).status).toBe(200);
    await query(db.url, `UPDATE boat_parts SET moderation_status = 'removed' WHERE id = $1`, [hidden.part.id]);
    expect((await expired.client.request('PATCH', `/api/boat-parts/${expired.part.id}/status`, { status: 'sold' })).status).toBe(200);
    await query(db.url, `UPDATE boat_parts SET sold_expired = true WHERE id = $1`, [expired.part.id]);
    expect((await sold.client.request('PATCH', `/api/boat-parts/${sold.part.id}/status`, { status: 'sold' })).status).toBe(200);

    const byId = new Map((await pullAll(client(), `/api/boat-parts?updatedSince=${token}`)).items.map((i) => [i.id, i]));
    expect(byId.get(deleted.part.id)).toEqual({ id: deleted.part.id, deleted: true });
    expect(byId.get(hidden.part.id)).toEqual({ id: hidden.part.id, deleted: true });
    expect(byId.get(expired.part.id)).toEqual({ id: expired.part.id, deleted: true });
    expect(byId.get(sold.part.id)).toMatchObject({ id: sold.part.id, status: 'sold' });
  });

  it.each([
    '/api/boat-parts',
    '/api/boat-parts/featured',
    '/api/boat-parts/user',
    '/api/saved-parts',
    '/api/expert-questions',
    '/api/expert-questions/category/Sailing%20Yachts',
    '/api/news',
  ])('%s (a list answer) carries X-Sync-Token, a valid updatedSince', async (path) => {
    const { client: c } = await signedIn();
    const res = await c.get(path);
    expect(res.status).toBe(200);
    const token = res.headers.get('x-sync-token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    const catalogue = path === '/api/boat-parts' || path === '/api/boat-parts/featured';
    expect(res.headers.has('x-sync-seen')).toBe(catalogue);
    const deltaPath = path.startsWith('/api/expert-questions') ? '/api/expert-questions' : path.replace('/featured', '');
    expect((await c.get(`${deltaPath}?updatedSince=${token}`)).status).toBe(200);
  });

  it('seenUpTo: the pull skips listings created after the device last read a catalogue list, not changes to older ones', async () => {
    const shown = await sellerWithListing();
    const removed = await sellerWithListing();
    await backdate('boat_parts', [shown.part.id, removed.part.id]);
    const list = await client().get('/api/boat-parts?limit=1');
    const token = list.headers.get('x-sync-token')!;
    const seen = list.headers.get('x-sync-seen')!;
    const later = (await sellerWithListing()).part.id;
    expect(
      (await shown.client.request('PUT', `/api/boat-parts/${shown.part.id}`, { ...shown.body, title: 'Seen winch, re-titled' })).status,
    ).toBe(200);
    expect((await removed.client.request('DELETE', `/api/boat-parts/${removed.part.id}`)).status).toBe(200);

    const bounded = await pullAll(client(), `/api/boat-parts?updatedSince=${token}&seenUpTo=${seen}`);
    const ids = bounded.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([shown.part.id, removed.part.id]));
    expect(ids).not.toContain(later);
    expect((await pullAll(client(), `/api/boat-parts?updatedSince=${token}`)).items.map((i) => i.id)).toContain(later);
  });

  it('refuses a malformed seenUpTo with 400 naming it', async () => {
    for (const bad of ['yesterday', '0', Buffer.from('["s","x",0]').toString('base64url')]) {
      const res = await client().get(`/api/boat-parts?updatedSince=0&seenUpTo=${encodeURIComponent(bad)}`);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'SYNC_TOKEN_INVALID', parameter: 'seenUpTo' });
      expect((res.body as { message: string }).message).toContain("'seenUpTo'");
    }
  });

  it.each(['/api/boat-parts', '/api/boat-parts/user', '/api/saved-parts', '/api/expert-questions', '/api/news'])(
    '%s answers 410 SYNC_TOKEN_EXPIRED for a token older than 30 days, and pulls from one of 29 days',
    async (path) => {
      const { client: c } = await signedIn();
      const expired = await c.get(`${path}?updatedSince=${tokenAt(31 * DAY_MS)}`);
      expect(expired.status).toBe(410);
      expect(expired.body).toMatchObject({ code: 'SYNC_TOKEN_EXPIRED' });
      expect((await c.get(`${path}?updatedSince=${tokenAt(29 * DAY_MS)}`)).status).toBe(200);
    },
  );
});

describe('GET /api/news', () => {
  const tag = randomUUID().slice(0, 8);
  const items = [
    { title: `Older regatta report ${tag}`, category: 'Sailing', source: 'Yachting World', daysAgo: 3 },
    { title: `Superyacht launch ${tag}`, category: 'Superyachts', source: 'Boat International', daysAgo: 2 },
    { title: `Marina expansion ${tag}`, category: 'Marina News', source: 'Practical Boat Owner', daysAgo: 1 },
  ];
  const markup = '<p>Brokers report <b>steady enquiries</b> &amp; shorter sale times.</p><script>alert(1)</script>';

  beforeAll(async () => {
    for (const [i, item] of items.entries()) {
      await query(
        db.url,
        `INSERT INTO news_items (title, description, link, pub_date, source, category)
         VALUES ($1, $2, $3, now() - $4::int * interval '1 day', $5, $6)`,
        [item.title, markup, `https://news.example/${tag}/${i}`, item.daysAgo, item.source, item.category],
      );
    }
  });

  it('lists news items newest first with the spec fields, the description exactly as stored', async () => {
    const res = await client().get<Item[]>('/api/news');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.body.map((i) => i.title)).toEqual([items[2].title, items[1].title, items[0].title]);
    expect(Object.keys(res.body[0]).sort()).toEqual(['category', 'description', 'id', 'link', 'pubDate', 'source', 'title']);
    expect(res.body[0]).toMatchObject({ description: markup, link: `https://news.example/${tag}/2`, source: 'Practical Boat Owner' });
  });

  it('filters by category or source (case-insensitive); All News is no filter', async () => {
    expect((await client().get<Item[]>('/api/news?category=superyachts')).body.map((i) => i.title)).toEqual([items[1].title]);
    expect((await client().get<Item[]>('/api/news?category=Yachting%20World')).body.map((i) => i.title)).toEqual([items[0].title]);
    expect((await client().get<Item[]>('/api/news?category=All%20News')).body).toHaveLength(3);
    expect((await client().get<Item[]>('/api/news?category=Commercial%20Marine')).body).toEqual([]);
  });

  it('pages with limit and a cursor in Link', async () => {
    const first = await client().get<Item[]>('/api/news?limit=2');
    expect(first.body).toHaveLength(2);
    const next = /<([^>]+)>; rel="next"/.exec(first.headers.get('link') ?? '')?.[1];
    expect(next).toMatch(/^\/api\/news\?limit=2&cursor=/);
    const second = await client().get<Item[]>(next!);
    expect(second.body.map((i) => i.title)).toEqual([items[0].title]);
    expect(second.headers.get('link')).toBeNull();
    expect((await client().get('/api/news?cursor=garbage')).status).toBe(400);
    expect((await client().get('/api/news?limit=0')).status).toBe(400);
  });

  it('delta pull: all items from 0, then a removed item as a tombstone', async () => {
    const start = await pullAll(client(), '/api/news?updatedSince=0');
    expect(start.items).toHaveLength(3);
    const [gone] = await query<{ id: number }>(db.url, 'SELECT id FROM news_items WHERE title = $1', [items[0].title]);
    await query(db.url, 'UPDATE news_items SET deleted_at = now() WHERE id = $1', [gone.id]);
    const delta = await pullAll(client(), `/api/news?updatedSince=${start.token}`);
    expect(delta.items).toContainEqual({ id: gone.id, deleted: true });
    expect((await client().get<Item[]>('/api/news')).body).toHaveLength(2);
  });
});

describe('Idempotency-Key — a crash between commit and response', () => {
  it('replays the stored response after the API was killed (SIGKILL) right after committing', async () => {
    const { client: c } = await signedIn();
    const k = key();
    const body = questionFactory();
    const lost = c.post('/api/expert-questions', body, withKey(k, { 'x-test-fault': 'pause-after-commit:20000' })).then(
      () => 'answered',
      () => 'connection lost',
    );
    const deadline = Date.now() + 15_000;
    while ((await count('SELECT 1 FROM idempotency_keys WHERE key = $1', [k])) === 0) {
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await api.stop('SIGKILL');
    expect(await lost).toBe('connection lost');

    // Started again without TEST_FAULT_INJECTION.
    await startAgain({});
    const again = new TestClient(api.url);
    again.cookie = c.cookie;
    const replay = await again.post<Question>('/api/expert-questions', body, withKey(k));
    expect(replay.status).toBe(201);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const rows = await query<{ id: number }>(db.url, 'SELECT id FROM expert_questions WHERE title = $1', [body.title]);
    expect(rows).toHaveLength(1);
    expect(replay.body).toMatchObject({ id: rows[0].id, title: body.title });
  });
});
