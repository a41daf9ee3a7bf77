import { describe, expect, it } from 'vitest';
import { registrationFactory } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';
import { expectSignInRequired } from '../utils/expect-signed-out';

type User = Record<string, unknown> & { id: number; username: string; email: string; company: string };

const { api, db, startAgain } = useTestApi({ LOG_LEVEL: 'debug' });
const client = () => new TestClient(api.url);

async function registered(overrides: Record<string, unknown> = {}) {
  const c = client();
  const payload = registrationFactory(overrides);
  const res = await c.post<User>('/api/register', payload);
  expect(res.status).toBe(201);
  return { client: c, payload, user: res.body };
}

describe('GET /api/user, PATCH /api/user, POST /api/user/password — require sign-in', () => {
  it('answer 401 with a JSON message when signed out', async () => {
    const c = client();
    for (const res of [await c.get('/api/user'), await c.patch('/api/user', { fullName: 'X Y' }), await c.post('/api/user/password', {})]) {
      expectSignInRequired(res);
    }
  });
});

describe('POST /api/register', () => {
  it('creates the user, signs them in and answers with the user, never a secret', async () => {
    const { client: c, payload, user } = await registered({ email: 'Mixed.Case@Example.COM' });
    expect(user).toMatchObject({
      username: payload.username,
      fullName: 'Robin Hale',
      email: 'mixed.case@example.com',
      company: 'Individual',
      role: 'member',
    });
    expect(JSON.stringify(user)).not.toMatch(/password|argon2/i);
    const me = await c.get<User>('/api/user');
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
  });

  it('stores the company of spec §3 for each kind of sign-up', async () => {
    expect((await registered({ company: 'Harbour Rigging' })).user.company).toBe('Harbour Rigging');
    expect((await registered({ sellerType: 'individual', phone: '0123456789' })).user.company).toBe('Individual Seller');
    const business = await registered({ sellerType: 'business', businessName: 'Keel & Co' });
    expect(business.user).toMatchObject({ company: 'Keel & Co', sellerType: 'business', businessName: 'Keel & Co' });
  });

  it('refuses a taken username or e-mail, in any letter case', async () => {
    const { payload } = await registered();
    const sameName = await client().post('/api/register', registrationFactory({ username: payload.username.toUpperCase() }));
    expect(sameName.status).toBe(409);
    expect(sameName.body).toEqual({ message: 'Username already exists', code: 'USERNAME_TAKEN' });
    const sameEmail = await client().post('/api/register', registrationFactory({ email: payload.email.toUpperCase() }));
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body).toEqual({ message: 'Email already registered', code: 'EMAIL_TAKEN' });
  });

  it.each([
    ['short1!', 'Password must be at least 8 characters'],
    ['NoDigits!here', 'Password must contain at least one number'],
    ['NoSpecial123', 'Password must contain at least one special character'],
    ['Password1!', 'This password is too common. Please choose a less common password.'],
    ['qwerty123!', 'This password is too common. Please choose a less common password.'],
  ])('refuses the weak password %s', async (password, message) => {
    const res = await client().post('/api/register', registrationFactory({ password }));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it.each([
    [{ username: 'ab' }, 'Username must be at least 3 characters'],
    [{ fullName: 'R' }, 'Full name is required'],
    [{ email: 'nope' }, 'Please enter a valid email'],
    [{ sellerType: 'business', businessName: '' }, 'Business name is required for business sellers'],
    [{ phone: '123' }, 'Please enter a valid phone number'],
  ])('answers the spec message for %o', async (override, message) => {
    const res = await client().post('/api/register', registrationFactory(override));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a username with inappropriate words', async () => {
    const res = await client().post('/api/register', registrationFactory({ username: 'sh1tboat' }));
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/^Username contains inappropriate/);
  });

  it('stores an argon2id hash (m ≥ 19 MiB, t ≥ 2), and no response or log line holds the password or its hash', async () => {
    const { payload, user } = await registered();
    const [row] = await query<{ password_hash: string }>(db.url, 'select password_hash from users where id = $1', [user.id]);
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/);
    const [, m, t] = /m=(\d+),t=(\d+)/.exec(row.password_hash)!;
    expect(Number(m)).toBeGreaterThanOrEqual(19_456);
    expect(Number(t)).toBeGreaterThanOrEqual(2);
    const c = client();
    const login = await c.post('/api/login', { username: payload.username, password: payload.password });
    expect(login.text).not.toContain(payload.password);
    expect(login.text).not.toContain(row.password_hash);
    await c.post('/api/user/password', { currentPassword: payload.password, newPassword: 'Mooring-L1ne-77' });
    // The API under test logs at debug level: requests, bodies' outcomes and errors.
    expect(api.output()).not.toContain(payload.password);
    expect(api.output()).not.toContain('Mooring-L1ne-77');
    expect(api.output()).not.toContain(row.password_hash.slice(30));
  });
});

describe('POST /api/login and POST /api/logout', () => {
  it('register → login → /api/user → logout → 401', async () => {
    const { payload } = await registered();
    const c = client();
    const login = await c.post<User>('/api/login', { username: payload.username, password: payload.password });
    expect(login.status).toBe(200);
    expect(login.body).toMatchObject({ username: payload.username, fullName: 'Robin Hale' });
    expect((await c.get('/api/user')).status).toBe(200);
    const oldCookie = c.cookie;
    expect((await c.post('/api/logout')).status).toBe(200);
    expect(c.cookie).toBeUndefined();
    expect((await c.get('/api/user')).status).toBe(401);
    // The session is gone on the server, not just the cookie in the browser.
    c.cookie = oldCookie;
    expect((await c.get('/api/user')).status).toBe(401);
  });

  it('signs in with the e-mail address too, in any case', async () => {
    const { payload } = await registered();
    const res = await client().post('/api/login', { username: payload.email.toUpperCase(), password: payload.password });
    expect(res.status).toBe(200);
  });

  it('wrong password and unknown user give the same status and body', async () => {
    const { payload } = await registered();
    const wrong = await client().post('/api/login', { username: payload.username, password: 'Wrong-pass-1!' });
    const unknown = await client().post('/api/login', { username: 'nobody_at_all', password: 'Wrong-pass-1!' });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('answers the spec messages for a missing username or password', async () => {
    expect((await client().post('/api/login', { password: 'x' })).body.message).toBe('Username is required');
    expect((await client().post('/api/login', { username: 'sam', password: '' })).body.message).toBe('Password is required');
  });

  it('issues a new session id at login and invalidates the one the browser had (no fixation)', async () => {
    const { client: c, payload } = await registered();
    const before = c.cookie;
    expect(before).toBeDefined();
    await c.post('/api/login', { username: payload.username, password: payload.password });
    expect(c.cookie).toBeDefined();
    expect(c.cookie).not.toBe(before);
    const stale = client();
    stale.cookie = before;
    expect((await stale.get('/api/user')).status).toBe(401);
  });

  it('sets an HttpOnly, SameSite=Lax cookie, Secure only over HTTPS', async () => {
    const { payload } = await registered();
    const http = await client().post('/api/login', { username: payload.username, password: payload.password });
    const cookie = http.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^dockside_session=[A-Za-z0-9_-]{43}; /);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
    const https = await client().post(
      '/api/login',
      { username: payload.username, password: payload.password },
      { 'x-forwarded-proto': 'https' },
    );
    expect(https.headers.get('set-cookie')).toContain('; Secure');
  });

  it('limits failed sign-ins per account: 429 with Retry-After, before any hash runs', async () => {
    const { payload } = await registered();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      // A new client IP each time: the per-account limit holds across IPs.
      statuses.push((await client().post('/api/login', { username: payload.username, password: `Wrong-${i}-pass!` })).status);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    const blocked = await client().post('/api/login', { username: payload.username, password: payload.password });
    expect(statuses[10]).toBe(429);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(blocked.body.message).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it('counts the username and the e-mail as one account: the 11th failure, via the e-mail after 10 via the username, is refused', async () => {
    const { payload } = await registered();
    for (let i = 0; i < 10; i++) {
      expect((await client().post('/api/login', { username: payload.username.toUpperCase(), password: `Wrong-${i}-pass!` })).status).toBe(
        401,
      );
    }
    const viaEmail = await client().post('/api/login', { username: payload.email, password: 'Wrong-11-pass!' });
    expect(viaEmail.status).toBe(429);
    expect((await client().post('/api/login', { username: payload.email.toUpperCase(), password: payload.password })).status).toBe(429);
  });

  it("a locked-out account: its owner still signs in from a browser that signed in before; a stranger's browser is refused", async () => {
    const { client: owner, payload } = await registered();
    // Registering marked this browser as one of the account's devices: an HttpOnly, signed, long-lived cookie.
    expect(owner.deviceCookie).toMatch(/^dockside_device=\d+\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}$/);
    await owner.post('/api/logout');
    const signIn = await owner.post('/api/login', { username: payload.username, password: payload.password });
    expect(signIn.status).toBe(200);
    const device = signIn.headers.getSetCookie().find((c) => c.startsWith('dockside_device='));
    expect(device).toBeDefined();
    expect(device!.split(';').map((p) => p.trim())).toEqual(
      expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', `Max-Age=${365 * 24 * 3600}`]),
    );
    await owner.post('/api/logout');

    // Ten failures from ten addresses lock the account for every browser that never signed in to it.
    for (let i = 0; i < 10; i++) {
      expect((await client().post('/api/login', { username: payload.username, password: `Wrong-${i}-pass!` })).status).toBe(401);
    }
    const stranger = client();
    expect((await stranger.post('/api/login', { username: payload.username, password: payload.password })).status).toBe(429);
    // A stranger who signed in elsewhere, or forged the cookie, gets nothing from it.
    const { client: other } = await registered();
    const borrowed = client();
    borrowed.deviceCookie = other.deviceCookie;
    expect((await borrowed.post('/api/login', { username: payload.username, password: payload.password })).status).toBe(429);
    const forged = client();
    forged.deviceCookie = owner.deviceCookie!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await forged.post('/api/login', { username: payload.username, password: payload.password })).status).toBe(429);

    // The owner's browser: not subject to the account's lock.
    const back = await owner.post<User>('/api/login', { username: payload.email, password: payload.password });
    expect(back.status).toBe(200);
    expect(back.body.username).toBe(payload.username);
    expect((await owner.get('/api/user')).status).toBe(200);
    // …and the account stays locked for strangers.
    expect((await client().post('/api/login', { username: payload.username, password: payload.password })).status).toBe(429);
  });

  it('a known browser still has limits of its own: ten failures lock it, and the per-IP limit applies', async () => {
    const { client: owner, payload } = await registered();
    await owner.post('/api/logout');
    for (let i = 0; i < 10; i++) {
      expect((await owner.post('/api/login', { username: payload.username, password: `Wrong-${i}-pass!` })).status).toBe(401);
    }
    expect((await owner.post('/api/login', { username: payload.username, password: payload.password })).status).toBe(429);
  });

  it('failures per account and address: one address alone cannot lock the account for the others', async () => {
    const { payload } = await registered();
    const guesser = client();
    for (let i = 0; i < 5; i++) {
      expect((await guesser.post('/api/login', { username: payload.username, password: `Wrong-${i}-pass!` })).status).toBe(401);
    }
    expect((await guesser.post('/api/login', { username: payload.email, password: 'Wrong-6-pass!' })).status).toBe(429);
    expect((await client().post('/api/login', { username: payload.username, password: payload.password })).status).toBe(200);
  });

  it('limits sign-in attempts per IP', async () => {
    const c = client();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) statuses.push((await c.post('/api/login', { username: `ghost_${i}`, password: '' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('limits registrations per IP', async () => {
    const c = client();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await c.post('/api/register', registrationFactory({ username: 'x' }))).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses[10]).toBe(429);
  });

  it('keeps the session across an API restart (sessions live in PostgreSQL)', async () => {
    const { client: c } = await registered();
    await api.stop();
    await startAgain();
    const moved = new TestClient(api.url);
    moved.cookie = c.cookie;
    expect((await moved.get('/api/user')).status).toBe(200);
  });
});

describe('cross-origin writes', () => {
  it('are refused by Origin and by Sec-Fetch-Site; same-origin writes pass', async () => {
    const { payload } = await registered();
    const body = { username: payload.username, password: payload.password };
    const evil = await client().post('/api/login', body, { origin: 'https://evil.example' });
    expect(evil.status).toBe(403);
    expect(evil.body).toEqual({ message: 'Cross-origin request refused', code: 'CROSS_ORIGIN' });
    expect((await client().post('/api/login', body, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await client().post('/api/login', body, { origin: api.url, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
  });
});

describe('PATCH /api/user', () => {
  it('updates the profile and notification preferences, re-validating with the registration rules', async () => {
    const { client: c } = await registered();
    const res = await c.patch<User>('/api/user', {
      fullName: 'Robin Q. Hale',
      company: 'Hale Rigging',
      phone: '+44 20 7946 0958',
      notifyEmail: false,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ fullName: 'Robin Q. Hale', company: 'Hale Rigging', phone: '+44 20 7946 0958', notifyEmail: false });
    expect((await c.get<User>('/api/user')).body).toMatchObject({ fullName: 'Robin Q. Hale', notifyEmail: false });
    expect((await c.patch('/api/user', { email: 'bad' })).body.message).toBe('Please enter a valid email');
    expect((await c.patch('/api/user', { fullName: 'R' })).body.message).toBe('Full name is required');
    expect((await c.patch('/api/user', { avatarUrl: 'javascript:alert(1)' })).status).toBe(400);
  });

  it('refuses an e-mail another account uses; ignores fields a user may not set', async () => {
    const other = await registered();
    const { client: c, user } = await registered();
    const taken = await c.patch('/api/user', { email: other.payload.email.toUpperCase() });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Email already registered');
    const sneaky = await c.patch<User>('/api/user', { role: 'admin', id: 1, fullName: 'Still Me' });
    expect(sneaky.status).toBe(200);
    expect(sneaky.body).toMatchObject({ id: user.id, role: 'member' });
  });
});

describe('POST /api/user/password', () => {
  it('needs the current password, follows the rules, and ends the other sessions', async () => {
    const { client: phone, payload } = await registered();
    const laptop = client();
    await laptop.post('/api/login', { username: payload.username, password: payload.password });
    expect((await laptop.get('/api/user')).status).toBe(200);

    expect(
      (await phone.post('/api/user/password', { currentPassword: 'Wrong-pass-1!', newPassword: 'Mooring-L1ne-77' })).body.message,
    ).toBe('Current password is incorrect');
    expect((await phone.post('/api/user/password', { currentPassword: payload.password, newPassword: 'weak' })).body.message).toBe(
      'Password must be at least 8 characters',
    );
    const ok = await phone.post('/api/user/password', { currentPassword: payload.password, newPassword: 'Mooring-L1ne-77' });
    expect(ok.status).toBe(200);
    expect((await phone.get('/api/user')).status).toBe(200);
    expect((await laptop.get('/api/user')).status).toBe(401);
    expect((await client().post('/api/login', { username: payload.username, password: payload.password })).status).toBe(401);
    expect((await client().post('/api/login', { username: payload.username, password: 'Mooring-L1ne-77' })).status).toBe(200);
  });
});

describe('GET /api/check-username/{username}', () => {
  it('answers { available, message } for each case', async () => {
    const { payload } = await registered();
    const c = client();
    expect((await c.get(`/api/check-username/${payload.username.toUpperCase()}`)).body).toEqual({
      available: false,
      message: 'Username already exists',
    });
    expect((await c.get('/api/check-username/ab')).body).toEqual({ available: false, message: 'Username must be at least 3 characters' });
    expect((await c.get('/api/check-username/free_name_42')).body).toEqual({ available: true, message: 'Username is available' });
    expect((await c.get('/api/check-username/fuckboat')).body).toMatchObject({
      available: false,
      message: 'Username contains inappropriate language',
    });
  });

  it('is rate limited per IP', async () => {
    const c = client();
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) statuses.push((await c.get(`/api/check-username/name_${i}`)).status);
    expect(statuses.slice(0, 60).every((s) => s === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
