import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApi } from '../utils/api-process';
import { registrationFactory } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';

const { api, db } = useTestApi({ CAPTCHA_PROVIDER: 'altcha' });

type Challenge = { parameters: Record<string, unknown> & { expiresAt?: number }; signature?: string };
type Solution = { counter: number; derivedKey: string };

const encode = (challenge: unknown, solution: unknown) => Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
const decode = (token: string) => JSON.parse(Buffer.from(token, 'base64').toString()) as { challenge: Challenge; solution: Solution };

async function altcha() {
  const [lib, sha] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/sha')]);
  return { ...lib, deriveKey: sha.deriveKey };
}

/** Does what the browser widget does: fetch a challenge, solve the proof of work, encode the payload. */
async function solvedToken(c: TestClient): Promise<string> {
  const challenge = await c.get('/api/captcha/challenge');
  expect(challenge.status).toBe(200);
  const { solveChallenge, deriveKey } = await altcha();
  const solution = await solveChallenge({ challenge: challenge.body as never, deriveKey });
  expect(solution).not.toBeNull();
  return encode(challenge.body, solution);
}

/**
 * A challenge signed with `secret` as the server signs its own (same algorithm and options) but with an
 * expiry we choose, and its solution: the counter is ours, so solving is a single hash.
 */
async function signedToken(secret: string, expiresAt: Date): Promise<string> {
  const { createChallenge, solveChallenge, deriveKey } = await altcha();
  const challenge = await createChallenge({ algorithm: 'SHA-256', cost: 1, counter: 7, deriveKey, expiresAt, hmacSignatureSecret: secret });
  const solution = await solveChallenge({ challenge, deriveKey, counterStart: 7 });
  return encode(challenge, solution);
}

/** The HMAC secret the API generated on first use (no CAPTCHA_SECRET set), as every replica reads it. */
async function serverSecret(): Promise<string> {
  await new TestClient(api.url).get('/api/captcha/challenge');
  const [row] = await query<{ value: string }>(db.url, `select value from app_settings where key = 'altcha_hmac_secret'`);
  return row.value;
}

const register = (baseUrl: string, recaptchaToken: string | undefined) =>
  new TestClient(baseUrl).post('/api/register', registrationFactory({ recaptchaToken }));

const CAPTCHA_FAILED = { message: 'CAPTCHA verification failed', code: 'CAPTCHA_FAILED' };

describe('POST /api/register with the ALTCHA captcha (the default provider) — public, captcha required', () => {
  it('tells the client which captcha to show', async () => {
    expect((await new TestClient(api.url).get('/api/captcha')).body).toEqual({ provider: 'altcha' });
  });

  it('accepts a solved challenge once; a replay of the same solution is refused', async () => {
    const token = await solvedToken(new TestClient(api.url));
    expect((await register(api.url, token)).status).toBe(201);
    const replay = await register(api.url, token);
    expect(replay.status).toBe(400);
    expect(replay.body).toEqual(CAPTCHA_FAILED);
  });

  it('refuses a missing token, the spec’s development bypass values, test tokens that are not configured, and garbage', async () => {
    for (const recaptchaToken of [undefined, '', 'dev-token', 'development-bypass', 'captcha-off', 'e2e', 'bm90IGpzb24=', '%%%']) {
      const res = await register(api.url, recaptchaToken);
      expect(res.status, String(recaptchaToken)).toBe(400);
      expect(res.body).toEqual(CAPTCHA_FAILED);
    }
  });

  it('refuses a solution whose challenge was altered (a later expiry, an easier prefix)', async () => {
    const c = new TestClient(api.url);
    const later = decode(await solvedToken(c));
    later.challenge.parameters.expiresAt = Math.floor(Date.now() / 1000) + 99_999;
    expect((await register(api.url, encode(later.challenge, later.solution))).body).toEqual(CAPTCHA_FAILED);

    const easier = decode(await solvedToken(c));
    easier.challenge.parameters.keyPrefix = String(easier.challenge.parameters.keyPrefix).slice(0, 2);
    expect((await register(api.url, encode(easier.challenge, easier.solution))).body).toEqual(CAPTCHA_FAILED);
  });

  it('refuses a tampered signature, a challenge signed with another secret, and a wrong solution', async () => {
    const c = new TestClient(api.url);
    const tampered = decode(await solvedToken(c));
    const last = tampered.challenge.signature!.slice(-1);
    tampered.challenge.signature = tampered.challenge.signature!.slice(0, -1) + (last === '0' ? '1' : '0');
    expect((await register(api.url, encode(tampered.challenge, tampered.solution))).body).toEqual(CAPTCHA_FAILED);

    const unsigned = decode(await solvedToken(c));
    delete unsigned.challenge.signature;
    expect((await register(api.url, encode(unsigned.challenge, unsigned.solution))).body).toEqual(CAPTCHA_FAILED);

    const foreign = await signedToken('not-the-server-secret', new Date(Date.now() + 60_000));
    expect((await register(api.url, foreign)).body).toEqual(CAPTCHA_FAILED);

    const wrong = decode(await solvedToken(c));
    wrong.solution = { counter: wrong.solution.counter + 1, derivedKey: wrong.solution.derivedKey };
    expect((await register(api.url, encode(wrong.challenge, wrong.solution))).body).toEqual(CAPTCHA_FAILED);
  });

  it('refuses a correctly signed and solved challenge once it has expired', async () => {
    const secret = await serverSecret();
    // The same signing accepted while the challenge is valid: the refusal below is the expiry's alone.
    expect((await register(api.url, await signedToken(secret, new Date(Date.now() + 60_000)))).status).toBe(201);
    const expired = await register(api.url, await signedToken(secret, new Date(Date.now() - 1_000)));
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(CAPTCHA_FAILED);
  });
});

describe('CAPTCHA_TEST_TOKEN (test helpers that register through the API)', () => {
  let withToken: ApiProcess;
  beforeAll(async () => {
    withToken = await startApi({
      databaseUrl: db.url,
      env: { SEED_DEMO_DATA: 'false', TRUST_PROXY: 'true', CAPTCHA_PROVIDER: 'altcha', CAPTCHA_TEST_TOKEN: 'integration-token' },
    });
  });
  afterAll(async () => {
    await withToken?.stop();
  });

  it('accepts exactly that token, as often as a test needs it, besides real solutions', async () => {
    expect((await register(withToken.url, 'integration-token')).status).toBe(201);
    expect((await register(withToken.url, 'integration-token')).status).toBe(201);
    expect((await register(withToken.url, await solvedToken(new TestClient(withToken.url)))).status).toBe(201);
    for (const near of ['integration-token ', 'integration-toke', 'INTEGRATION-TOKEN', 'dev-token']) {
      expect((await register(withToken.url, near)).body, near).toEqual(CAPTCHA_FAILED);
    }
  });
});

describe('start-up with NODE_ENV=production', () => {
  const startProduction = (env: Record<string, string>) =>
    startApi({ env: { NODE_ENV: 'production', ...env }, expectExit: true, databaseUrl: 'postgresql://127.0.0.1:1/none' });

  it('refuses CAPTCHA_PROVIDER=off with one line naming it', async () => {
    const refused = await startProduction({ CAPTCHA_PROVIDER: 'off' });
    expect(refused.child.exitCode).not.toBe(0);
    expect(refused.output().trim().split('\n')).toEqual([
      expect.stringContaining('CAPTCHA_PROVIDER: off is refused when NODE_ENV=production'),
    ]);
  });

  it('refuses CAPTCHA_TEST_TOKEN with one line naming it', async () => {
    const refused = await startProduction({ CAPTCHA_PROVIDER: 'altcha', CAPTCHA_TEST_TOKEN: 'e2e' });
    expect(refused.child.exitCode).not.toBe(0);
    expect(refused.output().trim().split('\n')).toEqual([expect.stringContaining('CAPTCHA_TEST_TOKEN: refused when NODE_ENV=production')]);
  });
});
