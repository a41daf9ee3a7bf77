import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApi } from '../../utils/api-process';
import { answerFactory, questionFactory, registrationFactory } from '../../utils/factories';
import { TestClient } from '../../utils/http-client';
import { type SecurityRun, askQuestion, signUp, startSecurityRun } from './security-harness';
import { expectSignInRequired } from '../../utils/expect-signed-out';

/*
 * Security suite 7 (docs/testing.md "Security suite"): session fixation, sign-out and password changes end sessions on the
 * server, idle and absolute expiry, and rate limits that hold (429 + Retry-After). The sign-in,
 * registration and username-check limits are in ../accounts.integration-spec.ts.
 */

let run: SecurityRun;
const base = () => run.api.url;
const token = (cookie: string | undefined) => cookie?.split('=')[1] ?? '';
const sessionId = (cookie: string | undefined) => createHash('sha256').update(token(cookie)).digest('hex');
const withCookie = (cookie: string | undefined) => {
  const client = new TestClient(base());
  client.cookie = cookie;
  return client;
};
const sessionRows = async (userId: number) =>
  (await run.pg.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1 ORDER BY id', [userId])).rows.map((r) => r.id);

beforeAll(async () => {
  run = await startSecurityRun();
});
afterAll(async () => {
  await run?.stop();
});

describe('session fixation', () => {
  it("a session id planted in the victim's browser is replaced at sign-in and never signs anyone in as the victim", async () => {
    const victim = await signUp(base());
    const attacker = await signUp(base());
    const forged = `dockside_session=${randomBytes(32).toString('base64url')}`;
    for (const planted of [attacker.client.cookie, forged]) {
      const browser = withCookie(planted);
      const login = await browser.post<{ id: number }>('/api/login', { username: victim.username, password: victim.password });
      expect(login.status).toBe(200);
      expect(login.body.id).toBe(victim.id);
      expect(browser.cookie).toBeDefined();
      expect(browser.cookie).not.toBe(planted);
      // The planted value is dead (the attacker's own session was ended by the sign-in over it).
      expect((await withCookie(planted).get('/api/user')).status).toBe(401);
      expect((await browser.get<{ id: number }>('/api/user')).body.id).toBe(victim.id);
    }
  });

  it('registration also starts a fresh session over whatever the browser carried', async () => {
    const earlier = await signUp(base());
    const browser = withCookie(earlier.client.cookie);
    const res = await browser.post<{ id: number }>('/api/register', registrationFactory());
    expect(res.status).toBe(201);
    expect(browser.cookie).not.toBe(earlier.client.cookie);
    expect((await withCookie(earlier.client.cookie).get('/api/user')).status).toBe(401);
  });

  it('only a hash of the token is stored: the cookie value is nowhere in the sessions table', async () => {
    const person = await signUp(base());
    const rows = (await run.pg.query('SELECT * FROM sessions WHERE user_id = $1', [person.id])).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0].id).toBe(sessionId(person.client.cookie));
    expect(JSON.stringify(rows)).not.toContain(token(person.client.cookie));
  });

  it.each([
    ['empty', 'dockside_session='],
    ['too short', 'dockside_session=abc'],
    ['too long', `dockside_session=${'A'.repeat(5000)}`],
    ['SQL', "dockside_session=' OR '1'='1"],
    ['the stored hash itself', 'HASH'],
    ['two cookies', 'dockside_session=x; dockside_session=y'],
  ])('a malformed or forged cookie (%s) is simply signed out: 401, never a 500', async (_label, cookie) => {
    const person = await signUp(base());
    const value = cookie === 'HASH' ? `dockside_session=${sessionId(person.client.cookie)}` : cookie;
    const res = await withCookie(value).get('/api/user');
    expectSignInRequired(res);
  });
});

describe('sign-out and password changes end sessions on the server', () => {
  it('sign-out deletes the session: the old cookie replayed is 401; the same account on another device stays signed in', async () => {
    const person = await signUp(base());
    const laptop = new TestClient(base());
    expect((await laptop.post('/api/login', { username: person.username, password: person.password })).status).toBe(200);
    const phoneCookie = person.client.cookie;
    expect(await sessionRows(person.id)).toHaveLength(2);

    expect((await person.client.post('/api/logout')).status).toBe(200);
    expect(person.client.cookie).toBeUndefined();
    expect((await withCookie(phoneCookie).get('/api/user')).status).toBe(401);
    expect((await withCookie(phoneCookie).patch('/api/user', { fullName: 'Replayed Cookie' })).status).toBe(401);
    expect(await sessionRows(person.id)).toEqual([sessionId(laptop.cookie)]);
    expect((await laptop.get('/api/user')).status).toBe(200);
  });

  it('a password change ends every other session of the user and keeps the current one', async () => {
    const person = await signUp(base());
    const others: TestClient[] = [];
    for (let i = 0; i < 3; i += 1) {
      const device = new TestClient(base());
      expect((await device.post('/api/login', { username: person.username, password: person.password })).status).toBe(200);
      others.push(device);
    }
    const bystander = await signUp(base());
    expect(await sessionRows(person.id)).toHaveLength(4);

    const res = await person.client.post('/api/user/password', { currentPassword: person.password, newPassword: 'Bilge-Pump-88!' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ otherSessionsEnded: 3 });
    expect(await sessionRows(person.id)).toEqual([sessionId(person.client.cookie)]);
    expect((await person.client.get('/api/user')).status).toBe(200);
    for (const device of others) expect((await device.get('/api/user')).status).toBe(401);
    // Other users' sessions are untouched.
    expect((await bystander.client.get('/api/user')).status).toBe(200);
  });
});

describe('session expiry is enforced by the server', () => {
  // The limits (30 days idle, 90 days absolute) are not settings: the test moves the deadlines instead.
  it('an idle-expired session is refused even though its absolute deadline is far away', async () => {
    const person = await signUp(base());
    await run.pg.query(`UPDATE sessions SET idle_expires_at = now() - interval '1 second' WHERE id = $1`, [
      sessionId(person.client.cookie),
    ]);
    expect((await person.client.get('/api/user')).status).toBe(401);
  });

  it('an absolutely expired session is refused even though it was used a moment ago', async () => {
    const person = await signUp(base());
    await run.pg.query(`UPDATE sessions SET absolute_expires_at = now() - interval '1 second', last_seen_at = now() WHERE id = $1`, [
      sessionId(person.client.cookie),
    ]);
    expect((await person.client.get('/api/user')).status).toBe(401);
  });

  it('use pushes the idle deadline forward, never past the absolute one', async () => {
    const person = await signUp(base());
    const id = sessionId(person.client.cookie);
    await run.pg.query(
      `UPDATE sessions SET last_seen_at = now() - interval '10 minutes', idle_expires_at = now() + interval '1 minute',
         absolute_expires_at = now() + interval '2 hours' WHERE id = $1`,
      [id],
    );
    expect((await person.client.get('/api/user')).status).toBe(200);
    const [row] = (await run.pg.query('SELECT idle_expires_at, absolute_expires_at FROM sessions WHERE id = $1', [id])).rows;
    expect(row.idle_expires_at.getTime()).toBe(row.absolute_expires_at.getTime());
  });

  it("the cookie's lifetime is the absolute limit (90 days), so the browser forgets it when the server would", async () => {
    const res = await new TestClient(base()).post('/api/register', registrationFactory());
    expect(res.headers.get('set-cookie')).toContain(`Max-Age=${90 * 24 * 3600}`);
  });
});

describe('rate limits hold: 429 with Retry-After, per key', () => {
  async function until429(send: () => Promise<{ status: number; headers: Headers; body: unknown }>, limit: number) {
    const statuses: number[] = [];
    let last: { status: number; headers: Headers; body: unknown } | undefined;
    for (let i = 0; i <= limit; i += 1) {
      last = await send();
      statuses.push(last.status);
    }
    expect(statuses.slice(0, limit).every((s) => s !== 429)).toBe(true);
    expect(last!.status).toBe(429);
    const retryAfter = Number(last!.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(last!.body).toEqual({ message: 'Too many attempts. Please wait a moment and try again.', code: 'RATE_LIMITED' });
    return retryAfter;
  }

  it('password changes: 10 per 15 minutes per user, then 429 — even with the right current password', async () => {
    const person = await signUp(base());
    const retryAfter = await until429(
      () => person.client.post('/api/user/password', { currentPassword: 'Wrong-pass-1!', newPassword: 'Bilge-Pump-88!' }),
      10,
    );
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const right = await person.client.post('/api/user/password', { currentPassword: person.password, newPassword: 'Bilge-Pump-88!' });
    expect(right.status).toBe(429);
    expect((await new TestClient(base()).post('/api/login', { username: person.username, password: person.password })).status).toBe(200);
  });

  it('questions: 20 per hour per user; another user may still ask', async () => {
    const person = await signUp(base());
    const retryAfter = await until429(() => person.client.post('/api/expert-questions', questionFactory()), 20);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect((await run.pg.query('SELECT count(*)::int AS n FROM expert_questions WHERE user_id = $1', [person.id])).rows[0].n).toBe(20);
    expect((await (await signUp(base())).client.post('/api/expert-questions', questionFactory())).status).toBe(201);
  });

  it('answers: 60 per hour per user', async () => {
    const asker = await signUp(base());
    const question = await askQuestion(asker);
    const person = await signUp(base());
    await until429(() => person.client.post('/api/expert-answers', answerFactory(question.id)), 60);
    expect((await run.pg.query('SELECT count(*)::int AS n FROM expert_answers WHERE user_id = $1', [person.id])).rows[0].n).toBe(60);
  });

  it('image uploads: 120 per 15 minutes per IP, counted before the file is read', async () => {
    const person = await signUp(base());
    const form = () => {
      const body = new FormData();
      body.append('image', new Blob([Buffer.from('not an image')], { type: 'image/jpeg' }), 'x.jpg');
      return body;
    };
    const send = async () => {
      const res = await fetch(`${base()}/api/upload-image`, {
        method: 'POST',
        body: form(),
        headers: { cookie: person.client.cookie!, 'x-forwarded-for': person.client.ip },
      });
      return { status: res.status, headers: res.headers, body: await res.json() };
    };
    await until429(send, 120);
  });

  describe('without a trusted proxy', () => {
    let direct: ApiProcess;
    beforeAll(async () => {
      direct = await startApi({ databaseUrl: run.db.url, env: { SEED_DEMO_DATA: 'false', TRUST_PROXY: 'false' } });
    });
    afterAll(async () => {
      await direct?.stop();
    });

    it('a made-up X-Forwarded-For does not reset the per-IP sign-in limit', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 31; i += 1) {
        const res = await fetch(`${direct.url}/api/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `203.0.113.${i + 1}` },
          body: JSON.stringify({ username: `ghost_${i}`, password: '' }),
        });
        statuses.push(res.status);
      }
      expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });
});
