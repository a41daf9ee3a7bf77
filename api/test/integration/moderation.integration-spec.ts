import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../utils/api-process';
import { answerFactory, listingFactory, questionFactory } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { type Person, type SecurityRun, createListing, issuedImage, signUp, startSecurityRun } from './security/security-harness';

/*
 * Trust and safety (docs/decisions.md "Moderation"): roles and the admin endpoints, suspension, the listing lifecycle
 * (automatic holds, decisions, sold), reports, the audit log and the e-mails, on a real PostgreSQL.
 */

let run: SecurityRun;
const base = () => run.api.url;
const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await run.pg.query(text, params)).rows as T[];

type Role = 'member' | 'expert' | 'moderator' | 'admin';
async function person(role: Role = 'member'): Promise<Person> {
  const p = await signUp(base());
  if (role !== 'member') await sql('UPDATE users SET role = $1 WHERE id = $2', [role, p.id]);
  return p;
}
/** A signed-in user whom an admin then suspends (their session is gone). */
async function suspendedPerson(admin: Person): Promise<Person> {
  const p = await person();
  expect((await admin.client.post(`/api/admin/users/${p.id}/suspension`, { reason: 'Spam' })).status).toBe(200);
  return p;
}
const catalogueIds = async (query = '') =>
  (await new TestClient(base()).get<Array<{ id: number }>>(`/api/boat-parts?limit=100${query}`)).body.map((p) => p.id);
const auditRows = (targetType: string, targetId: number) =>
  sql<{ action: string; actor_id: number | null; reason: string | null }>(
    'SELECT action, actor_id, reason FROM audit_log WHERE target_type = $1 AND target_id = $2 ORDER BY id',
    [targetType, String(targetId)],
  );
const mails = (to: string) =>
  sql<{ kind: string; subject: string; text_body: string }>(
    'SELECT kind, subject, text_body FROM mail_outbox WHERE to_address = $1 ORDER BY id',
    [to],
  );
const SCAM = { description: 'Great winch handle. Payment by Western Union only, my shipping agent will collect it.' };

beforeAll(async () => {
  run = await startSecurityRun();
});
afterAll(async () => {
  await run?.stop();
});

describe('admin endpoints: moderators and admins only (401 signed out, 403 other roles, suspended users signed out)', () => {
  type Actor = 'anonymous' | 'member' | 'expert' | 'moderator' | 'admin' | 'suspended';
  interface Row {
    route: string;
    expected: Record<Actor, number>;
    /** A fresh request for one attempt. */
    prepare(): Promise<{ method: string; path: string; body?: unknown }>;
  }
  const staff = (ok: number) => ({ anonymous: 401, member: 403, expert: 403, moderator: ok, admin: ok, suspended: 401 });
  let admin: Person;
  const heldListing = async () => (await createListing(await person(), { ...SCAM })).id;
  const reportedListing = async () => {
    const part = await createListing(await person());
    const reporter = await person();
    const res = await reporter.client.post<{ id: number }>('/api/reports', { targetType: 'listing', targetId: part.id, reason: 'scam' });
    expect(res.status, res.text).toBe(201);
    return res.body.id;
  };
  const ROWS: Row[] = [
    { route: 'GET /api/admin/moderation', expected: staff(200), prepare: async () => ({ method: 'GET', path: '/api/admin/moderation' }) },
    { route: 'GET /api/admin/reports', expected: staff(200), prepare: async () => ({ method: 'GET', path: '/api/admin/reports' }) },
    { route: 'GET /api/admin/users', expected: staff(200), prepare: async () => ({ method: 'GET', path: '/api/admin/users?q=sailor' }) },
    { route: 'GET /api/admin/audit', expected: staff(200), prepare: async () => ({ method: 'GET', path: '/api/admin/audit' }) },
    {
      route: 'POST /api/admin/listings/:id/decision',
      expected: staff(200),
      prepare: async () => ({ method: 'POST', path: `/api/admin/listings/${await heldListing()}/decision`, body: { action: 'approve' } }),
    },
    {
      route: 'POST /api/admin/reports/:id/decision',
      expected: staff(200),
      prepare: async () => ({
        method: 'POST',
        path: `/api/admin/reports/${await reportedListing()}/decision`,
        body: { action: 'dismiss' },
      }),
    },
    {
      route: 'PUT /api/admin/users/:id/role',
      expected: { ...staff(200), moderator: 403 },
      prepare: async () => ({ method: 'PUT', path: `/api/admin/users/${(await person()).id}/role`, body: { role: 'expert' } }),
    },
    {
      route: 'POST /api/admin/users/:id/suspension',
      expected: staff(200),
      prepare: async () => ({
        method: 'POST',
        path: `/api/admin/users/${(await person()).id}/suspension`,
        body: { reason: 'Scam listings' },
      }),
    },
    {
      route: 'DELETE /api/admin/users/:id/suspension',
      expected: staff(200),
      prepare: async () => ({ method: 'DELETE', path: `/api/admin/users/${(await suspendedPerson(admin)).id}/suspension` }),
    },
  ];

  beforeAll(async () => {
    admin = await person('admin');
  });

  describe.each(ROWS)('$route', (row) => {
    it.each(['anonymous', 'member', 'expert', 'moderator', 'admin', 'suspended'] as const)('as %s', async (actor) => {
      const request = await row.prepare();
      const client =
        actor === 'anonymous'
          ? new TestClient(base())
          : actor === 'suspended'
            ? (await suspendedPerson(admin)).client
            : actor === 'admin'
              ? admin.client
              : (await person(actor)).client;
      const auditBefore = (await sql<{ n: string }>('SELECT count(*) AS n FROM audit_log'))[0].n;
      const res = await client.request(request.method, request.path, request.body);
      expect(res.status, res.text).toBe(row.expected[actor]);
      if (res.status === 401) expect(res.body).toEqual({ message: 'You need to be logged in', code: 'UNAUTHENTICATED' });
      if (res.status === 403) expect(res.body).toMatchObject({ code: 'ROLE_REQUIRED' });
      const auditAfter = (await sql<{ n: string }>('SELECT count(*) AS n FROM audit_log'))[0].n;
      if (request.method !== 'GET' && res.status < 300) expect(Number(auditAfter)).toBeGreaterThan(Number(auditBefore));
      if (res.status >= 400) expect(auditAfter).toBe(auditBefore);
    });
  });
});

describe('roles and suspension', () => {
  it('an admin grants and takes back moderator and expert; admins are not changed here; nobody acts on themselves', async () => {
    const admin = await person('admin');
    const other = await person('admin');
    const user = await person();
    expect((await user.client.get('/api/admin/moderation')).status).toBe(403);
    const granted = await admin.client.request('PUT', `/api/admin/users/${user.id}/role`, { role: 'moderator' });
    expect(granted.status, granted.text).toBe(200);
    expect(granted.body).toMatchObject({ id: user.id, role: 'moderator' });
    expect((await user.client.get('/api/admin/moderation')).status).toBe(200);
    expect((await admin.client.request('PUT', `/api/admin/users/${user.id}/role`, { role: 'member' })).status).toBe(200);
    expect((await user.client.get('/api/admin/moderation')).status).toBe(403);
    expect((await admin.client.request('PUT', `/api/admin/users/${user.id}/role`, { role: 'admin' })).status).toBe(400);
    expect((await admin.client.request('PUT', `/api/admin/users/${other.id}/role`, { role: 'member' })).body).toMatchObject({
      code: 'STAFF_PROTECTED',
    });
    expect((await admin.client.request('PUT', `/api/admin/users/${admin.id}/role`, { role: 'member' })).status).toBe(403);
    expect((await admin.client.request('PUT', '/api/admin/users/2147483647/role', { role: 'expert' })).status).toBe(404);
    expect((await auditRows('user', user.id)).map((r) => r.action)).toEqual(['user.role', 'user.role']);
  });

  it('a moderator cannot suspend a moderator or an admin; an admin can suspend a moderator', async () => {
    const moderator = await person('moderator');
    const otherModerator = await person('moderator');
    const admin = await person('admin');
    expect((await moderator.client.post(`/api/admin/users/${otherModerator.id}/suspension`, { reason: 'x' })).status).toBe(403);
    expect((await moderator.client.post(`/api/admin/users/${admin.id}/suspension`, { reason: 'x' })).status).toBe(403);
    expect((await admin.client.post(`/api/admin/users/${otherModerator.id}/suspension`, { reason: 'Abuse' })).status).toBe(200);
    expect((await moderator.client.post(`/api/admin/users/${moderator.id}/suspension`, { reason: 'x' })).status).toBe(403);
    expect((await moderator.client.post(`/api/admin/users/${admin.id}/suspension`, {})).status).toBe(400);
  });

  it('suspension ends every session, refuses sign-in, takes the listings out; lifting brings them back', async () => {
    const moderator = await person('moderator');
    const seller = await person();
    const part = await createListing(seller);
    const secondDevice = new TestClient(base());
    expect((await secondDevice.post('/api/login', { username: seller.username, password: seller.password })).status).toBe(200);
    expect(await catalogueIds()).toContain(part.id);

    const res = await moderator.client.post<{ suspendedAt: string; suspensionReason: string }>(`/api/admin/users/${seller.id}/suspension`, {
      reason: 'Scam listings',
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ suspendedAt: expect.any(String), suspensionReason: 'Scam listings' });
    expect((await seller.client.get('/api/user')).status).toBe(401);
    expect((await secondDevice.get('/api/user')).status).toBe(401);
    expect(await sql('SELECT id FROM sessions WHERE user_id = $1', [seller.id])).toEqual([]);
    const login = await new TestClient(base()).post('/api/login', { username: seller.username, password: seller.password });
    expect(login.status).toBe(403);
    expect(login.body).toEqual({
      message: 'Your account has been suspended. Please contact support if you think this is a mistake.',
      code: 'ACCOUNT_SUSPENDED',
    });
    // A wrong password still answers as before: the refusal reveals nothing to a guesser.
    expect((await new TestClient(base()).post('/api/login', { username: seller.username, password: 'Wrong-pass-1!' })).status).toBe(401);
    expect(await catalogueIds()).not.toContain(part.id);
    expect((await new TestClient(base()).get(`/api/boat-parts/${part.id}`)).status).toBe(404);
    const delta = await new TestClient(base()).get<Array<{ id: number; deleted?: boolean }>>('/api/boat-parts?updatedSince=0&limit=500');
    expect(delta.body.find((p) => p.id === part.id)).toEqual({ id: part.id, deleted: true });
    expect((await mails(seller.email)).map((m) => m.kind)).toContain('moderation.user.suspended');
    // Their public seller page is gone too.
    expect((await new TestClient(base()).get(`/api/sellers/${seller.username}`)).status).toBe(404);

    expect((await moderator.client.request('DELETE', `/api/admin/users/${seller.id}/suspension`)).status).toBe(200);
    expect(await catalogueIds()).toContain(part.id);
    expect((await new TestClient(base()).get(`/api/sellers/${seller.username}`)).status).toBe(200);
    expect((await new TestClient(base()).post('/api/login', { username: seller.username, password: seller.password })).status).toBe(200);
    expect((await auditRows('user', seller.id)).map((r) => [r.action, r.actor_id])).toEqual([
      ['user.suspend', moderator.id],
      ['user.unsuspend', moderator.id],
    ]);
  });

  it('GET /api/admin/users searches username, full name and e-mail, newest first, paged with before', async () => {
    const moderator = await person('moderator');
    const a = await signUp(base(), { fullName: 'Quartermaster Findme' });
    const b = await signUp(base(), { fullName: 'Bosun Findme' });
    const res = await moderator.client.get<Array<{ id: number; email: string }>>('/api/admin/users?q=findme');
    expect(res.body.map((u) => u.id)).toEqual([b.id, a.id]);
    expect(
      (await moderator.client.get<Array<{ id: number }>>(`/api/admin/users?q=${encodeURIComponent(a.email)}`)).body.map((u) => u.id),
    ).toEqual([a.id]);
    expect(
      (await moderator.client.get<Array<{ id: number }>>(`/api/admin/users?q=findme&limit=1&before=${b.id}`)).body.map((u) => u.id),
    ).toEqual([a.id]);
    expect((await moderator.client.get('/api/admin/users?limit=0')).status).toBe(400);
  });

  it('npm run admin -- promote works against DATABASE_URL and against a running or stopped embedded database', async () => {
    const cli = path.resolve(__dirname, '../../dist/admin-cli.js');
    const exec = promisify(execFile);
    const someone = await person();
    const env = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', DATABASE_URL: run.db.url };
    const out = await exec(process.execPath, [cli, 'promote', someone.username.toUpperCase(), 'admin'], { env });
    expect(out.stdout).toContain('member → admin');
    expect(await sql('SELECT role FROM users WHERE id = $1', [someone.id])).toEqual([{ role: 'admin' }]);
    expect((await someone.client.get('/api/admin/audit')).status).toBe(200);
    expect((await auditRows('user', someone.id)).at(-1)).toMatchObject({ action: 'user.role', actor_id: null });
    await expect(exec(process.execPath, [cli, 'promote', 'nobody_here', 'admin'], { env })).rejects.toMatchObject({ code: 1 });
    await expect(exec(process.execPath, [cli, 'promote', someone.username, 'captain'], { env })).rejects.toMatchObject({ code: 2 });

    // DATA_DIR: with the app running (its embedded PostgreSQL found through postmaster.pid), then stopped.
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-admin-'));
    const app = await startApi({ dataDir, env: { SEED_DEMO_DATA: 'false', TRUST_PROXY: 'true' } });
    const dataEnv = { PATH: env.PATH, HOME: env.HOME, DATA_DIR: dataDir };
    try {
      const member = await signUp(app.url);
      expect((await exec(process.execPath, [cli, 'promote', member.username, 'moderator'], { env: dataEnv })).stdout).toContain(
        '→ moderator',
      );
      expect((await member.client.get('/api/admin/moderation')).status).toBe(200);
      await app.stop();
      expect((await exec(process.execPath, [cli, 'promote', member.username, 'expert'], { env: dataEnv })).stdout).toContain(
        'moderator → expert',
      );
    } finally {
      await app.stop();
    }
  }, 120_000);
});

describe('listing lifecycle', () => {
  it('a listing that trips an automatic check waits for review; the seller sees why it is not public; approve publishes it', async () => {
    const seller = await person();
    const moderator = await person('moderator');
    const clean = await createListing(seller);
    expect(clean).toMatchObject({ moderationStatus: 'pending', status: 'active' });
    expect(await catalogueIds()).toContain(clean.id);

    const held = await createListing(seller, SCAM);
    expect(held).toMatchObject({ moderationStatus: 'review' });
    expect(await catalogueIds()).not.toContain(held.id);
    expect((await new TestClient(base()).get(`/api/boat-parts/${held.id}`)).status).toBe(404);
    const mine = await seller.client.get<Array<Record<string, unknown>>>('/api/boat-parts/user');
    expect(mine.body.find((p) => p.id === held.id)).toMatchObject({
      status: 'active',
      moderationStatus: 'review',
      approvalStatus: 'pending',
      rejectionReason: null,
    });
    expect(mine.text).not.toContain('Automatic check');

    const queue = await moderator.client.get<Array<{ id: number; moderationNotes: string }>>('/api/admin/moderation');
    expect(queue.body.find((p) => p.id === held.id)?.moderationNotes).toMatch(/Automatic check: scam pattern: money transfer services/);
    expect(queue.body.map((p) => p.id)).not.toContain(clean.id);

    const approved = await moderator.client.post(`/api/admin/listings/${held.id}/decision`, { action: 'approve' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body).toMatchObject({ moderationStatus: 'approved', approvalStatus: 'approved' });
    expect(await catalogueIds()).toContain(held.id);
    expect((await mails(seller.email)).map((m) => m.kind)).toContain('moderation.listing.approve');
    expect(await auditRows('listing', held.id)).toEqual([{ action: 'listing.approve', actor_id: moderator.id, reason: null }]);
  });

  it('reject (reason required): out of catalogue, search, featured, saved lists and delta pulls; the seller sees the reason, edits and resubmits', async () => {
    const seller = await person();
    const buyer = await person();
    const moderator = await person('moderator');
    const part = await createListing(seller, { title: 'Lifecycle probe windlass' });
    await sql('UPDATE boat_parts SET featured = true WHERE id = $1', [part.id]);
    expect((await buyer.client.request('PUT', `/api/saved-parts/${part.id}`)).status).toBe(204);

    expect((await moderator.client.post(`/api/admin/listings/${part.id}/decision`, { action: 'reject' })).status).toBe(400);
    expect((await moderator.client.post(`/api/admin/listings/${part.id}/decision`, { action: 'reject', reason: '  ' })).status).toBe(400);
    const rejected = await moderator.client.post(`/api/admin/listings/${part.id}/decision`, {
      action: 'reject',
      reason: 'Photos show another part',
    });
    expect(rejected.status, rejected.text).toBe(200);

    const anon = new TestClient(base());
    expect(await catalogueIds()).not.toContain(part.id);
    expect((await anon.get<Array<{ id: number }>>('/api/boat-parts?q=lifecycle%20probe%20windlass')).body).toEqual([]);
    expect((await anon.get<Array<{ id: number }>>('/api/boat-parts/featured')).body.map((p) => p.id)).not.toContain(part.id);
    expect((await anon.get(`/api/boat-parts/${part.id}`)).status).toBe(404);
    expect((await buyer.client.get<Array<{ id: number }>>('/api/saved-parts')).body.map((p) => p.id)).not.toContain(part.id);
    const delta = await anon.get<Array<{ id: number; deleted?: boolean }>>('/api/boat-parts?updatedSince=0&limit=500');
    expect(delta.body.find((p) => p.id === part.id)).toEqual({ id: part.id, deleted: true });

    const own = await seller.client.get<Array<Record<string, unknown>>>('/api/boat-parts/user');
    expect(own.body.find((p) => p.id === part.id)).toMatchObject({
      moderationStatus: 'rejected',
      approvalStatus: 'rejected',
      rejectionReason: 'Photos show another part',
    });
    const ownDetail = await seller.client.get(`/api/boat-parts/${part.id}`);
    expect(ownDetail.status).toBe(200);
    expect(ownDetail.text).not.toMatch(/moderationNotes|moderation_notes/);
    const mail = (await mails(seller.email)).find((m) => m.kind === 'moderation.listing.reject');
    expect(mail?.text_body).toContain('Photos show another part');

    const edited = await seller.client.request(
      'PUT',
      `/api/boat-parts/${part.id}`,
      listingFactory(part.imageUrls, { title: 'Lifecycle probe windlass, new photos' }),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(edited.body).toMatchObject({ moderationStatus: 'review', approvalStatus: 'pending' });
    expect(await catalogueIds()).not.toContain(part.id);
    expect((await moderator.client.get<Array<{ id: number }>>('/api/admin/moderation')).body.map((p) => p.id)).toContain(part.id);
    expect((await moderator.client.post(`/api/admin/listings/${part.id}/decision`, { action: 'approve' })).status).toBe(200);
    expect(await catalogueIds()).toContain(part.id);
    expect((await auditRows('listing', part.id)).map((r) => r.action)).toEqual(['listing.reject', 'listing.approve']);
  });

  it('remove is final: the seller cannot edit or relist a removed listing', async () => {
    const seller = await person();
    const moderator = await person('moderator');
    const part = await createListing(seller);
    expect(
      (await moderator.client.post(`/api/admin/listings/${part.id}/decision`, { action: 'remove', reason: 'Counterfeit goods' })).status,
    ).toBe(200);
    expect(await catalogueIds()).not.toContain(part.id);
    const edit = await seller.client.request('PUT', `/api/boat-parts/${part.id}`, listingFactory(part.imageUrls));
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ code: 'LISTING_REMOVED' });
    expect((await seller.client.patch(`/api/boat-parts/${part.id}/status`, { status: 'sold' })).status).toBe(409);
    expect((await moderator.client.post(`/api/admin/listings/${part.id}/decision`, { action: 'approve' })).status).toBe(409);
    expect((await moderator.client.post('/api/admin/listings/2147483647/decision', { action: 'approve' })).status).toBe(404);
  });

  it('moderation fields in POST/PUT bodies are still ignored', async () => {
    const seller = await person();
    const image = await issuedImage(seller.client);
    const sneaky = {
      moderationStatus: 'approved',
      approvalStatus: 'approved',
      moderatedBy: seller.id,
      moderationNotes: 'ok',
      rejectionReason: 'x',
      status: 'sold',
      soldAt: '2020-01-01T00:00:00Z',
      sellerSuspended: true,
    };
    const res = await seller.client.post<{ id: number }>('/api/boat-parts', { ...listingFactory([image], SCAM), ...sneaky });
    expect(res.status, res.text).toBe(201);
    const [row] = await sql(
      'SELECT moderation_status, approval_status, moderated_by, status, sold_at, seller_suspended, rejection_reason FROM boat_parts WHERE id = $1',
      [res.body.id],
    );
    expect(row).toMatchObject({
      moderation_status: 'review',
      approval_status: 'pending',
      moderated_by: null,
      status: 'active',
      sold_at: null,
      seller_suspended: false,
      rejection_reason: null,
    });
    const put = await seller.client.request('PUT', `/api/boat-parts/${res.body.id}`, { ...listingFactory([image]), ...sneaky });
    expect(put.status, put.text).toBe(200);
    expect((await sql('SELECT moderation_status, approval_status, status FROM boat_parts WHERE id = $1', [res.body.id]))[0]).toEqual({
      moderation_status: 'review',
      approval_status: 'pending',
      status: 'active',
    });
  });

  it('PATCH /api/boat-parts/{id}/status: owner only; sold shows as sold, leaves the catalogue after the window, relist brings it back', async () => {
    const seller = await person();
    const stranger = await person();
    const part = await createListing(seller);
    expect((await new TestClient(base()).patch(`/api/boat-parts/${part.id}/status`, { status: 'sold' })).status).toBe(401);
    expect((await stranger.client.patch(`/api/boat-parts/${part.id}/status`, { status: 'sold' })).status).toBe(403);
    expect((await seller.client.patch(`/api/boat-parts/${part.id}/status`, { status: 'removed' })).status).toBe(400);
    expect((await seller.client.patch('/api/boat-parts/2147483647/status', { status: 'sold' })).status).toBe(404);

    const sold = await seller.client.patch<{ status: string; soldAt: string; version: number }>(`/api/boat-parts/${part.id}/status`, {
      status: 'sold',
    });
    expect(sold.status, sold.text).toBe(200);
    expect(sold.body).toMatchObject({ status: 'sold', soldAt: expect.any(String), version: 2 });
    const list = await new TestClient(base()).get<Array<{ id: number; status: string }>>('/api/boat-parts?limit=100');
    expect(list.body.find((p) => p.id === part.id)?.status).toBe('sold');

    // Past the window: the job takes it out (woken here instead of waiting for its schedule).
    await sql(`UPDATE boat_parts SET sold_at = now() - interval '8 days' WHERE id = $1`, [part.id]);
    await sql(`SELECT pg_notify('dockside_jobs', 'sold-listings')`);
    await expect
      .poll(
        async () => (await sql<{ sold_expired: boolean }>('SELECT sold_expired FROM boat_parts WHERE id = $1', [part.id]))[0].sold_expired,
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(await catalogueIds()).not.toContain(part.id);
    const delta = await new TestClient(base()).get<Array<{ id: number; deleted?: boolean }>>('/api/boat-parts?updatedSince=0&limit=500');
    expect(delta.body.find((p) => p.id === part.id)).toEqual({ id: part.id, deleted: true });
    expect((await new TestClient(base()).get<{ status: string }>(`/api/boat-parts/${part.id}`)).body.status).toBe('sold');

    const relisted = await seller.client.patch(`/api/boat-parts/${part.id}/status`, { status: 'active' });
    expect(relisted.body).toMatchObject({ status: 'active', soldAt: null });
    expect(await catalogueIds()).toContain(part.id);
  });
});

describe('reports', () => {
  it("POST /api/reports requires sign-in, refuses one's own item and a second report of the same item (409, nothing added)", async () => {
    const seller = await person();
    const reporter = await person();
    const part = await createListing(seller);
    const body = { targetType: 'listing', targetId: part.id, reason: 'scam' };
    expect((await new TestClient(base()).post('/api/reports', body)).status).toBe(401);
    expect((await seller.client.post('/api/reports', body)).status).toBe(403);
    const first = await reporter.client.post('/api/reports', body);
    expect(first.status, first.text).toBe(201);
    const again = await reporter.client.post('/api/reports', { ...body, reason: 'duplicate' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'ALREADY_REPORTED' });
    expect(await sql('SELECT reason FROM reports WHERE target_id = $1', [part.id])).toEqual([{ reason: 'scam' }]);
    expect((await reporter.client.post('/api/reports', { ...body, targetId: 2147483647 })).status).toBe(404);
    expect((await reporter.client.post('/api/reports', { ...body, reason: 'other' })).status).toBe(400);
    expect((await reporter.client.post('/api/reports', { ...body, reason: 'bad' })).status).toBe(400);
    expect((await reporter.client.post('/api/reports', { ...body, targetType: 'user' })).status).toBe(400);
  });

  it('three reporters hide a listing until reviewed; the queue groups them with context; dismiss brings it back', async () => {
    const seller = await person();
    const moderator = await person('moderator');
    const part = await createListing(seller, { title: 'Threshold probe fender' });
    const reasons = ['scam', 'duplicate', 'other'];
    for (const [i, reason] of reasons.entries()) {
      const reporter = await person();
      const res = await reporter.client.post('/api/reports', {
        targetType: 'listing',
        targetId: part.id,
        reason,
        note: reason === 'other' ? 'Looks fake' : undefined,
      });
      expect(res.status, res.text).toBe(201);
      if (i < 2) expect(await catalogueIds()).toContain(part.id);
    }
    expect(await catalogueIds()).not.toContain(part.id);
    expect((await new TestClient(base()).get(`/api/boat-parts/${part.id}`)).status).toBe(404);

    const groups = await moderator.client.get<Array<Record<string, unknown>>>('/api/admin/reports');
    const group = groups.body.find((g) => g.targetType === 'listing' && g.targetId === part.id);
    expect(group).toMatchObject({
      title: 'Threshold probe fender',
      ownerId: seller.id,
      ownerUsername: seller.username,
      count: 3,
      hidden: true,
      notes: ['Looks fake'],
    });
    expect([...(group!.reasons as string[])].sort()).toEqual(['duplicate', 'other', 'scam']);
    expect((await moderator.client.get<Array<{ id: number }>>('/api/admin/moderation')).body.map((p) => p.id)).toContain(part.id);

    const dismissed = await moderator.client.post(`/api/admin/reports/${group!.id}/decision`, {
      action: 'dismiss',
      note: 'Genuine seller',
    });
    expect(dismissed.status, dismissed.text).toBe(200);
    expect(dismissed.body).toMatchObject({ closed: 3 });
    expect(await catalogueIds()).toContain(part.id);
    expect((await moderator.client.post(`/api/admin/reports/${group!.id}/decision`, { action: 'dismiss' })).status).toBe(409);
    expect((await auditRows('listing', part.id)).map((r) => [r.action, r.actor_id])).toEqual([
      ['listing.hide', null],
      ['listing.approve', moderator.id],
      ['report.dismiss', moderator.id],
    ]);
  });

  it('uphold with suspend removes the listing, e-mails the seller and suspends them', async () => {
    const seller = await person();
    const moderator = await person('moderator');
    const reporter = await person();
    const part = await createListing(seller);
    const other = await createListing(seller);
    const report = await reporter.client.post<{ id: number }>('/api/reports', { targetType: 'listing', targetId: part.id, reason: 'scam' });
    const res = await moderator.client.post(`/api/admin/reports/${report.body.id}/decision`, {
      action: 'uphold',
      note: 'Advance-fee scam',
      suspend: true,
    });
    expect(res.status, res.text).toBe(200);
    expect((await sql('SELECT moderation_status, rejection_reason FROM boat_parts WHERE id = $1', [part.id]))[0]).toEqual({
      moderation_status: 'removed',
      rejection_reason: 'Advance-fee scam',
    });
    expect(await catalogueIds()).not.toContain(other.id);
    expect((await seller.client.get('/api/user')).status).toBe(401);
    expect((await mails(seller.email)).map((m) => m.kind)).toEqual(
      expect.arrayContaining(['moderation.listing.remove', 'moderation.user.suspended']),
    );
    expect((await sql<{ status: string }>('SELECT status FROM reports WHERE id = $1', [report.body.id]))[0].status).toBe('upheld');
    expect((await auditRows('user', seller.id)).map((r) => r.action)).toEqual(['user.suspend']);
  });

  it('questions, answers and chat messages can be reported; upholding removes the item', async () => {
    const author = await person();
    const reporter = await person();
    const moderator = await person('moderator');
    const question = await author.client.post<{ id: number }>('/api/expert-questions', questionFactory());
    const answer = await author.client.post<{ id: number }>('/api/expert-answers', answerFactory(question.body.id));
    for (const [targetType, targetId] of [
      ['question', question.body.id],
      ['answer', answer.body.id],
    ] as const) {
      const res = await reporter.client.post<{ id: number }>('/api/reports', { targetType, targetId, reason: 'offensive' });
      expect(res.status, res.text).toBe(201);
      expect((await author.client.post('/api/reports', { targetType, targetId, reason: 'offensive' })).status).toBe(403);
    }
    const groups =
      await moderator.client.get<Array<{ id: number; targetType: string; targetId: number; content: string }>>('/api/admin/reports');
    const answerGroup = groups.body.find((g) => g.targetType === 'answer' && g.targetId === answer.body.id)!;
    expect(answerGroup.content).toContain('bleed screw');
    expect((await moderator.client.post(`/api/admin/reports/${answerGroup.id}/decision`, { action: 'uphold' })).status).toBe(200);
    expect(await sql('SELECT id FROM expert_answers WHERE id = $1', [answer.body.id])).toEqual([]);
    const questionGroup = groups.body.find((g) => g.targetType === 'question' && g.targetId === question.body.id)!;
    expect((await moderator.client.post(`/api/admin/reports/${questionGroup.id}/decision`, { action: 'uphold' })).status).toBe(200);
    expect((await new TestClient(base()).get(`/api/expert-questions/${question.body.id}`)).status).toBe(404);
  });
});

describe('GET /api/admin/audit', () => {
  it('lists actions newest first with the actor, paged with before', async () => {
    const admin = await person('admin');
    const target = await person();
    await admin.client.request('PUT', `/api/admin/users/${target.id}/role`, { role: 'expert' });
    await admin.client.request('PUT', `/api/admin/users/${target.id}/role`, { role: 'member' });
    const res =
      await admin.client.get<Array<{ id: number; action: string; actorUsername: string; targetId: string; details: unknown }>>(
        '/api/admin/audit?limit=2',
      );
    expect(res.body.map((e) => [e.action, e.actorUsername, e.targetId])).toEqual([
      ['user.role', admin.username, String(target.id)],
      ['user.role', admin.username, String(target.id)],
    ]);
    expect(res.body[0].details).toEqual({ from: 'expert', to: 'member' });
    const next = await admin.client.get<Array<{ id: number }>>(`/api/admin/audit?limit=2&before=${res.body[1].id}`);
    expect(next.body.every((e) => e.id < res.body[1].id)).toBe(true);
  });
});
