import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiProcess, startApi } from '../../utils/api-process';
import { boatFactory } from '../../utils/boat-factories';
import { advertiseInquiryFactory, buyInquiryFactory, supportRequestFactory } from '../../utils/contact-factories';
import {
  answerFactory,
  jpegFactory,
  listingFactory,
  questionFactory,
  registrationFactory,
  savedSearchFactory,
} from '../../utils/factories';
import { TestClient } from '../../utils/http-client';
import {
  type Person,
  type SecurityRun,
  alertUnsubscribeToken,
  askQuestion,
  checksum,
  createListing,
  saveSearch,
  declaredMutatingRoutes,
  issuedImage,
  postAnswer,
  signUp,
  startSecurityRun,
  subscribeDevice,
} from './security-harness';

/*
 * Security suite 5 (docs/testing.md "Security suite"): security headers on HTML and API responses, cookie flags, HSTS only
 * over HTTPS, cross-origin writes refused on every state-changing endpoint, and websocket handshakes
 * from a foreign origin.
 */

let run: SecurityRun;
const base = () => run.api.url;

beforeAll(async () => {
  run = await startSecurityRun();
});
afterAll(async () => {
  await run?.stop();
});

function expectSecurityHeaders(headers: Headers, label: string) {
  const csp = headers.get('content-security-policy') ?? '';
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim())
      .filter(Boolean)
      .map((d) => {
        const [name, ...values] = d.split(/\s+/);
        return [name, values] as const;
      }),
  );
  expect(directives.get('default-src'), label).toEqual(["'self'"]);
  // Scripts from our origin only: no inline scripts, no eval, no other hosts or schemes.
  expect(directives.get('script-src'), label).toEqual(["'self'"]);
  expect(directives.get('object-src'), label).toEqual(["'none'"]);
  expect(directives.get('base-uri'), label).toEqual(["'self'"]);
  expect(directives.get('frame-ancestors'), label).toEqual(["'none'"]);
  expect(directives.get('form-action'), label).toEqual(["'self'"]);
  expect(csp, label).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|\*|data:|https?:)/);
  expect(headers.get('x-content-type-options'), label).toBe('nosniff');
  expect(headers.get('referrer-policy'), label).toBe('strict-origin-when-cross-origin');
  expect(headers.get('x-frame-options'), label).toBe('DENY');
  expect(headers.get('cross-origin-opener-policy'), label).toBe('same-origin');
  expect(headers.get('access-control-allow-origin'), label).toBeNull();
}

describe('security headers on HTML and API responses', () => {
  it('every kind of response carries them: app shell, assets, API JSON (2xx, 4xx), uploaded images', async () => {
    const person = await signUp(base());
    const image = await issuedImage(person.client);
    const shell = await (await fetch(`${base()}/`)).text();
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(shell)?.[1];
    expect(script).toBeDefined();
    const paths: Array<[string, number, RegExp]> = [
      ['/', 200, /text\/html/],
      // A listing that does not exist and an unknown path answer the shell with 404 (noindex).
      ['/boat-parts/12', 404, /text\/html/],
      ['/no/such/page', 404, /text\/html/],
      [script!, 200, /javascript/],
      ['/api/health', 200, /application\/json/],
      ['/api/boat-parts', 200, /application\/json/],
      ['/api/user', 401, /application\/json/],
      ['/api/no-such-endpoint', 404, /application\/json/],
      ['/api/boat-parts?limit=0', 400, /application\/json/],
      [image, 200, /image\/webp/],
    ];
    for (const [path, status, type] of paths) {
      const res = await fetch(`${base()}${path}`);
      expect(res.status, path).toBe(status);
      expect(res.headers.get('content-type'), path).toMatch(type);
      expectSecurityHeaders(res.headers, path);
      expect(res.headers.get('strict-transport-security'), path).toBeNull();
    }
  });

  it('a news description with markup (inserted with SQL, as a feed would) goes out as JSON data, exactly as stored', async () => {
    const description = '<p>Marina <b>reopens</b>.</p><script>alert(1)</script><img src=x onerror=alert(2)>';
    const link = `https://news.example/${randomBytes(4).toString('hex')}`;
    await run.pg.query(
      `INSERT INTO news_items (title, description, link, pub_date, source, category) VALUES ($1, $2, $3, now(), 'Boat Feed', 'Sailing')`,
      ['Harbour <i>news</i>', description, link],
    );
    const res = await fetch(`${base()}/api/news?limit=100`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expectSecurityHeaders(res.headers, '/api/news');
    const items = (await res.json()) as Array<{ title: string; description: string; link: string }>;
    expect(items.find((item) => item.link === link)).toMatchObject({ title: 'Harbour <i>news</i>', description });
  });

  it('the app shell has no inline script for the CSP to forbid', async () => {
    const html = await (await fetch(`${base()}/`)).text();
    for (const tag of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? []) {
      // JSON-LD and the server-rendered page's data are data blocks, never run (and not subject to
      // script-src): JSON only, no `<` to end them early.
      const data = /^<script type="application\/(?:ld\+)?json"[^>]*>([\s\S]*)<\/script>$/.exec(tag);
      if (data) {
        expect(data[1], tag).not.toContain('<');
        expect(() => JSON.parse(data[1]) as unknown, tag).not.toThrow();
      } else {
        expect(tag, tag).toMatch(/^<script\b[^>]*\bsrc="\/[^"]+"[^>]*>\s*<\/script>$/i);
      }
    }
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });

  it('HSTS only over HTTPS: sent when a trusted proxy says the request came over https, never over plain http', async () => {
    for (const path of ['/', '/api/health']) {
      const plain = await fetch(`${base()}${path}`);
      expect(plain.headers.get('strict-transport-security'), path).toBeNull();
      const https = await fetch(`${base()}${path}`, { headers: { 'x-forwarded-proto': 'https' } });
      expect(https.headers.get('strict-transport-security'), path).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
      expectSecurityHeaders(https.headers, path);
    }
  });
});

describe('cookie flags', () => {
  it('the session cookie is HttpOnly, SameSite=Lax, Path=/ and Secure over HTTPS — at sign-up, sign-in and sign-out', async () => {
    const payload = registrationFactory();
    const http = await new TestClient(base()).post('/api/register', payload);
    expect(http.status).toBe(201);
    const flags = (cookie: string | null) => (cookie ?? '').split(';').map((p) => p.trim());
    const signedUp = flags(http.headers.get('set-cookie'));
    expect(signedUp[0]).toMatch(/^dockside_session=[A-Za-z0-9_-]{43}$/);
    expect(signedUp).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/']));
    expect(signedUp).not.toContain('Secure');

    const login = { username: payload.username, password: payload.password };
    const secure = new TestClient(base());
    const overHttps = await secure.post('/api/login', login, { 'x-forwarded-proto': 'https' });
    expect(flags(overHttps.headers.get('set-cookie'))).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Secure']));

    const out = await secure.post('/api/logout', {}, { 'x-forwarded-proto': 'https' });
    const cleared = flags(out.headers.get('set-cookie'));
    expect(cleared[0]).toBe('dockside_session=');
    expect(cleared).toEqual(expect.arrayContaining(['HttpOnly', 'SameSite=Lax', 'Path=/', 'Max-Age=0', 'Secure']));
  });

  it('X-Forwarded-Proto is ignored when the proxy is not trusted: no HSTS, no Secure cookie', async () => {
    let untrusted: ApiProcess | undefined;
    try {
      untrusted = await startApi({ databaseUrl: run.db.url, env: { SEED_DEMO_DATA: 'false', TRUST_PROXY: 'false' } });
      const res = await fetch(`${untrusted.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify(registrationFactory()),
      });
      expect(res.status).toBe(201);
      expect(res.headers.get('strict-transport-security')).toBeNull();
      expect(res.headers.get('set-cookie')).not.toMatch(/Secure/);
    } finally {
      await untrusted?.stop();
    }
  });
});

/** A valid state-changing request for each route, made fresh for each attempt. */
interface WriteCase {
  route: string;
  /** Builds the request: path, body (JSON unless `form`), and who sends it. */
  build(): Promise<{ path: string; method: string; body?: unknown; form?: FormData; as?: Person; ok: number }>;
}

let lastSubscriber = '';
/**
 * A pending newsletter subscription and its confirmation token. The real token only exists in the e-mail
 * link (we keep its hash), so the test stores the hash of a token it knows.
 */
async function pendingSubscription(): Promise<string> {
  lastSubscriber = `news.${randomBytes(4).toString('hex')}@example.com`;
  expect((await writer.client.post('/api/newsletter', { email: lastSubscriber })).status).toBe(202);
  const token = randomBytes(24).toString('base64url');
  await run.pg.query(
    `UPDATE newsletter_subscriptions SET confirm_token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex') WHERE lower(email) = lower($2)`,
    [token, lastSubscriber],
  );
  return token;
}

let writer: Person;
const WRITES: WriteCase[] = [
  { route: 'POST /api/register', build: async () => ({ method: 'POST', path: '/api/register', body: registrationFactory(), ok: 201 }) },
  {
    route: 'POST /api/login',
    build: async () => {
      const someone = await signUp(base());
      return { method: 'POST', path: '/api/login', body: { username: someone.username, password: someone.password }, ok: 200 };
    },
  },
  { route: 'POST /api/logout', build: async () => ({ method: 'POST', path: '/api/logout', as: await signUp(base()), ok: 200 }) },
  {
    route: 'PATCH /api/user',
    build: async () => ({
      method: 'PATCH',
      path: '/api/user',
      body: { fullName: `Renamed ${randomBytes(2).toString('hex')}` },
      as: writer,
      ok: 200,
    }),
  },
  {
    route: 'POST /api/user/password',
    build: async () => {
      const someone = await signUp(base());
      return {
        method: 'POST',
        path: '/api/user/password',
        body: { currentPassword: someone.password, newPassword: 'Bilge-Pump-88!' },
        as: someone,
        ok: 200,
      };
    },
  },
  {
    route: 'POST /api/boat-parts',
    build: async () => ({
      method: 'POST',
      path: '/api/boat-parts',
      body: listingFactory([await issuedImage(writer.client)]),
      as: writer,
      ok: 201,
    }),
  },
  {
    route: 'PUT /api/boat-parts/:id',
    build: async () => {
      const part = await createListing(writer);
      return { method: 'PUT', path: `/api/boat-parts/${part.id}`, body: listingFactory(part.imageUrls), as: writer, ok: 200 };
    },
  },
  {
    route: 'DELETE /api/boat-parts/:id',
    build: async () => ({ method: 'DELETE', path: `/api/boat-parts/${(await createListing(writer)).id}`, as: writer, ok: 200 }),
  },
  {
    route: 'POST /api/upload-image',
    build: async () => {
      const form = new FormData();
      form.append('image', new Blob([await jpegFactory({ width: 32, height: 32 })], { type: 'image/jpeg' }), 'a.jpg');
      return { method: 'POST', path: '/api/upload-image', form, as: writer, ok: 201 };
    },
  },
  {
    route: 'PUT /api/saved-parts/:partId',
    build: async () => ({ method: 'PUT', path: `/api/saved-parts/${(await createListing(writer)).id}`, as: writer, ok: 204 }),
  },
  {
    route: 'DELETE /api/saved-parts/:partId',
    build: async () => {
      const part = await createListing(writer);
      expect((await writer.client.request('PUT', `/api/saved-parts/${part.id}`)).status).toBe(204);
      return { method: 'DELETE', path: `/api/saved-parts/${part.id}`, as: writer, ok: 204 };
    },
  },
  {
    route: 'POST /api/expert-questions',
    build: async () => ({ method: 'POST', path: '/api/expert-questions', body: questionFactory(), as: writer, ok: 201 }),
  },
  {
    route: 'POST /api/expert-questions/:id/vote',
    build: async () => ({
      method: 'POST',
      // Another member's question: nobody may upvote their own.
      path: `/api/expert-questions/${(await askQuestion(await signUp(base()))).id}/vote`,
      body: { increment: true },
      as: writer,
      ok: 200,
    }),
  },
  {
    route: 'POST /api/expert-answers',
    build: async () => ({
      method: 'POST',
      path: '/api/expert-answers',
      body: answerFactory((await askQuestion(writer)).id),
      as: writer,
      ok: 201,
    }),
  },
  {
    route: 'POST /api/expert-answers/:id/vote',
    build: async () => {
      const answer = await postAnswer(await signUp(base()), (await askQuestion(writer)).id);
      return { method: 'POST', path: `/api/expert-answers/${answer.id}/vote`, body: { increment: true }, as: writer, ok: 200 };
    },
  },
  {
    route: 'POST /api/expert-answers/:id/accept',
    build: async () => {
      const answer = await postAnswer(writer, (await askQuestion(writer)).id);
      return { method: 'POST', path: `/api/expert-answers/${answer.id}/accept`, as: writer, ok: 200 };
    },
  },
  {
    route: 'DELETE /api/expert-answers/:id/accept',
    build: async () => {
      const answer = await postAnswer(writer, (await askQuestion(writer)).id);
      expect((await writer.client.post(`/api/expert-answers/${answer.id}/accept`)).status).toBe(200);
      return { method: 'DELETE', path: `/api/expert-answers/${answer.id}/accept`, as: writer, ok: 200 };
    },
  },
  // The public forms and the newsletter.
  ...(
    [
      ['POST /api/contact/buy', () => buyInquiryFactory()],
      ['POST /api/contact/wanted-part', () => buyInquiryFactory()],
      ['POST /api/contact/advertise', () => advertiseInquiryFactory()],
      ['POST /api/support', () => supportRequestFactory()],
    ] as const
  ).map(([route, body]): WriteCase => ({
    route,
    build: async () => ({ method: 'POST', path: route.slice('POST '.length), body: body(), ok: 201 }),
  })),
  {
    route: 'POST /api/newsletter',
    build: async () => ({
      method: 'POST',
      path: '/api/newsletter',
      body: { email: `news.${randomBytes(4).toString('hex')}@example.com` },
      ok: 202,
    }),
  },
  {
    route: 'POST /api/newsletter/confirm',
    build: async () => ({ method: 'POST', path: '/api/newsletter/confirm', body: { token: await pendingSubscription() }, ok: 200 }),
  },
  {
    route: 'POST /api/newsletter/unsubscribe',
    build: async () => {
      const confirmToken = await pendingSubscription();
      const confirmed = await writer.client.post<{ email: string }>('/api/newsletter/confirm', { token: confirmToken });
      expect(confirmed.status).toBe(200);
      // The welcome e-mail carries the unsubscribe link (List-Unsubscribe).
      const { rows } = await run.pg.query<{ link: string }>(
        `SELECT headers->>'List-Unsubscribe' AS link FROM mail_outbox WHERE to_address = $1 AND headers ? 'List-Unsubscribe' ORDER BY id DESC LIMIT 1`,
        [lastSubscriber],
      );
      const token = /token=([A-Za-z0-9_-]+)/.exec(rows[0]?.link ?? '')?.[1];
      expect(token, 'unsubscribe link in the welcome mail').toBeDefined();
      return { method: 'POST', path: '/api/newsletter/unsubscribe', body: { token }, ok: 200 };
    },
  },
  // E-mail verification (the real token is only in the e-mail: the test stores the hash of one it knows).
  {
    route: 'POST /api/user/verify-email',
    build: async () => {
      const someone = await signUp(base());
      const token = randomBytes(24).toString('base64url');
      await run.pg.query(`UPDATE email_verifications SET token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex') WHERE user_id = $2`, [
        token,
        someone.id,
      ]);
      return { method: 'POST', path: '/api/user/verify-email', body: { token }, ok: 200 };
    },
  },
  {
    route: 'POST /api/user/verify-email/resend',
    build: async () => ({ method: 'POST', path: '/api/user/verify-email/resend', as: await signUp(base()), ok: 200 }),
  },
  // Chat.
  {
    route: 'POST /api/chat/conversations',
    build: async () => ({
      method: 'POST',
      path: '/api/chat/conversations',
      body: { partId: (await createListing(await signUp(base()))).id },
      as: writer,
      ok: 201,
    }),
  },
  {
    route: 'POST /api/chat/rooms/:id/read',
    build: async () => {
      const seller = await signUp(base());
      const part = await createListing(seller);
      const { id: roomId } = (await writer.client.post<{ id: string }>('/api/chat/conversations', { partId: part.id })).body;
      const { rows } = await run.pg.query<{ id: string }>(
        `INSERT INTO chat_messages (room_id, user_id, content) VALUES ($1, $2, 'Still for sale?') RETURNING id`,
        [roomId, seller.id],
      );
      return { method: 'POST', path: `/api/chat/rooms/${roomId}/read`, body: { messageId: Number(rows[0]!.id) }, as: writer, ok: 204 };
    },
  },
  {
    route: 'PUT /api/chat/blocks/:userId',
    build: async () => ({ method: 'PUT', path: `/api/chat/blocks/${(await signUp(base())).id}`, as: writer, ok: 204 }),
  },
  {
    route: 'DELETE /api/chat/blocks/:userId',
    build: async () => {
      const other = await signUp(base());
      expect((await writer.client.request('PUT', `/api/chat/blocks/${other.id}`)).status).toBe(204);
      return { method: 'DELETE', path: `/api/chat/blocks/${other.id}`, as: writer, ok: 204 };
    },
  },
  // Saved searches.
  {
    route: 'POST /api/saved-searches',
    build: async () => ({ method: 'POST', path: '/api/saved-searches', body: savedSearchFactory(), as: writer, ok: 201 }),
  },
  {
    route: 'PATCH /api/saved-searches/:id',
    build: async () => ({
      method: 'PATCH',
      path: `/api/saved-searches/${(await saveSearch(writer)).id}`,
      body: { name: 'Renamed search', paused: true },
      as: writer,
      ok: 200,
    }),
  },
  {
    route: 'DELETE /api/saved-searches/:id',
    build: async () => ({ method: 'DELETE', path: `/api/saved-searches/${(await saveSearch(writer)).id}`, as: writer, ok: 204 }),
  },
  // Boats: each case on an owner of its own (a user keeps at most 10 boats).
  {
    route: 'POST /api/boats',
    build: async () => ({ method: 'POST', path: '/api/boats', body: boatFactory(), as: await signUp(base()), ok: 201 }),
  },
  {
    route: 'PUT /api/boats/:id',
    build: async () => {
      const owner = await signUp(base());
      const boat = await owner.client.post<{ id: number }>('/api/boats', boatFactory());
      return { method: 'PUT', path: `/api/boats/${boat.body.id}`, body: boatFactory({ name: 'Renamed' }), as: owner, ok: 200 };
    },
  },
  {
    route: 'DELETE /api/boats/:id',
    build: async () => {
      const owner = await signUp(base());
      const boat = await owner.client.post<{ id: number }>('/api/boats', boatFactory());
      return { method: 'DELETE', path: `/api/boats/${boat.body.id}`, as: owner, ok: 200 };
    },
  },
  // Web Push devices, and the one-click unsubscribe of alert e-mails (no sign-in; a mail
  // program posts it without an Origin, a browser page from another origin is refused).
  {
    route: 'POST /api/push/subscriptions',
    build: async () => ({ method: 'POST', path: '/api/push/subscriptions', body: run.push.device().subscription, as: writer, ok: 201 }),
  },
  {
    route: 'DELETE /api/push/subscriptions',
    build: async () => ({
      method: 'DELETE',
      path: '/api/push/subscriptions',
      body: { endpoint: (await subscribeDevice(run, writer)).endpoint },
      as: writer,
      ok: 204,
    }),
  },
  {
    route: 'POST /api/alerts/unsubscribe',
    build: async () => ({
      method: 'POST',
      path: '/api/alerts/unsubscribe',
      body: { token: await alertUnsubscribeToken(run, (await signUp(base())).id) },
      ok: 200,
    }),
  },
  // Trust and safety.
  {
    route: 'POST /api/reports',
    build: async () => ({
      method: 'POST',
      path: '/api/reports',
      body: { targetType: 'listing', targetId: (await createListing(await signUp(base()))).id, reason: 'scam' },
      as: writer,
      ok: 201,
    }),
  },
  {
    route: 'PATCH /api/boat-parts/:id/status',
    build: async () => ({
      method: 'PATCH',
      path: `/api/boat-parts/${(await createListing(writer)).id}/status`,
      body: { status: 'sold' },
      as: writer,
      ok: 200,
    }),
  },
  {
    route: 'POST /api/admin/listings/:id/decision',
    build: async () => ({
      method: 'POST',
      path: `/api/admin/listings/${(await createListing(await signUp(base()))).id}/decision`,
      body: { action: 'reject', reason: 'Wrong photos' },
      as: await staff('moderator'),
      ok: 200,
    }),
  },
  {
    route: 'POST /api/admin/reports/:id/decision',
    build: async () => {
      const part = await createListing(await signUp(base()));
      const report = await writer.client.post<{ id: number }>('/api/reports', { targetType: 'listing', targetId: part.id, reason: 'scam' });
      return {
        method: 'POST',
        path: `/api/admin/reports/${report.body.id}/decision`,
        body: { action: 'dismiss' },
        as: await staff('moderator'),
        ok: 200,
      };
    },
  },
  {
    route: 'PUT /api/admin/users/:id/role',
    build: async () => ({
      method: 'PUT',
      path: `/api/admin/users/${(await signUp(base())).id}/role`,
      body: { role: 'expert' },
      as: await staff('admin'),
      ok: 200,
    }),
  },
  {
    route: 'POST /api/admin/users/:id/suspension',
    build: async () => ({
      method: 'POST',
      path: `/api/admin/users/${(await signUp(base())).id}/suspension`,
      body: { reason: 'Spam' },
      as: await staff('moderator'),
      ok: 200,
    }),
  },
  {
    route: 'DELETE /api/admin/users/:id/suspension',
    build: async () => {
      const moderator = await staff('moderator');
      const someone = await signUp(base());
      expect((await moderator.client.post(`/api/admin/users/${someone.id}/suspension`, { reason: 'Spam' })).status).toBe(200);
      return { method: 'DELETE', path: `/api/admin/users/${someone.id}/suspension`, as: moderator, ok: 200 };
    },
  },
];

/** A signed-in moderator or admin (docs/decisions.md "Moderation"). */
async function staff(role: 'moderator' | 'admin'): Promise<Person> {
  const person = await signUp(base());
  await run.pg.query('UPDATE users SET role = $1 WHERE id = $2', [role, person.id]);
  return person;
}

async function sendWrite(request: Awaited<ReturnType<WriteCase['build']>>, headers: Record<string, string>) {
  const res = await fetch(`${base()}${request.path}`, {
    method: request.method,
    headers: {
      'x-forwarded-for': request.as?.client.ip ?? `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
      ...(request.as?.client.cookie ? { cookie: request.as.client.cookie } : {}),
      ...(request.body !== undefined ? { 'content-type': 'application/json' } : {}),
      ...headers,
    },
    body: request.form ?? (request.body !== undefined ? JSON.stringify(request.body) : undefined),
  });
  const text = await res.text();
  return { status: res.status, text, body: text ? (JSON.parse(text) as Record<string, unknown>) : undefined };
}

describe('cross-origin writes are refused on every state-changing endpoint', () => {
  beforeAll(async () => {
    writer = await signUp(base());
  });

  it('covers every state-changing route the controllers declare', () => {
    expect(WRITES.map((w) => w.route).sort()).toEqual(declaredMutatingRoutes());
  });

  const FOREIGN: Array<[string, () => Record<string, string>]> = [
    ['Origin: https://evil.example', () => ({ origin: 'https://evil.example' })],
    ['Origin: null', () => ({ origin: 'null' })],
    ['Sec-Fetch-Site: cross-site', () => ({ 'sec-fetch-site': 'cross-site' })],
    ['Sec-Fetch-Site: same-site (a sibling subdomain)', () => ({ 'sec-fetch-site': 'same-site', origin: 'https://shop.dockside.example' })],
    ['our host on another port', () => ({ origin: base().replace(/:(\d+)$/, (_m, port: string) => `:${Number(port) + 1}`) })],
  ];

  it.each(WRITES)('$route: 403 from a foreign origin with nothing stored; the same request from our origin succeeds', async (write) => {
    const request = await write.build();
    for (const [label, headers] of FOREIGN) {
      const before = await checksum(run.pg);
      const res = await sendWrite(request, headers());
      expect(res.status, `${label}: ${res.text}`).toBe(403);
      expect(res.body, label).toEqual({ message: 'Cross-origin request refused', code: 'CROSS_ORIGIN' });
      expect(await checksum(run.pg), label).toEqual(before);
    }
    const own = await sendWrite(request, { origin: base(), 'sec-fetch-site': 'same-origin' });
    expect(own.status, own.text).toBe(request.ok);
  });

  it('reads stay open to other origins but carry no CORS grant (the browser keeps the answer from the foreign page)', async () => {
    const res = await fetch(`${base()}/api/boat-parts`, { headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${base()}/api/boat-parts`, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-methods')).toBeNull();
  });
});

/** Sends a websocket upgrade request; resolves with 101 if the server switched protocols, else the HTTP status. */
function upgradeStatus(url: string, origin: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, {
      headers: {
        connection: 'Upgrade',
        upgrade: 'websocket',
        'sec-websocket-key': randomBytes(16).toString('base64'),
        'sec-websocket-version': '13',
        origin,
        ...headers,
      },
    });
    req.on('upgrade', (_res, socket) => {
      socket.destroy();
      resolve(101);
    });
    req.on('response', (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    // A server that closes the connection without answering has refused the upgrade too.
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' ? resolve(0) : reject(error)));
    req.end();
  });
}

describe('websocket handshakes', () => {
  it('no endpoint upgrades a handshake from a foreign origin (the chat socket refuses it before the upgrade)', async () => {
    for (const path of ['/socket.io/?EIO=4&transport=websocket', '/ws', '/api/chat', '/']) {
      expect(await upgradeStatus(`${base()}${path}`, 'https://evil.example'), path).not.toBe(101);
    }
  });
});

describe('one origin rule for REST and the chat socket', () => {
  const SOCKET = '/socket.io/?EIO=4&transport=websocket';
  const logout = (url: string, headers: Record<string, string>) =>
    fetch(`${url}/api/logout`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });

  it('an https:// origin is not our http:// site: refused by REST and by the socket handshake alike', async () => {
    const https = base().replace(/^http:/, 'https:');
    expect((await logout(base(), { origin: https })).status).toBe(403);
    expect(await upgradeStatus(`${base()}${SOCKET}`, https)).not.toBe(101);
    // Our own origin: both accept it.
    expect((await logout(base(), { origin: base() })).status).toBe(200);
    expect(await upgradeStatus(`${base()}${SOCKET}`, base())).toBe(101);
  });

  it('a Forwarded header is never read: a foreign host in it does not make a foreign origin ours', async () => {
    const forwarded = { origin: 'http://evil.example', forwarded: 'host=evil.example;proto=http' };
    expect((await logout(base(), forwarded)).status).toBe(403);
    expect(await upgradeStatus(`${base()}${SOCKET}`, 'http://evil.example', { forwarded: forwarded.forwarded })).not.toBe(101);
  });

  it('X-Forwarded-Host and -Proto count only from a trusted proxy (TRUST_PROXY as a list of addresses)', async () => {
    let api: ApiProcess | undefined;
    let proxied: ApiProcess | undefined;
    try {
      // The test talks to the API directly from 127.0.0.1, which is not the configured proxy.
      api = await startApi({ databaseUrl: run.db.url, env: { SEED_DEMO_DATA: 'false', TRUST_PROXY: '10.200.0.1, 10.201.0.0/16' } });
      const spoofed = { origin: 'http://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'http' };
      expect((await logout(api.url, spoofed)).status).toBe(403);
      expect(await upgradeStatus(`${api.url}${SOCKET}`, 'http://evil.example', { 'x-forwarded-host': 'evil.example' })).not.toBe(101);
      // No Secure cookie or HSTS on a client's word either.
      const https = await fetch(`${api.url}/api/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
        body: JSON.stringify(registrationFactory()),
      });
      expect(https.status).toBe(201);
      expect(https.headers.get('strict-transport-security')).toBeNull();

      // Behind a trusted proxy (here: the loopback address listed) the forwarded host is the site's.
      proxied = await startApi({ databaseUrl: run.db.url, env: { SEED_DEMO_DATA: 'false', TRUST_PROXY: '127.0.0.1,::1' } });
      const viaProxy = { origin: 'https://dockside.example', 'x-forwarded-host': 'dockside.example', 'x-forwarded-proto': 'https' };
      expect((await logout(proxied.url, viaProxy)).status).toBe(200);
      expect(await upgradeStatus(`${proxied.url}${SOCKET}`, 'https://dockside.example', viaProxy)).toBe(101);
    } finally {
      await api?.stop();
      await proxied?.stop();
    }
  });

  it('refuses a TRUST_PROXY that is none of true, false, a hop count or addresses', async () => {
    const bad = await startApi({
      databaseUrl: run.db.url,
      env: { SEED_DEMO_DATA: 'false', TRUST_PROXY: 'proxy.internal' },
      expectExit: true,
    });
    expect(bad.output()).toContain('TRUST_PROXY');
  });
});

describe('personal answers are not cached', () => {
  it('every answer to a signed-in request, and the one that signs in, is Cache-Control: private, no-store', async () => {
    const person = await signUp(base());
    for (const path of ['/api/user', '/api/saved-parts', '/api/alerts', '/api/boat-parts', '/api/expert-questions']) {
      const res = await person.client.get(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control'), path).toBe('private, no-store');
    }
    const signIn = await new TestClient(base()).post('/api/login', { username: person.username, password: person.password });
    expect(signIn.headers.get('cache-control')).toBe('private, no-store');
    const refused = await person.client.post('/api/expert-questions', {});
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    // Signed out, public answers are left to the usual caching rules.
    expect((await new TestClient(base()).get('/api/boat-parts')).headers.get('cache-control')).toBeNull();
  });
});

describe('request bodies are JSON', () => {
  it('a form-encoded, plain-text, XML or multipart body is refused with 415 before any handler runs', async () => {
    const person = await signUp(base());
    const cases: Array<[string, string, string]> = [
      ['/api/login', 'application/x-www-form-urlencoded', `username=${person.username}&password=${encodeURIComponent(person.password)}`],
      ['/api/expert-questions', 'text/plain', JSON.stringify({ title: 'How do I winterise a Yamaha F115?', content: 'x'.repeat(40) })],
      ['/api/expert-questions', 'application/xml', '<question/>'],
      [
        '/api/saved-searches',
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="name"\r\n\r\nx\r\n--x--\r\n',
      ],
    ];
    for (const [path, type, body] of cases) {
      const before = await checksum(run.pg);
      const res = await fetch(`${base()}${path}`, {
        method: 'POST',
        headers: { 'content-type': type, cookie: person.client.cookie!, 'x-forwarded-for': person.client.ip },
        body,
      });
      expect(res.status, `${path} ${type}`).toBe(415);
      expect(await res.json()).toEqual({
        message: 'The request body must be JSON (Content-Type: application/json)',
        code: 'UNSUPPORTED_MEDIA_TYPE',
      });
      expect(await checksum(run.pg), `${path} ${type}`).toEqual(before);
    }
    // Multipart where uploads expect it.
    expect(await issuedImage(person.client)).toBeTruthy();
  });
});
