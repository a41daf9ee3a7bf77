import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES as M } from '@dockside/shared/accounts';
import type { BoatPart, SellerProfile } from '@dockside/shared/listings';
import { answerFactory, jpegFactory, listingFactory, questionFactory, registrationFactory, uploadImage } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';
import { expectSignInRequired } from '../utils/expect-signed-out';

/**
 * E-mail verification links (registration, e-mail change,
 * resend), the seller card's data on the part detail, the public seller page, and the expert badge data.
 */

type Me = { id: number; username: string; email: string; emailVerified: boolean };

const { api, db } = useTestApi();
const client = () => new TestClient(api.url);

async function registered(overrides: Record<string, unknown> = {}) {
  const c = client();
  const payload = registrationFactory(overrides);
  const res = await c.post<Me>('/api/register', payload);
  expect(res.status, res.text).toBe(201);
  return { client: c, user: res.body, payload };
}

/** The verification e-mails queued for `to`, oldest first. */
const verificationMails = (to: string) =>
  query<{ subject: string; text_body: string; html_body: string }>(
    db.url,
    `SELECT subject, text_body, html_body FROM mail_outbox WHERE kind = 'account.verify-email' AND to_address = $1 ORDER BY id`,
    [to],
  );

/** The token of the newest verification link sent to `to`. */
async function latestToken(to: string): Promise<string> {
  const mails = await verificationMails(to);
  const token = /\/verify-email\?token=([A-Za-z0-9_-]+)/.exec(mails.at(-1)?.text_body ?? '')?.[1];
  expect(token, `a verification link in the e-mail to ${to}`).toBeDefined();
  return token!;
}

const verify = (token: unknown, c = client()) =>
  c.post<{ emailVerified: boolean; message: string; code?: string }>('/api/user/verify-email', { token });

describe('verification e-mail at registration', () => {
  it('queues exactly one link to the new address; the account starts unverified; only a hash of the token is stored', async () => {
    const { client: c, user } = await registered();
    expect(user.emailVerified).toBe(false);
    const mails = await verificationMails(user.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Confirm your e-mail address for Dockside');
    expect(mails[0].html_body).toContain('/verify-email?token=');
    const token = await latestToken(user.email);
    const rows = await query<{ token_hash: string; email: string }>(
      db.url,
      'SELECT token_hash, email FROM email_verifications WHERE user_id = $1',
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].email).toBe(user.email);
    expect(rows[0].token_hash).not.toContain(token);
    expect((await c.get<Me>('/api/user')).body.emailVerified).toBe(false);
  });

  it('a refused registration queues nothing (the account and its e-mail share one transaction)', async () => {
    const { payload } = await registered();
    const again = await client().post('/api/register', registrationFactory({ email: payload.email }));
    expect(again.status).toBe(409);
    expect(await verificationMails(String(payload.email).toLowerCase())).toHaveLength(1);
  });
});

describe('POST /api/user/verify-email — public: the token is the proof', () => {
  it('a valid link verifies the address (signed out too); GET /api/user then says so', async () => {
    const { client: c, user } = await registered();
    const res = await verify(await latestToken(user.email));
    expect(res.status, res.text).toBe(200);
    expect(res.body).toEqual({ emailVerified: true, message: M.verified });
    expect((await c.get<Me>('/api/user')).body.emailVerified).toBe(true);
    const [row] = await query<{ email_verified_at: Date | null }>(db.url, 'SELECT email_verified_at FROM users WHERE id = $1', [user.id]);
    expect(row.email_verified_at).not.toBeNull();
  });

  it('the same link followed again answers the same success (a second click), and changes nothing', async () => {
    const { user } = await registered();
    const token = await latestToken(user.email);
    expect((await verify(token)).status).toBe(200);
    const [before] = await query(db.url, 'SELECT email_verified_at FROM users WHERE id = $1', [user.id]);
    const again = await verify(token);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ emailVerified: true, message: M.alreadyVerified });
    expect(await query(db.url, 'SELECT email_verified_at FROM users WHERE id = $1', [user.id])).toEqual([before]);
  });

  it('an expired link answers 400 VERIFICATION_LINK_EXPIRED and verifies nothing', async () => {
    const { client: c, user } = await registered();
    const token = await latestToken(user.email);
    await query(db.url, `UPDATE email_verifications SET expires_at = now() - interval '1 second' WHERE user_id = $1`, [user.id]);
    const res = await verify(token);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: M.expiredLink, code: 'VERIFICATION_LINK_EXPIRED' });
    expect((await c.get<Me>('/api/user')).body.emailVerified).toBe(false);
  });

  it.each([
    ['an unknown token', 'a'.repeat(32)],
    ['a malformed token', 'not a token!'],
    ['no token', undefined],
    ['a number', 12345],
  ])('%s answers 400 and verifies nobody', async (_label, token) => {
    const before = await query(db.url, 'SELECT count(*)::int AS n FROM users WHERE email_verified_at IS NOT NULL');
    const res = await verify(token);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(M.invalidLink);
    expect(await query(db.url, 'SELECT count(*)::int AS n FROM users WHERE email_verified_at IS NOT NULL')).toEqual(before);
  });

  it('a link sent to an old address does not verify the new one', async () => {
    const { client: c, user } = await registered();
    const oldToken = await latestToken(user.email);
    const changed = await c.patch<Me>('/api/user', { email: `new.${user.username}@example.com` });
    expect(changed.status, changed.text).toBe(200);
    const res = await verify(oldToken);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VERIFICATION_LINK_INVALID');
    expect((await c.get<Me>('/api/user')).body.emailVerified).toBe(false);
  });
});

describe('verification e-mail on an e-mail change (PATCH /api/user)', () => {
  it('a new address: unverified again, exactly one link queued to the new address, which verifies it', async () => {
    const { client: c, user } = await registered();
    expect((await verify(await latestToken(user.email))).status).toBe(200);
    const email = `moved.${user.username}@example.com`;
    const res = await c.patch<Me>('/api/user', { email: email.toUpperCase() });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({ email, emailVerified: false });
    expect(await verificationMails(email)).toHaveLength(1);
    expect(await verificationMails(user.email)).toHaveLength(1);
    expect((await verify(await latestToken(email))).status).toBe(200);
    expect((await c.get<Me>('/api/user')).body).toMatchObject({ email, emailVerified: true });
  });

  it('the same address, or other fields only: no e-mail, still verified', async () => {
    const { client: c, user } = await registered();
    expect((await verify(await latestToken(user.email))).status).toBe(200);
    expect((await c.patch<Me>('/api/user', { email: user.email, fullName: 'Other Name' })).body.emailVerified).toBe(true);
    expect((await c.patch<Me>('/api/user', { company: 'Harbour Yard' })).body.emailVerified).toBe(true);
    expect(await verificationMails(user.email)).toHaveLength(1);
  });

  it('an address taken by another account: 409, no e-mail', async () => {
    const other = await registered();
    const { client: c } = await registered();
    expect((await c.patch('/api/user', { email: other.user.email })).status).toBe(409);
    expect(await verificationMails(other.user.email)).toHaveLength(1);
  });
});

describe('POST /api/user/verify-email/resend — requires sign-in', () => {
  it('answers 401 signed out', async () => {
    const res = await client().post('/api/user/verify-email/resend');
    expectSignInRequired(res);
  });

  it('sends a new link (the earlier one still works), 3 an hour per user, then 429 with Retry-After', async () => {
    const { client: c, user } = await registered();
    const first = await latestToken(user.email);
    for (let i = 0; i < 3; i += 1) {
      const res = await c.post('/api/user/verify-email/resend');
      expect(res.status, res.text).toBe(200);
      expect(res.body).toEqual({ emailVerified: false, message: M.sent });
    }
    expect(await verificationMails(user.email)).toHaveLength(4);
    const limited = await c.post('/api/user/verify-email/resend');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await verificationMails(user.email)).toHaveLength(4);
    // The limit is the user's, not the connection's: the same account from another address is limited too.
    const elsewhere = client();
    elsewhere.cookie = c.cookie;
    expect((await elsewhere.post('/api/user/verify-email/resend')).status).toBe(429);
    expect((await verify(first)).status).toBe(200);
  });

  it('an address already verified: no e-mail, the answer says so', async () => {
    const { client: c, user } = await registered();
    expect((await verify(await latestToken(user.email))).status).toBe(200);
    const res = await c.post('/api/user/verify-email/resend');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ emailVerified: true, message: M.alreadyVerified });
    expect(await verificationMails(user.email)).toHaveLength(1);
  });
});

let photo: Buffer | undefined;
async function listing(c: TestClient, overrides: Record<string, unknown> = {}) {
  photo ??= await jpegFactory({ width: 64, height: 48 });
  const upload = await uploadImage(c, photo);
  expect(upload.status).toBe(201);
  const res = await c.post<BoatPart>('/api/boat-parts', listingFactory([upload.body.url as string], overrides));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

describe('GET /api/boat-parts/{id} — the seller card', () => {
  it("carries the seller's username, member-since date and verification, never their e-mail or phone", async () => {
    const { client: c, user } = await registered({ sellerType: 'individual', phone: '+44 7700 900999' });
    const part = await listing(c);
    const before = await client().get<BoatPart>(`/api/boat-parts/${part.id}`);
    expect(before.body.seller).toEqual({ username: user.username, memberSince: expect.any(String), emailVerified: false });
    expect(new Date(before.body.seller!.memberSince).getTime()).toBeGreaterThan(Date.now() - 60 * 60_000);
    expect(before.text).not.toContain(user.email);
    expect(before.text).not.toContain('7700 900999');

    expect((await verify(await latestToken(user.email))).status).toBe(200);
    const after = await client().get<BoatPart>(`/api/boat-parts/${part.id}`);
    expect(after.body.seller).toMatchObject({ username: user.username, emailVerified: true });
  });

  it('lists carry no seller data (nor contact details)', async () => {
    const { client: c } = await registered();
    const part = await listing(c, { title: `Seller card probe ${Date.now()}` });
    const list = await client().get<BoatPart[]>(`/api/boat-parts?q=${encodeURIComponent(part.title)}`);
    const found = list.body.find((p) => p.id === part.id);
    expect(found).toBeDefined();
    expect(found).not.toHaveProperty('seller');
    expect(found!.contactEmail).toBeNull();
  });
});

describe('GET /api/sellers/{username} — public', () => {
  it("answers the seller's public profile and active listings only, newest first; no e-mail, phone or contact details", async () => {
    const phone = '+44 7700 900777';
    const { client: c, user } = await registered({ sellerType: 'business', businessName: 'Keel & Co', phone, fullName: 'Pat Keel' });
    const older = await listing(c, { contactEmail: 'contact.older@example.com', contactPhone: phone });
    const newer = await listing(c, { contactEmail: 'contact.newer@example.com' });
    const removed = await listing(c);
    expect((await c.request('DELETE', `/api/boat-parts/${removed.id}`)).status).toBe(200);
    const rejected = await listing(c);
    await query(db.url, `UPDATE boat_parts SET moderation_status = 'rejected' WHERE id = $1`, [rejected.id]);
    const { client: other } = await registered();
    await listing(other);

    const res = await client().get<SellerProfile>(`/api/sellers/${user.username.toUpperCase()}`);
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      username: user.username,
      fullName: 'Pat Keel',
      company: 'Keel & Co',
      sellerType: 'business',
      emailVerified: false,
      listingCount: 2,
    });
    expect(Number.isNaN(Date.parse(res.body.memberSince))).toBe(false);
    expect(res.body.listings.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(res.body.listings.every((p) => p.userId === user.id && p.contactEmail === null && p.contactPhone === null)).toBe(true);
    for (const secret of [user.email, phone, 'contact.older@example.com', 'contact.newer@example.com'])
      expect(res.text).not.toContain(secret);
    expect(res.text).not.toMatch(/"(email|phone|passwordHash|password_hash|password|emailVerifiedAt|notifyEmail|newsletterSubscribed)"/);
  });

  it('shows the verification once the seller has followed the link', async () => {
    const { user } = await registered();
    expect((await verify(await latestToken(user.email))).status).toBe(200);
    expect((await client().get<SellerProfile>(`/api/sellers/${user.username}`)).body).toMatchObject({ emailVerified: true, listings: [] });
  });

  it.each(['nobody_here_at_all', 'a%20b', 'x'.repeat(60)])(
    'an unknown or impossible username (%s) → 404 SELLER_NOT_FOUND',
    async (name) => {
      const res = await client().get(`/api/sellers/${name}`);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 'SELLER_NOT_FOUND' });
    },
  );
});

describe('expert badge data (POST /api/expert-answers)', () => {
  it('verifiedExpert only for the expert role; the checkbox alone is a claim (isExpert) without the badge', async () => {
    const asker = await registered();
    const question = await asker.client.post<{ id: number }>('/api/expert-questions', questionFactory());
    expect(question.status).toBe(201);
    const member = await registered();
    const expert = await registered();
    await query(db.url, `UPDATE users SET role = 'expert' WHERE id = $1`, [expert.user.id]);

    const claimed = await member.client.post('/api/expert-answers', answerFactory(question.body.id, { isExpert: true }));
    expect(claimed.body).toMatchObject({ isExpert: true, verifiedExpert: false });
    const real = await expert.client.post('/api/expert-answers', answerFactory(question.body.id, { isExpert: true }));
    expect(real.body).toMatchObject({ isExpert: true, verifiedExpert: true });

    // Read time: a revoked expert loses the badge on every answer.
    await query(db.url, `UPDATE users SET role = 'member' WHERE id = $1`, [expert.user.id]);
    const detail = await client().get<{ answers: Array<{ userId: number; verifiedExpert: boolean }> }>(
      `/api/expert-questions/${question.body.id}`,
    );
    expect(detail.body.answers.every((a) => a.verifiedExpert === false)).toBe(true);
  });
});
