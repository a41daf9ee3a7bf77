import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONTACT_MESSAGES, NEWSLETTER_TEXTS } from '@dockside/shared/contact';
import { type ApiProcess, startApi } from '../utils/api-process';
import { advertiseInquiryFactory, buyInquiryFactory, supportRequestFactory } from '../utils/contact-factories';
import { registrationFactory } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { type SmtpSink, startSmtpSink } from '../utils/smtp-sink';
import { createTestDatabase, query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';

const TEAM = 'team@dockside.test';

/**
 * The contact forms and the newsletter, e-mailing through the outbox to a real SMTP server
 * started here. Captcha is `off` in this file (the captcha suite and the captcha block below cover it).
 */
describe('contact forms and newsletter', () => {
  let api: ApiProcess;
  let smtp: SmtpSink;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const client = () => new TestClient(api.url);
  const countSubmissions = async (where = 'true', params: unknown[] = []) =>
    (await query<{ n: number }>(db.url, `SELECT count(*)::int AS n FROM contact_submissions WHERE ${where}`, params))[0].n;

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    smtp = await startSmtpSink();
    api = await startApi({
      databaseUrl: db.url,
      env: { SMTP_URL: smtp.url, TEAM_EMAIL: TEAM, MAIL_FROM: 'no-reply@dockside.test', TRUST_PROXY: 'true', SEED_DEMO_DATA: 'false' },
    });
  });
  afterAll(async () => {
    await api?.stop();
    await smtp?.stop();
    await db?.drop();
  });

  describe('POST /api/contact/buy', () => {
    it('is public: stores the inquiry, answers 201 with a reference, e-mails the team and the sender', async () => {
      const c = client();
      const body = buyInquiryFactory();
      const res = await c.post<{ reference: string }>('/api/contact/buy', body);
      expect(res.status).toBe(201);
      expect(res.body.reference).toMatch(/^DS-[0-9A-HJKMNP-TV-Z]{8}$/);
      const [row] = await query<{ kind: string; client_ip: string; status: string; payload: Record<string, unknown> }>(
        db.url,
        `SELECT kind, client_ip, status, payload FROM contact_submissions WHERE reference = $1`,
        [res.body.reference],
      );
      expect(row).toMatchObject({ kind: 'buy', client_ip: c.ip, status: 'received' });
      expect(row.payload).toMatchObject({ name: body.name, boatDetails: body.boatDetails, budget: '$60,000' });
      expect(row.payload).not.toHaveProperty('recaptchaToken');

      const team = await smtp.waitFor((m) => m.to.includes(TEAM) && m.subject.includes(res.body.reference));
      expect(team.subject).toBe(`[${res.body.reference}] Buy inquiry from ${body.name}`);
      expect(team.replyTo).toBe(body.email);
      expect(team.from).toBe('no-reply@dockside.test');
      expect(team.text).toContain(body.boatDetails);
      expect(team.text).toContain(body.phone);
      expect(team.html).toContain(body.boatDetails);
      const receipt = await smtp.waitFor((m) => m.to.includes(body.email));
      expect(receipt.subject).toBe(`Your Dockside inquiry ${res.body.reference}`);
      expect(receipt.text).toContain(res.body.reference);
    });

    it('refuses bad input with the spec §5 messages and stores nothing', async () => {
      const c = client();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: 'A' }, CONTACT_MESSAGES.name],
        [{ email: 'not-an-email' }, CONTACT_MESSAGES.email],
        [{ phone: '12345' }, CONTACT_MESSAGES.phone],
        [{ boatDetails: 'a boat' }, "Please provide details about the boat you're looking to purchase."],
        [{ recaptchaToken: '' }, 'Please complete the CAPTCHA verification'],
      ];
      const before = await countSubmissions();
      for (const [override, message] of cases) {
        const res = await c.post('/api/contact/buy', buyInquiryFactory(override));
        expect(res.status, JSON.stringify(override)).toBe(400);
        expect(res.body.message).toBe(message);
      }
      expect(await countSubmissions()).toBe(before);
    });

    it('refuses CR/LF in a name or an address (no header injection): 400, nothing stored or sent', async () => {
      const c = client();
      const before = await countSubmissions();
      const sentBefore = smtp.received.length;
      for (const override of [{ name: 'Eve\r\nBcc: victim@example.com' }, { email: 'eve@example.com\nBcc: victim@example.com' }]) {
        const res = await c.post('/api/contact/buy', buyInquiryFactory(override));
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(CONTACT_MESSAGES.headerInjection);
      }
      expect(await countSubmissions()).toBe(before);
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.received.length).toBe(sentBefore);
      expect(smtp.received.some((m) => m.to.includes('victim@example.com'))).toBe(false);
    });

    it('escapes what the sender typed in the HTML e-mail', async () => {
      const body = buyInquiryFactory({ boatDetails: '<script>alert(1)</script><img src=x onerror=alert(2)> a 30 ft sloop' });
      const res = await client().post<{ reference: string }>('/api/contact/buy', body);
      expect(res.status).toBe(201);
      const team = await smtp.waitFor((m) => m.to.includes(TEAM) && m.subject.includes(res.body.reference));
      expect(team.html).not.toContain('<script>');
      expect(team.html).not.toContain('<img');
      expect(team.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    });

    it('keeps a filled honeypot as spam: answered 201 like any other, no e-mail', async () => {
      const body = buyInquiryFactory({ website: 'http://spam.example' });
      const res = await client().post<{ reference: string }>('/api/contact/buy', body);
      expect(res.status).toBe(201);
      expect(await countSubmissions('reference = $1 AND status = $2', [res.body.reference, 'spam'])).toBe(1);
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.received.some((m) => m.subject.includes(res.body.reference) || m.to.includes(body.email))).toBe(false);
    });

    it('allows 20 submissions an hour per client address, then answers 429 with Retry-After', async () => {
      const c = client();
      for (let i = 0; i < 20; i += 1) expect((await c.post('/api/contact/buy', { name: 'x' })).status).toBe(400);
      const limited = await c.post('/api/contact/buy', buyInquiryFactory());
      expect(limited.status).toBe(429);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      // Another address, and another form from the same address, are not affected.
      expect((await client().post('/api/contact/buy', buyInquiryFactory())).status).toBe(201);
      expect((await c.post('/api/contact/advertise', advertiseInquiryFactory())).status).toBe(201);
    });
  });

  describe('POST /api/contact/wanted-part', () => {
    it('is public: stored as a wanted-part inquiry and e-mailed to the team', async () => {
      const body = buyInquiryFactory({ boatDetails: 'Raw water impeller for a Yamaha F115, 2012' });
      const res = await client().post<{ reference: string }>('/api/contact/wanted-part', body);
      expect(res.status).toBe(201);
      expect(await countSubmissions('reference = $1 AND kind = $2', [res.body.reference, 'wanted-part'])).toBe(1);
      const team = await smtp.waitFor((m) => m.to.includes(TEAM) && m.subject.includes(res.body.reference));
      expect(team.subject).toContain('Wanted part inquiry');
      expect(team.text).toContain('Yamaha F115');
    });
  });

  describe('POST /api/contact/advertise', () => {
    it('is public: stored and e-mailed to the team with the company', async () => {
      const body = advertiseInquiryFactory();
      const res = await client().post<{ reference: string }>('/api/contact/advertise', body);
      expect(res.status).toBe(201);
      const team = await smtp.waitFor((m) => m.to.includes(TEAM) && m.subject.includes(res.body.reference));
      expect(team.subject).toBe(`[${res.body.reference}] Advertising inquiry from ${body.name}`);
      expect(team.text).toContain('Reef Marine Supplies');
      await smtp.waitFor((m) => m.to.includes(body.email) && m.text.includes(res.body.reference));
    });

    it('refuses bad input with the spec §5 messages', async () => {
      const c = client();
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ name: '' }, 'Name must be at least 2 characters'],
        [{ companyName: 'X' }, 'Company name must be at least 2 characters'],
        [{ email: 'x@' }, 'Please enter a valid email address'],
        [{ phone: '12' }, 'Please enter a valid phone number'],
        [{ advertisingInterest: 'ads' }, 'Please tell us more about your advertising needs'],
        [{ recaptchaToken: undefined }, 'Please complete the CAPTCHA verification'],
      ];
      for (const [override, message] of cases) {
        const res = await c.post('/api/contact/advertise', advertiseInquiryFactory(override));
        expect(res.status, JSON.stringify(override)).toBe(400);
        expect(res.body.message).toBe(message);
      }
    });
  });

  describe('POST /api/support', () => {
    it('is public; e-mail is optional (no confirmation then)', async () => {
      const body = supportRequestFactory({ email: '' });
      const res = await client().post<{ reference: string }>('/api/support', body);
      expect(res.status).toBe(201);
      const team = await smtp.waitFor((m) => m.to.includes(TEAM) && m.subject.includes(res.body.reference));
      expect(team.subject).toBe(`[${res.body.reference}] Support request from ${body.username}`);
      expect(team.replyTo).toBeUndefined();
      expect(team.text).toContain(body.issue);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.filter((m) => m.text.includes(res.body.reference))).toHaveLength(1);
    });

    it('signed in without an e-mail in the form: the confirmation goes to the account address', async () => {
      const c = client();
      const account = registrationFactory();
      expect((await c.post('/api/register', account)).status).toBe(201);
      const res = await c.post<{ reference: string }>(
        '/api/support',
        supportRequestFactory({ username: account.username, email: undefined }),
      );
      expect(res.status).toBe(201);
      // The account's own e-mail verification (docs/decisions.md "Accounts") goes to the same address: pick the receipt.
      const receipt = await smtp.waitFor((m) => m.to.includes(account.email) && m.subject.startsWith('Your Dockside support request'));
      expect(receipt.text).toContain(res.body.reference);
      const [row] = await query<{ user_id: number | null }>(db.url, `SELECT user_id FROM contact_submissions WHERE reference = $1`, [
        res.body.reference,
      ]);
      expect(row.user_id).not.toBeNull();
    });

    it('refuses a blank username or issue with the spec §5 messages', async () => {
      const c = client();
      expect((await c.post('/api/support', supportRequestFactory({ username: '   ' }))).body.message).toBe('Please enter your username');
      expect((await c.post('/api/support', supportRequestFactory({ issue: '  ' }))).body.message).toBe('Please describe your issue');
      expect((await c.post('/api/support', supportRequestFactory({ recaptchaToken: '' }))).body.message).toBe(
        'Please complete the reCAPTCHA verification',
      );
    });
  });

  describe('confirmations never relay what a sender wrote', () => {
    const outbox = (where: string, params: unknown[]) =>
      query<{ kind: string; to_address: string; subject: string; text_body: string; html_body: string }>(
        db.url,
        `SELECT kind, to_address, subject, text_body, html_body FROM mail_outbox WHERE ${where} ORDER BY id`,
        params,
      );
    const phishing = 'Your account is suspended: log in at https://dockside-verify.example/now to keep it';

    it('signed out, on each form: the confirmation is a fixed text with the reference; the team copy keeps everything', async () => {
      const forms: Array<[string, Record<string, unknown>, string[]]> = [
        ['/api/contact/buy', buyInquiryFactory({ name: 'Dear customer', boatDetails: phishing }), ['name', 'boatDetails', 'phone']],
        ['/api/contact/wanted-part', buyInquiryFactory({ name: 'Dear customer', boatDetails: phishing }), ['name', 'boatDetails', 'phone']],
        [
          '/api/contact/advertise',
          advertiseInquiryFactory({ name: 'Dear customer', companyName: 'Dockside Security Team', advertisingInterest: phishing }),
          ['name', 'companyName', 'advertisingInterest', 'phone'],
        ],
        ['/api/support', supportRequestFactory({ username: 'dockside_security', issue: phishing }), ['username', 'issue']],
      ];
      for (const [path, body, quoted] of forms) {
        const res = await client().post<{ reference: string }>(path, body);
        expect(res.status, path).toBe(201);
        const [receipt] = await outbox(`to_address = $1 AND kind LIKE '%.receipt'`, [body.email]);
        expect(receipt, path).toBeDefined();
        expect(receipt.text_body).toContain(res.body.reference);
        for (const field of quoted) {
          for (const part of [receipt.subject, receipt.text_body, receipt.html_body])
            expect(part, `${path} ${field}`).not.toContain(String(body[field]));
        }
        expect(receipt.text_body).not.toContain('dockside-verify');
        const [team] = await outbox(`to_address = $1 AND subject LIKE $2`, [TEAM, `%${res.body.reference}%`]);
        for (const field of quoted) expect(team.text_body, `${path} team ${field}`).toContain(String(body[field]));
      }
    });

    it("signed in, to the account's own verified address: the confirmation quotes the submission", async () => {
      const c = client();
      const account = registrationFactory();
      const registered = await c.post<{ id: number }>('/api/register', account);
      await query(db.url, 'UPDATE users SET email_verified_at = now() WHERE id = $1', [registered.body.id]);
      const own = await c.post<{ reference: string }>(
        '/api/support',
        supportRequestFactory({ username: account.username, email: undefined }),
      );
      expect(own.status).toBe(201);
      const [receipt] = await outbox(`to_address = $1 AND kind = 'contact.support.receipt'`, [account.email.toLowerCase()]);
      expect(receipt.text_body).toContain('My listing photos do not show on the detail page.');
      // Signed in but naming another address: that stranger gets the fixed text.
      const other = supportRequestFactory({ username: account.username, issue: phishing });
      expect((await c.post('/api/support', other)).status).toBe(201);
      const [toOther] = await outbox(`to_address = $1 AND kind = 'contact.support.receipt'`, [other.email]);
      expect(toOther.text_body).not.toContain(phishing);
    });

    it('at most 3 confirmations an hour to one address, whatever the form or sender; the team gets every submission', async () => {
      const target = `target.${Date.now()}@example.com`;
      const references: string[] = [];
      for (const [path, body] of [
        ['/api/contact/buy', buyInquiryFactory({ email: target })],
        ['/api/contact/wanted-part', buyInquiryFactory({ email: target })],
        ['/api/contact/advertise', advertiseInquiryFactory({ email: target.toUpperCase() })],
        ['/api/support', supportRequestFactory({ email: target })],
        ['/api/contact/buy', buyInquiryFactory({ email: target })],
      ] as const) {
        const res = await client().post<{ reference: string }>(path, body);
        expect(res.status).toBe(201);
        references.push(res.body.reference);
      }
      expect(await outbox(`lower(to_address) = $1 AND kind LIKE '%.receipt'`, [target])).toHaveLength(3);
      for (const reference of references)
        expect(await outbox(`to_address = $1 AND subject LIKE $2`, [TEAM, `%${reference}%`])).toHaveLength(1);
    });
  });

  describe('newsletter (double opt-in)', () => {
    const linkIn = (text: string, path: string) => {
      const match = new RegExp(`${path}\\?token=([A-Za-z0-9_-]+)`).exec(text);
      if (!match) throw new Error(`no ${path} link in: ${text}`);
      return match[1];
    };

    it('subscribe sends a confirmation link; following it subscribes; the unsubscribe link works without signing in', async () => {
      const c = client();
      const email = `reader.${Date.now()}@example.com`;
      const res = await c.post('/api/newsletter', { email });
      expect(res.status).toBe(202);
      expect(res.body).toEqual({ status: 'pending', message: NEWSLETTER_TEXTS.checkInbox });
      const confirmation = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Confirm'));
      expect(confirmation.text).toContain(`${api.url}/newsletter/confirm?token=`);
      const token = linkIn(confirmation.text, '/newsletter/confirm');
      let [row] = await query<{ status: string }>(db.url, `SELECT status FROM newsletter_subscriptions WHERE email = $1`, [email]);
      expect(row.status).toBe('pending');

      const confirmed = await c.post('/api/newsletter/confirm', { token });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body).toMatchObject({ status: 'subscribed' });
      // Following the link twice is harmless (no second welcome e-mail).
      expect((await c.post('/api/newsletter/confirm', { token })).body).toMatchObject({ status: 'subscribed' });
      const welcome = await smtp.waitFor((m) => m.to.includes(email) && m.subject.includes('Welcome'));
      const unsubscribe = linkIn(welcome.text, '/newsletter/unsubscribe');
      expect(welcome.rawHeaders).toContain(`List-Unsubscribe: <${api.url}/newsletter/unsubscribe?token=${unsubscribe}>`);
      await new Promise((r) => setTimeout(r, 300));
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(2);

      const anonymous = client();
      const out = await anonymous.post('/api/newsletter/unsubscribe', { token: unsubscribe });
      expect(out.status).toBe(200);
      expect(out.body).toMatchObject({ status: 'unsubscribed' });
      [row] = await query<{ status: string }>(db.url, `SELECT status FROM newsletter_subscriptions WHERE email = $1`, [email]);
      expect(row.status).toBe('unsubscribed');
      // The old confirmation link does not subscribe again.
      expect((await anonymous.post('/api/newsletter/confirm', { token })).status).toBe(400);
    });

    it('repeating a subscription is harmless: same answer, one row, no second e-mail within 10 minutes', async () => {
      const c = client();
      const email = `again.${Date.now()}@example.com`;
      expect((await c.post('/api/newsletter', { email })).status).toBe(202);
      expect((await c.post('/api/newsletter', { email: email.toUpperCase() })).status).toBe(202);
      await smtp.waitFor((m) => m.to.includes(email));
      await new Promise((r) => setTimeout(r, 500));
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
      const rows = await query(db.url, `SELECT 1 FROM newsletter_subscriptions WHERE lower(email) = lower($1)`, [email]);
      expect(rows).toHaveLength(1);
    });

    it('refuses a bad address, a forged unsubscribe token and an unknown confirmation token', async () => {
      const c = client();
      const bad = await c.post('/api/newsletter', { email: 'nope' });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBe(CONTACT_MESSAGES.newsletterEmail);
      for (const [path, token] of [
        ['/api/newsletter/unsubscribe', `u1x${'A'.repeat(43)}`],
        ['/api/newsletter/confirm', 'A'.repeat(32)],
        ['/api/newsletter/confirm', 'short'],
      ]) {
        const res = await c.post(path, { token });
        expect(res.status, `${path} ${token}`).toBe(400);
        expect(res.body.message).toBe(CONTACT_MESSAGES.newsletterToken);
      }
    });
  });
});

describe('the overall cap on confirmation e-mails (CONFIRMATION_MAILS_PER_HOUR)', () => {
  const { api, db } = useTestApi({ TEAM_EMAIL: TEAM, CAPTCHA_PROVIDER: 'off', CONFIRMATION_MAILS_PER_HOUR: '2' });

  it('past the cap, submissions are stored and sent to the team, without confirmations', async () => {
    const bodies = [buyInquiryFactory(), advertiseInquiryFactory(), supportRequestFactory(), buyInquiryFactory()];
    const paths = ['/api/contact/buy', '/api/contact/advertise', '/api/support', '/api/contact/wanted-part'];
    for (const [i, body] of bodies.entries()) expect((await new TestClient(api.url).post(paths[i], body)).status).toBe(201);
    const rows = await query<{ kind: string; to_address: string }>(db.url, `SELECT kind, to_address FROM mail_outbox ORDER BY id`);
    expect(rows.filter((r) => r.kind.endsWith('.receipt')).map((r) => r.to_address)).toEqual([bodies[0].email, bodies[1].email]);
    expect(rows.filter((r) => r.to_address === TEAM)).toHaveLength(4);
  });
});

describe('contact forms with the real ALTCHA captcha', () => {
  const { api } = useTestApi({ CAPTCHA_PROVIDER: 'altcha' });

  /** Solves a fresh challenge as the browser's worker does, with altcha-lib's Node hashing. */
  async function solvedToken(): Promise<string> {
    const [{ solveChallenge }, { deriveKey }] = await Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/sha')]);
    const challenge = (await (await fetch(`${api.url}/api/captcha/challenge`)).json()) as Parameters<typeof solveChallenge>[0]['challenge'];
    const solution = await solveChallenge({ challenge, deriveKey });
    return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  }

  it('accepts a solved challenge once; a replay, a forged token and the spec development bypass are refused', async () => {
    const c = new TestClient(api.url);
    const token = await solvedToken();
    expect((await c.post('/api/support', supportRequestFactory({ recaptchaToken: token }))).status).toBe(201);
    const replay = await c.post('/api/contact/advertise', advertiseInquiryFactory({ recaptchaToken: token }));
    expect(replay.status).toBe(400);
    expect(replay.body).toMatchObject({ code: 'CAPTCHA_FAILED', message: 'CAPTCHA verification failed. Please try again.' });
    const forged = Buffer.from(JSON.stringify({ challenge: { parameters: {}, signature: 'x' }, solution: { counter: 1 } })).toString(
      'base64',
    );
    for (const bad of [forged, 'dev-token', 'captcha-off']) {
      const res = await c.post('/api/contact/buy', buyInquiryFactory({ recaptchaToken: bad }));
      expect(res.status, bad).toBe(400);
      expect(res.body.code).toBe('CAPTCHA_FAILED');
    }
  });
});
