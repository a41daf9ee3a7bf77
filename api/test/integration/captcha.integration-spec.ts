import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, startApi } from '../utils/api-process';
import { registrationFactory } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { createTestDatabase } from '../utils/test-database';

let api: ApiProcess;
let db: Awaited<ReturnType<typeof createTestDatabase>>;

beforeAll(async () => {
  db = await createTestDatabase(inject('adminDatabaseUrl'));
  api = await startApi({ databaseUrl: db.url, env: { SEED_DEMO_DATA: 'false', TRUST_PROXY: 'true', CAPTCHA_PROVIDER: 'altcha' } });
});
afterAll(async () => {
  await api?.stop();
  await db?.drop();
});

/** Does what the browser widget does: fetch a challenge, solve the proof of work, encode the payload. */
async function solvedToken(c: TestClient): Promise<string> {
  const challenge = await c.get('/api/captcha/challenge');
  expect(challenge.status).toBe(200);
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/sha');
  const solution = await solveChallenge({ challenge: challenge.body as never, deriveKey });
  expect(solution).not.toBeNull();
  return Buffer.from(JSON.stringify({ challenge: challenge.body, solution })).toString('base64');
}

describe('registration with the ALTCHA captcha (the default provider)', () => {
  it('tells the client which captcha to show', async () => {
    expect((await new TestClient(api.url).get('/api/captcha')).body).toEqual({ provider: 'altcha' });
  });

  it('refuses a missing token, the spec’s fixed development token and garbage', async () => {
    for (const recaptchaToken of [undefined, 'dev-token', 'development-bypass', 'bm90IGpzb24=']) {
      const res = await new TestClient(api.url).post('/api/register', registrationFactory({ recaptchaToken }));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'CAPTCHA verification failed', code: 'CAPTCHA_FAILED' });
    }
  });

  it('accepts a solved challenge once; a replay of the same solution is refused', async () => {
    const c = new TestClient(api.url);
    const token = await solvedToken(c);
    expect((await c.post('/api/register', registrationFactory({ recaptchaToken: token }))).status).toBe(201);
    const replay = await new TestClient(api.url).post('/api/register', registrationFactory({ recaptchaToken: token }));
    expect(replay.status).toBe(400);
    expect(replay.body.message).toBe('CAPTCHA verification failed');
  });

  it('refuses a solution whose challenge was tampered with', async () => {
    const c = new TestClient(api.url);
    const token = JSON.parse(Buffer.from(await solvedToken(c), 'base64').toString());
    token.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) + 99_999;
    const res = await c.post(
      '/api/register',
      registrationFactory({ recaptchaToken: Buffer.from(JSON.stringify(token)).toString('base64') }),
    );
    expect(res.status).toBe(400);
  });
});
