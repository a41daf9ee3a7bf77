import { randomInt } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '@dockside/shared/accounts';
import { ALERT_TEXTS, PUSH_MESSAGES, SAVED_SEARCH_MESSAGES } from '@dockside/shared/alerts';
import { COMMUNITY_MESSAGES } from '@dockside/shared/community';
import { ENGINE_MAKES, FITMENT_MESSAGES } from '@dockside/shared/fitment';
import { LISTING_MESSAGES } from '@dockside/shared/listings';
import { answerFactory, listingFactory, questionFactory, registrationFactory, savedSearchFactory } from '../../utils/factories';
import { boatFactory, engineFactory } from '../../utils/boat-factories';
import {
  type Person,
  type SecurityRun,
  alertUnsubscribeToken,
  askQuestion,
  checksum,
  createListing,
  declaredIdRoutes,
  forgedUnsubscribeToken,
  issuedImage,
  postAnswer,
  saveSearch,
  signUp,
  startSecurityRun,
  subscribeDevice,
  tamperedUnsubscribeToken,
} from './security-harness';
import type { TestDevice } from '../../utils/test-push-service';

/*
 * Security suite 3 (docs/testing.md "Security suite"): property-based bad input. Every JSON endpoint, query string and path
 * id gets random and hostile values (very long strings, control characters, lone surrogates, RTL and
 * zero-width marks, SQL and script fragments, wrong types, missing fields, nested objects, huge
 * arrays, 1e309 / -0 / NaN, prototype-pollution keys). The answer is never a 5xx, always one of the
 * endpoint's statuses with a JSON `{ message, code }` (a spec message, or one naming the field or
 * parameter), and a refused request leaves every table as it was.
 *
 * Runs are bounded and reproducible: a fixed seed (SECURITY_FC_SEED overrides it), printed with the
 * counterexample when a property fails.
 */
const SEED = Number(process.env.SECURITY_FC_SEED ?? 20_261_121);

let run: SecurityRun;
let member: Person;
let passwordOwner: Person;
let asker: Person;
let answerer: Person;
let searcher: Person;
let searchId: number;
let pusher: Person;
let pushDevice: TestDevice;
let unsubscriber: Person;
/** The unsubscriber's real token, then forged and altered ones (docs/decisions.md "Saved searches and alerts"). */
let unsubscribeTokens: string[];
let partId: number;
let questionId: number;
let answerId: number;
let imageUrl: string;

// ---------------------------------------------------------------------------------------------
// Hostile values. Bodies are built as a small JSON tree and serialised by hand, so they can carry
// what JSON.stringify cannot: raw number tokens (1e309, -0), `__proto__` as an own key, deep nesting.

/** A JSON fragment written as is. */
class Raw {
  constructor(readonly text: string) {}
  toString() {
    return this.text.length > 80 ? `${this.text.slice(0, 60)}…(${this.text.length} chars)` : this.text;
  }
}
/** A JSON object as ordered entries (keys may repeat or be `__proto__`). */
class Obj {
  constructor(readonly entries: Array<[string, unknown]>) {}
}

function toJson(value: unknown): string {
  if (value instanceof Raw) return value.text;
  if (value instanceof Obj) return `{${value.entries.map(([k, v]) => `${JSON.stringify(k)}:${toJson(v)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value === undefined) return 'null';
  return JSON.stringify(value);
}

const FRAGMENTS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '" OR ""="',
  '1; SELECT pg_sleep(5)--',
  "admin'--",
  '%',
  '_',
  '\\',
  "\\'",
  '$1',
  '::text',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  'javascript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  '{{constructor.constructor("alert(1)")()}}',
  '${7*7}',
  '../../etc/passwd',
  'file:///etc/passwd',
  'http://169.254.169.254/latest/meta-data/',
  '\u0000',
  'a\u0000b',
  '\u202e',
  '\u200b\u200c\u200d',
  '\ufeff',
  '\u2066evil\u2069',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\ud83d\ude00',
  'e\u0301',
  '\ud835\udd4f',
  '\r\n',
  '\t',
  '\u0007\u0008',
  '\u001b[31m',
  '\u2028\u2029',
  '\uffff',
  '-0',
  '1e309',
  'NaN',
  'Infinity',
  '-1',
  '0x10',
  '1_000',
  '  ',
  '',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'prototype',
];

const controlChars = fc
  .array(fc.integer({ min: 0, max: 0x1f }), { minLength: 1, maxLength: 8 })
  .map((codes) => String.fromCharCode(...codes));
const surrogates = fc
  .array(fc.integer({ min: 0xd800, max: 0xdfff }), { minLength: 1, maxLength: 4 })
  .map((codes) => String.fromCharCode(...codes));
const longString = fc
  .tuple(fc.constantFrom(101, 256, 2001, 5001, 40_000, 300_000), fc.constantFrom('a', 'é', '\ud83d\ude00', '<', "'", ' ', '\u0000'))
  .map(([n, c]) => c.repeat(n));
const fragment = fc.constantFrom(...FRAGMENTS);
const hostileText = (long: fc.Arbitrary<string>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 4, arbitrary: fragment },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 30 }) },
    { weight: 1, arbitrary: controlChars },
    { weight: 1, arbitrary: surrogates },
    { weight: 1, arbitrary: long },
    { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 12 }), fragment, fc.string({ maxLength: 12 })).map((p) => p.join('')) },
  );
const hostileString = hostileText(longString);
/**
 * For URLs: at most ~2,000 characters once encoded. Longer request lines are refused by Node's HTTP
 * parser (431) before the API sees them; that case has its own test below.
 */
const urlString = hostileText(
  fc.tuple(fc.constantFrom(101, 201, 401), fc.constantFrom('a', 'é', '<', "'", ' ')).map(([n, c]) => c.repeat(n)),
);

const hostileNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    new Raw('1e309'),
    new Raw('-1e309'),
    new Raw('-0'),
    new Raw('1e-400'),
    new Raw('123456789012345678901234567890'),
    'NaN',
    'Infinity',
    '-Infinity',
    '1e309',
    2 ** 31,
    2 ** 53 + 2,
    -1,
    0,
    1.5,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const HUGE = [
  new Raw(`[${'"x",'.repeat(50_000)}"x"]`),
  new Raw(`[${'1,'.repeat(200_000)}1]`),
  new Raw(`[${'{},'.repeat(30_000)}{}]`),
  new Raw(`${'['.repeat(5_000)}${']'.repeat(5_000)}`),
  new Raw(`${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`),
];
const POLLUTION = [
  new Obj([
    [
      '__proto__',
      new Obj([
        ['role', 'admin'],
        ['isAdmin', true],
        ['userId', 1],
      ]),
    ],
  ]),
  new Obj([['constructor', new Obj([['prototype', new Obj([['role', 'admin']])]])]]),
  new Obj([['prototype', new Obj([['featured', true]])]]),
];
const key = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '', ' ', 'id', 'userId', 'role'),
  fc.string({ maxLength: 10 }),
);

const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown; array: unknown[]; object: Obj }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 6, arbitrary: hostileString },
    { weight: 2, arbitrary: hostileNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: tie('array') },
    { weight: 1, arbitrary: tie('object') },
    { weight: 1, arbitrary: fc.constantFrom(...HUGE, ...POLLUTION) },
  ),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.array(fc.tuple(key, tie('value')), { maxLength: 4 }).map((entries) => new Obj(entries)),
})).value;

/**
 * A body for an endpoint whose valid body is `valid`: each field kept, left out or replaced by a
 * hostile value, plus hostile extra keys; sometimes a whole body that is not an object at all.
 */
function bodyFor(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.entries(valid).map(([name, good]) =>
    fc.oneof(
      { weight: 4, arbitrary: fc.constant<[string, unknown] | null>([name, good]) },
      { weight: 1, arbitrary: fc.constant<[string, unknown] | null>(null) },
      { weight: 2, arbitrary: hostileValue.map((v): [string, unknown] => [name, v]) },
    ),
  );
  const object = fc
    .tuple(fc.tuple(...fields), fc.array(fc.tuple(key, hostileValue), { maxLength: 2 }))
    .map(([kept, extra]) => new Obj([...kept.filter((e): e is [string, unknown] => e !== null), ...extra]));
  return fc
    .oneof(
      { weight: 12, arbitrary: object },
      { weight: 1, arbitrary: hostileValue },
      { weight: 1, arbitrary: fc.constantFrom(...POLLUTION, ...HUGE) },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          new Raw(''),
          new Raw('{'),
          new Raw('{"a":}'),
          new Raw('{"a":1,}'),
          new Raw("{'a':1}"),
          new Raw('\u0000'),
        ),
      },
    )
    .map(toJson);
}

/** Percent-encodes a path segment or query value; lone surrogates become their (invalid) 3-byte UTF-8 form. */
function encodeLoose(value: string): string {
  let out = '';
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    const next = value.charCodeAt(i + 1);
    if (code >= 0xd800 && code <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(value.slice(i, i + 2));
      i += 1;
    } else if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else {
      out += encodeURIComponent(value[i]);
    }
  }
  return out;
}

/** Strings already encoded for a URL, with broken escapes and encoded NUL / surrogates / slashes. */
const RAW_URL_PARTS = ['%', '%zz', '%ED%A0%80', '%00', '%2F', '%5C', '%C0%AE', '%FF%FE', '..', '.', '%2e%2e'];

const pathSegment = (valid: number[]) =>
  fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('1', ...valid.map(String)) },
    { weight: 2, arbitrary: fc.integer({ min: -10, max: 2 ** 33 }).map(String) },
    {
      weight: 2,
      arbitrary: fc.constantFrom(
        '0',
        '-1',
        '1.5',
        '1e3',
        '0x1',
        '00001',
        '2147483648',
        '99999999999999999999',
        ' 1',
        'NaN',
        'null',
        '[1]',
        '{}',
        'user',
        'featured',
      ),
    },
    { weight: 3, arbitrary: urlString.map(encodeLoose) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
  );

/** A query string over `params` (valid values, hostile ones, repeated keys, unknown keys, broken escapes). */
function queryFor(params: Record<string, string[]>): fc.Arbitrary<string> {
  const value = (valid: string[]) =>
    fc.oneof(
      { weight: 3, arbitrary: fc.constantFrom(...valid).map(encodeLoose) },
      { weight: 4, arbitrary: urlString.map(encodeLoose) },
      { weight: 1, arbitrary: fc.constantFrom(...RAW_URL_PARTS) },
    );
  const entries = Object.entries(params).map(([name, valid]) =>
    fc.oneof(
      { weight: 2, arbitrary: fc.constant<string[]>([]) },
      { weight: 4, arbitrary: value(valid).map((v) => [`${name}=${v}`]) },
      { weight: 1, arbitrary: fc.array(value(valid), { minLength: 2, maxLength: 3 }).map((vs) => vs.map((v) => `${name}=${v}`)) },
      { weight: 1, arbitrary: fc.constantFrom([`${name}[]=1`], [`${name}[a]=b`], [name], [`${name}=`]) },
    ),
  );
  const junk = fc.array(
    fc.tuple(fc.oneof(key.map(encodeLoose), fc.constantFrom(...RAW_URL_PARTS)), urlString.map(encodeLoose)).map(([k, v]) => `${k}=${v}`),
    { maxLength: 2 },
  );
  return fc.tuple(fc.tuple(...entries), junk).map(([parts, extra]) => [...parts.flat(), ...extra].join('&'));
}

// ---------------------------------------------------------------------------------------------
// Sending and judging.

interface Sent {
  method: string;
  path: string;
  body?: string;
  contentType?: string;
  as?: Person;
}

const clip = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max)}…(${text.length} characters)` : text);

/** How a request prints in a counterexample: method, path, content type and the body, clipped. */
function printable(request: Sent): Sent {
  return Object.assign(request, {
    [fc.toStringMethod]: () =>
      `${request.method} ${clip(request.path, 300)}${request.as ? ` as ${request.as.username}` : ''}${
        request.body !== undefined ? ` [${request.contentType ?? 'application/json'}] ${clip(JSON.stringify(request.body))}` : ''
      }`,
  });
}

interface Answer {
  status: number;
  text: string;
  json: unknown;
  retryAfter: string | null;
}

/** Anonymous requests come from a new client IP each time, so per-IP rate limits never hide a reply. */
async function send(request: Sent): Promise<Answer> {
  const ip = request.as?.client.ip ?? `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
  const res = await fetch(`${run.api.url}${request.path}`, {
    method: request.method,
    headers: {
      'x-forwarded-for': ip,
      ...(request.body !== undefined ? { 'content-type': request.contentType ?? 'application/json' } : {}),
      ...(request.as?.client.cookie ? { cookie: request.as.client.cookie } : {}),
    },
    body: request.body,
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, text, json, retryAfter: res.headers.get('retry-after') };
}

function collectMessages(source: Record<string, unknown>): string[] {
  return Object.values(source).flatMap((value) =>
    typeof value === 'string' ? [value] : typeof value === 'function' ? [String((value as () => string)())] : [],
  );
}
/** Every text of the spec (and ours) an endpoint may answer with. */
const KNOWN_MESSAGES = new Set([
  ...collectMessages(ACCOUNT_MESSAGES),
  ...collectMessages(LISTING_MESSAGES),
  ...collectMessages(COMMUNITY_MESSAGES),
  ...collectMessages(SAVED_SEARCH_MESSAGES),
  ...collectMessages(PUSH_MESSAGES),
  ALERT_TEXTS.unsubscribeInvalid,
  ...collectMessages(FITMENT_MESSAGES),
  ...ENGINE_MAKES.flatMap((make) => make.serialFormats.slice(0, 1).map((format) => FITMENT_MESSAGES.serial(make.name, format.example))),
]);

/** What the API answers about a body that is not an object at all. */
const BODY_MESSAGES = new Set(['The request body must be a JSON object', 'Invalid request body']);

/** The statuses and error bodies seen, per endpoint, for the summary printed at the end. */
const seen = new Map<string, Map<string, number>>();

interface Target {
  name: string;
  numRuns: number;
  allowed: number[];
  request: fc.Arbitrary<Sent>;
}

async function runProperty(target: Target) {
  let last = await checksum(run.pg);
  const tally = new Map<string, number>();
  seen.set(target.name, tally);
  await fc.assert(
    fc.asyncProperty(target.request.map(printable), async (request) => {
      const before = last;
      const res = await send(request);
      last = await checksum(run.pg);
      const body = res.json as { message?: unknown; code?: unknown; issues?: Array<{ path: string; message: string }> } | undefined;
      const label = `${res.status} ${typeof body?.code === 'string' ? body.code : ''} ${typeof body?.message === 'string' ? body.message.slice(0, 90) : ''}`;
      tally.set(label, (tally.get(label) ?? 0) + 1);

      const where = `${request.method} ${clip(request.path, 200)} → ${res.status} ${clip(res.text, 300)}`;
      expect(res.status, where).toBeLessThan(500);
      expect(target.allowed, where).toContain(res.status);
      if (res.status < 400) return;
      // A JSON error a client can show: the spec's message, or one naming the field or parameter.
      expect(body, where).toMatchObject({ message: expect.any(String), code: expect.any(String) });
      const message = body!.message as string;
      expect(message.length, where).toBeGreaterThan(0);
      // Fastify's own answers to a malformed URL (FST_ERR_BAD_URL, FST_ERR_MAX_PARAM_LENGTH) quote it whole; ours stay short.
      if (!String(body!.code).startsWith('FST_ERR_')) expect(message.length, where).toBeLessThanOrEqual(400);
      expect(message, where).not.toMatch(/\bat \S+ \(|\.js:\d+|\.ts:\d+|\bknex\b|MikroORM|postgres|\bSELECT\b.*\bFROM\b/);
      if (body!.code === 'VALIDATION_FAILED') {
        const path = body!.issues?.[0]?.path ?? '';
        const named = (path === '' && BODY_MESSAGES.has(message)) || message.includes(`'${path}'`);
        expect(KNOWN_MESSAGES.has(message) || named, where).toBe(true);
      }
      if (res.status === 429) expect(Number(res.retryAfter), where).toBeGreaterThan(0);
      // Refused: nothing stored changed.
      expect(last, where).toEqual(before);
    }),
    { seed: SEED, numRuns: target.numRuns, endOnFailure: true },
  );
}

// ---------------------------------------------------------------------------------------------

beforeAll(async () => {
  run = await startSecurityRun();
  member = await signUp(run.api.url);
  passwordOwner = await signUp(run.api.url);
  asker = await signUp(run.api.url);
  answerer = await signUp(run.api.url);
  imageUrl = await issuedImage(member.client);
  partId = (await createListing(member)).id;
  questionId = (await askQuestion(asker)).id;
  answerId = (await postAnswer(answerer, questionId)).id;
  searcher = await signUp(run.api.url);
  searchId = (await saveSearch(searcher)).id;
  pusher = await signUp(run.api.url);
  pushDevice = await subscribeDevice(run, pusher);
  unsubscriber = await signUp(run.api.url);
  const token = await alertUnsubscribeToken(run, unsubscriber.id);
  unsubscribeTokens = [
    token,
    forgedUnsubscribeToken(asker.id, token),
    forgedUnsubscribeToken(unsubscriber.id + 1, token),
    tamperedUnsubscribeToken(token),
    `a${unsubscriber.id}x`,
  ];
});
afterAll(async () => {
  await run?.stop();
  if (process.env.SECURITY_FC_SUMMARY) {
    for (const [name, tally] of seen) console.log(name, Object.fromEntries([...tally].sort((a, b) => b[1] - a[1])));
  }
});

const json = (valid: Record<string, unknown>) =>
  fc.tuple(
    bodyFor(valid),
    fc.oneof(
      { weight: 12, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16le',
          'application/xml',
        ),
      },
    ),
  );

/** GET /api/boat-parts' parameters with good values; a saved search's `query` is the same string. */
const CATALOGUE_PARAMETERS = {
  q: ['winch', 'lewmar winch', '"stainless steel" -rust', 'yamha'],
  category: ['Deck Equipment', 'engines & parts', 'Electronics'],
  condition: ['Good', 'New', 'Used - Excellent'],
  minPrice: ['0', '10', '99.99'],
  maxPrice: ['100', '1000000'],
  brand: ['Lewmar'],
  location: ['Hamble'],
  featured: ['true', 'false'],
  sort: ['newest', 'price-asc', 'price-desc', 'relevance'],
  limit: ['1', '24', '100'],
  cursor: ['WyJuZXdlc3QiLCIxIiwxXQ'],
  engineMake: ['Mercury', 'merc', 'Yamaha'],
  engineModel: ['Verado 250', 'F115XA'],
  hp: ['115', '2.5', '2000'],
  year: ['1950', '2015'],
  serial: ['0G590000', '6EK-1012345'],
};

// Each property sends 60–100 requests; on a loaded 2-core machine one can take well over the default 60 s.
describe('bad input (fast-check): never a 5xx, a clear JSON error, nothing stored when refused', { timeout: 180_000 }, () => {
  it('POST /api/register', async () => {
    await runProperty({
      name: 'register',
      numRuns: 60,
      allowed: [201, 400, 409, 413, 415],
      request: json(registrationFactory({ sellerType: 'business', businessName: 'Keel & Co', phone: '0123456789' })).map(
        ([body, contentType]) => ({
          method: 'POST',
          path: '/api/register',
          body,
          contentType,
        }),
      ),
    });
  });

  it('POST /api/login', async () => {
    await runProperty({
      name: 'login',
      numRuns: 60,
      // Wrong credentials: 401, and after ten failures for one account name, 429.
      allowed: [400, 401, 413, 415, 429],
      request: json({ username: 'nobody_by_that_name', password: 'Wrong-pass-1!', recaptchaToken: 'dev-token' }).map(
        ([body, contentType]) => ({ method: 'POST', path: '/api/login', body, contentType }),
      ),
    });
  });

  it('GET /api/check-username/{username}', async () => {
    await runProperty({
      name: 'check-username',
      numRuns: 80,
      allowed: [200, 400, 404],
      // A path parameter over 100 characters matches no route: 404 here (GET), 414 on the write routes.
      request: pathSegment([]).map((segment) => ({ method: 'GET', path: `/api/check-username/${segment}` })),
    });
  });

  it('PATCH /api/user', async () => {
    await runProperty({
      name: 'patch-user',
      numRuns: 80,
      allowed: [200, 400, 409, 413, 415],
      request: json({
        fullName: 'Robin Q. Hale',
        company: 'Hale Rigging',
        phone: '+44 20 7946 0958',
        avatarUrl: 'https://example.com/a.png',
        newsletterSubscribed: false,
        notifyBrowser: true,
        notifyEmail: false,
        alertEmails: false,
      }).map(([body, contentType]) => ({ method: 'PATCH', path: '/api/user', body, contentType, as: member })),
    });
  });

  it('POST /api/user/password', async () => {
    await runProperty({
      name: 'password',
      numRuns: 60,
      // The current password is never right here: 400, and after ten tries, 429.
      allowed: [400, 413, 415, 429],
      request: json({ currentPassword: 'Not-the-current-1!', newPassword: 'Mooring-L1ne-77' }).map(([body, contentType]) => ({
        method: 'POST',
        path: '/api/user/password',
        body,
        contentType,
        as: passwordOwner,
      })),
    });
  });

  it('POST /api/boat-parts', async () => {
    await runProperty({
      name: 'listing-create',
      numRuns: 80,
      allowed: [201, 400, 413, 415],
      request: json(listingFactory([imageUrl])).map(([body, contentType]) => ({
        method: 'POST',
        path: '/api/boat-parts',
        body,
        contentType,
        as: member,
      })),
    });
  });

  it('PUT /api/boat-parts/{id}', async () => {
    await runProperty({
      name: 'listing-update',
      numRuns: 80,
      allowed: [200, 400, 404, 413, 414, 415],
      request: fc
        .tuple(pathSegment([partId]), json(listingFactory([imageUrl])))
        .map(([id, [body, contentType]]) => ({ method: 'PUT', path: `/api/boat-parts/${id}`, body, contentType, as: member })),
    });
  });

  it('POST /api/expert-questions', async () => {
    await runProperty({
      name: 'question-create',
      numRuns: 60,
      allowed: [201, 400, 413, 415, 429],
      request: json(questionFactory()).map(([body, contentType]) => ({
        method: 'POST',
        path: '/api/expert-questions',
        body,
        contentType,
        as: asker,
      })),
    });
  });

  it('POST /api/expert-answers', async () => {
    await runProperty({
      name: 'answer-create',
      numRuns: 60,
      allowed: [201, 400, 404, 413, 415, 429],
      request: json(answerFactory(questionId, { isExpert: true })).map(([body, contentType]) => ({
        method: 'POST',
        path: '/api/expert-answers',
        body,
        contentType,
        as: answerer,
      })),
    });
  });

  it('POST /api/expert-questions/{id}/vote and /api/expert-answers/{id}/vote', async () => {
    await runProperty({
      name: 'votes',
      numRuns: 80,
      allowed: [200, 400, 404, 413, 414, 415],
      request: fc
        .tuple(fc.constantFrom('expert-questions', 'expert-answers'), pathSegment([questionId, answerId]), json({ increment: true }))
        .map(([kind, id, [body, contentType]]) => ({ method: 'POST', path: `/api/${kind}/${id}/vote`, body, contentType, as: member })),
    });
  });

  it('POST and DELETE /api/expert-answers/{id}/accept', async () => {
    await runProperty({
      name: 'accept',
      numRuns: 60,
      allowed: [200, 400, 403, 404, 414],
      request: fc
        .tuple(fc.constantFrom('POST', 'DELETE'), pathSegment([answerId]), fc.constantFrom(asker, member))
        .map(([method, id, as]) => ({ method, path: `/api/expert-answers/${id}/accept`, as })),
    });
  });

  it('PUT and DELETE /api/saved-parts/{partId}', async () => {
    await runProperty({
      name: 'saved-parts',
      numRuns: 60,
      allowed: [204, 400, 404, 414],
      request: fc
        .tuple(fc.constantFrom('PUT', 'DELETE'), pathSegment([partId]))
        .map(([method, id]) => ({ method, path: `/api/saved-parts/${id}`, as: answerer })),
    });
  });

  it('POST /api/saved-searches (hostile bodies)', async () => {
    await runProperty({
      name: 'saved-search-create',
      numRuns: 60,
      // 409 once the searcher has SAVED_SEARCH_LIMITS.perUser saved searches.
      allowed: [201, 400, 409, 413, 415],
      request: json(savedSearchFactory()).map(([body, contentType]) => ({
        method: 'POST',
        path: '/api/saved-searches',
        body,
        contentType,
        as: searcher,
      })),
    });
  });

  it('POST /api/saved-searches (the catalogue query string in `query`)', async () => {
    await runProperty({
      name: 'saved-search-query',
      numRuns: 80,
      allowed: [201, 400, 409],
      request: queryFor(CATALOGUE_PARAMETERS).map((qs) => ({
        method: 'POST',
        path: '/api/saved-searches',
        body: JSON.stringify(savedSearchFactory({ query: qs })),
        as: searcher,
      })),
    });
  });

  it('PATCH and DELETE /api/saved-searches/{id}', async () => {
    await runProperty({
      name: 'saved-search-change',
      numRuns: 80,
      allowed: [200, 204, 400, 404, 413, 414, 415],
      request: fc
        .tuple(
          fc.constantFrom('PATCH', 'PATCH', 'PATCH', 'DELETE'),
          pathSegment([searchId]),
          json({ name: 'Renamed', frequency: 'daily', paused: true }),
        )
        .map(([method, id, [body, contentType]]) =>
          method === 'PATCH'
            ? { method, path: `/api/saved-searches/${id}`, body, contentType, as: searcher }
            : { method, path: `/api/saved-searches/${id}`, as: searcher },
        ),
    });
  });

  it('POST /api/push/subscriptions (hostile bodies)', async () => {
    await runProperty({
      name: 'push-subscribe',
      numRuns: 60,
      allowed: [201, 400, 413, 415],
      request: json(run.push.device().subscription).map(([body, contentType]) => ({
        method: 'POST',
        path: '/api/push/subscriptions',
        body,
        contentType,
        as: pusher,
      })),
    });
  });

  it('POST /api/push/subscriptions (hostile keys, and endpoints the server must not post to)', async () => {
    const device = run.push.device();
    const origin = new URL(device.endpoint).origin;
    // Each refused (PUSH_ENDPOINT_REFUSED or invalid) outside production too: not http(s), credentials,
    // or an address that is private, link-local (cloud metadata), unspecified or IPv6 unique/link-local.
    const refusedEndpoints = [
      'http://169.254.169.254/latest/meta-data/',
      'http://[::ffff:169.254.169.254]/push/x',
      'http://2852039166/push/x',
      'http://10.0.0.1/push/x',
      'http://192.168.1.1:8080/push/x',
      'http://172.16.0.1/push/x',
      'http://100.64.0.1/push/x',
      'http://0.0.0.0/push/x',
      'http://[::]/push/x',
      'http://[fd00:ec2::254]/push/x',
      'http://[fe80::1]/push/x',
      'http://224.0.0.1/push/x',
      `${origin.replace('http://', 'http://user:secret@')}/push/x`,
      'ftp://127.0.0.1/push/x',
      'file:///etc/passwd',
      'javascript:alert(1)',
      'data:text/plain,x',
      `${origin}/push/${'a'.repeat(2100)}`,
    ];
    await runProperty({
      name: 'push-subscribe-keys-endpoint',
      numRuns: 80,
      allowed: [201, 400, 413],
      request: fc
        .tuple(
          fc.oneof(
            { weight: 2, arbitrary: fc.constant(device.endpoint) },
            { weight: 3, arbitrary: fc.constantFrom(...refusedEndpoints) },
            { weight: 1, arbitrary: hostileString.map((tail) => `${origin}/push/${tail}`) },
          ),
          fc.oneof(
            { weight: 1, arbitrary: fc.constant(JSON.stringify(device.subscription.keys)) },
            { weight: 1, arbitrary: bodyFor(device.subscription.keys) },
          ),
        )
        .map(([endpoint, keys]) => ({
          method: 'POST',
          path: '/api/push/subscriptions',
          body: `{"endpoint":${JSON.stringify(endpoint)},"expirationTime":null,"keys":${keys}}`,
          as: pusher,
        })),
    });
    // Each of them, with the device's good keys: refused, nothing stored.
    for (const endpoint of refusedEndpoints) {
      const before = await checksum(run.pg);
      const res = await pusher.client.post('/api/push/subscriptions', { ...device.subscription, endpoint });
      expect(res.status, `${endpoint}: ${res.text}`).toBe(400);
      expect(res.body, endpoint).toMatchObject({ code: expect.stringMatching(/^(PUSH_ENDPOINT_REFUSED|VALIDATION_FAILED)$/) });
      expect(await checksum(run.pg), endpoint).toEqual(before);
    }
    expect((await run.pg.query('SELECT endpoint FROM push_subscriptions WHERE endpoint = ANY($1)', [refusedEndpoints])).rows).toEqual([]);
  });

  it('DELETE /api/push/subscriptions', async () => {
    await runProperty({
      name: 'push-unsubscribe',
      numRuns: 60,
      allowed: [204, 400, 413, 415],
      request: json({ endpoint: pushDevice.endpoint }).map(([body, contentType]) => ({
        method: 'DELETE',
        path: '/api/push/subscriptions',
        body,
        contentType,
        as: pusher,
      })),
    });
  });

  it('POST /api/alerts/unsubscribe (no sign-in: hostile tokens in the body, in ?token= and in a one-click form)', async () => {
    const form = 'application/x-www-form-urlencoded';
    const body = (token: string): fc.Arbitrary<[string | undefined, string | undefined]> =>
      fc.oneof(
        { weight: 4, arbitrary: json({ token }) },
        { weight: 1, arbitrary: fc.constant<[string | undefined, string | undefined]>(['List-Unsubscribe=One-Click', form]) },
        { weight: 1, arbitrary: urlString.map((v): [string, string] => [`token=${encodeLoose(v)}`, form]) },
        { weight: 1, arbitrary: fc.constant<[string | undefined, string | undefined]>([undefined, undefined]) },
      );
    const off = async () =>
      (await run.pg.query<{ id: number }>('SELECT id FROM users WHERE NOT alert_emails ORDER BY id')).rows.map((r) => r.id);
    const offBefore = await off();
    await runProperty({
      name: 'alert-unsubscribe',
      numRuns: 80,
      allowed: [200, 400, 413, 415],
      request: fc
        .tuple(
          fc.constantFrom(...unsubscribeTokens),
          fc.oneof(
            fc.constant(''),
            queryFor({ token: unsubscribeTokens }).map((qs) => `?${qs}`),
          ),
        )
        .chain(([token, qs]) =>
          body(token).map(([text, contentType]): Sent => ({
            method: 'POST',
            path: `/api/alerts/unsubscribe${qs}`,
            body: text,
            contentType,
          })),
        ),
    });
    // Only the holder of the real token can have been turned off.
    expect((await off()).filter((id) => id !== unsubscriber.id)).toEqual(offBefore.filter((id) => id !== unsubscriber.id));
  });

  it('GET /api/boat-parts (catalogue query parameters)', async () => {
    await runProperty({
      name: 'catalogue',
      numRuns: 100,
      allowed: [200, 400],
      request: queryFor(CATALOGUE_PARAMETERS).map((qs) => ({ method: 'GET', path: `/api/boat-parts?${qs}` })),
    });
  });

  it('GET /api/members (q, limit, cursor)', async () => {
    await runProperty({
      name: 'members',
      numRuns: 60,
      allowed: [200, 400],
      request: queryFor({ q: ['robin', 'Hale Rigging'], limit: ['1', '200'], cursor: ['WyJhIiwiYiIsMV0'] }).map((qs) => ({
        method: 'GET',
        path: `/api/members?${qs}`,
      })),
    });
  });

  it('GET /api/expert-questions, /category/{category} and /similar (query parameters)', async () => {
    await runProperty({
      name: 'questions-list',
      numRuns: 80,
      allowed: [200, 400],
      request: fc
        .tuple(
          fc.oneof(
            fc.constant('/api/expert-questions'),
            fc.constant('/api/expert-questions/similar'),
            fc
              .oneof(fc.constantFrom('Maintenance', 'All%20Questions', 'sailing%20yachts'), urlString.map(encodeLoose))
              .map((category) => `/api/expert-questions/category/${category}`),
          ),
          queryFor({
            q: ['bleed', 'fuel system'],
            title: ['How do I bleed a fuel system'],
            sort: ['latest', 'top'],
            status: ['pending', 'answered'],
            limit: ['1', '100'],
            cursor: ['WyJsYXRlc3QiLCIxIiwxXQ'],
          }),
        )
        .map(([path, qs]) => ({ method: 'GET', path: `${path}?${qs}` })),
    });
  });

  it('ids in paths: GET /api/boat-parts/{id}, GET /api/expert-questions/{id}, DELETE /api/boat-parts/{id}', async () => {
    await runProperty({
      name: 'ids',
      numRuns: 80,
      allowed: [200, 400, 404, 414],
      request: fc
        .tuple(
          fc.constantFrom(['GET', '/api/boat-parts/'], ['GET', '/api/expert-questions/'], ['DELETE', '/api/boat-parts/']),
          pathSegment([partId, questionId]),
        )
        .map(([[method, prefix], id]) => ({ method, path: `${prefix}${id}`, as: member })),
    });
  });

  it('an over-long request line is refused by the HTTP server (431) and the API keeps answering', async () => {
    const res = await send({ method: 'GET', path: `/api/boat-parts?q=${'a'.repeat(20_000)}` });
    expect(res.status).toBe(431);
    expect((await send({ method: 'GET', path: '/api/health' })).status).toBe(200);
  });

  it('POST /api/boats and PUT /api/boats/{id} (hostile bodies, engines and HINs)', async () => {
    const boater = await signUp(run.api.url);
    const created = await boater.client.post<{ id: number }>('/api/boats', boatFactory());
    expect(created.status, created.text).toBe(201);
    // Hostile values inside an engine too (serials, makes, hp), not only at the top level.
    const body = boatFactory({ engines: [engineFactory(), engineFactory({ make: 'Mercury', model: 'Verado 250', serial: '0G612345' })] });
    await runProperty({
      name: 'boat-create',
      numRuns: 60,
      // 409 once the boater has FITMENT_LIMITS.boatsMax boats.
      allowed: [201, 400, 409, 413, 415],
      request: json(body).map(([b, contentType]) => ({ method: 'POST', path: '/api/boats', body: b, contentType, as: boater })),
    });
    await runProperty({
      name: 'boat-engine',
      numRuns: 40,
      allowed: [200, 400, 413, 415],
      request: json(engineFactory()).map(([engine]) => ({
        method: 'PUT',
        path: `/api/boats/${created.body.id}`,
        body: `{"name":"Sea Breeze","engines":[${engine}]}`,
        as: boater,
      })),
    });
    await runProperty({
      name: 'boat-update',
      numRuns: 60,
      allowed: [200, 400, 404, 413, 414, 415],
      request: fc
        .tuple(pathSegment([created.body.id]), json(body))
        .map(([id, [b, contentType]]) => ({ method: 'PUT', path: `/api/boats/${id}`, body: b, contentType, as: boater })),
    });
  });

  // Fitment rows, specifications and part numbers: hostile values inside each entry of a listing body.
  const FITMENT_ROW = {
    engineMake: 'Mercury',
    engineModel: 'Verado',
    hpFrom: 200,
    hpTo: '300',
    yearFrom: 2006,
    yearTo: 2012,
    serialFrom: '0G590000',
    serialTo: '0G760299',
    note: 'L6 only',
  };
  const SPEC = { key: 'diameter', value: '14.25', unit: 'in' };
  const PART_NUMBER = { number: '47-43026Q06', brand: 'Mercury', relation: 'own' };
  /** An entry with each field kept, left out or hostile, and sometimes a hostile extra key. */
  const entryFor = (valid: Record<string, unknown>) =>
    fc
      .tuple(
        fc.tuple(
          ...Object.entries(valid).map(([name, good]) =>
            fc.oneof(
              { weight: 3, arbitrary: fc.constant<[string, unknown] | null>([name, good]) },
              { weight: 1, arbitrary: fc.constant<[string, unknown] | null>(null) },
              { weight: 2, arbitrary: hostileValue.map((v): [string, unknown] => [name, v]) },
            ),
          ),
        ),
        fc.array(fc.tuple(key, hostileValue), { maxLength: 1 }),
      )
      .map(([kept, extra]) => new Obj([...kept.filter((e): e is [string, unknown] => e !== null), ...extra]));
  const entries = (valid: Record<string, unknown>) =>
    fc.oneof({ weight: 5, arbitrary: fc.array(entryFor(valid), { maxLength: 3 }) }, { weight: 1, arbitrary: hostileValue });
  const fitmentBody = fc
    .tuple(entries(FITMENT_ROW), entries(SPEC), entries(PART_NUMBER))
    .map(([fitment, specs, partNumbers]) =>
      toJson(
        new Obj([...Object.entries(listingFactory([imageUrl])), ['fitment', fitment], ['specs', specs], ['partNumbers', partNumbers]]),
      ),
    );
  /** The fitment texts, with their parameters (a make's serial format, a unit, a number). */
  const fitmentMessage = (message: string) =>
    KNOWN_MESSAGES.has(message) ||
    Object.values(FITMENT_MESSAGES).some((text) => typeof text === 'string' && text === message) ||
    message === FITMENT_MESSAGES.year() ||
    /^Serial number is not in [^']+'s format \(e\.g\. [0-9A-Z-]+\)$/.test(message) ||
    /^Specification unit '[\s\S]*' is not a unit we know/.test(message) ||
    /^Part numbers: superseding [\s\S]+ would make a supersession cycle$/.test(message);

  for (const [method, label] of [
    ['POST', 'POST /api/boat-parts'],
    ['PUT', 'PUT /api/boat-parts/{id}'],
  ] as const) {
    it(`${label} with hostile fitment rows, specifications and part numbers`, async () => {
      // A listing of its own: the id fuzzing above may have deleted the shared one.
      const path = method === 'POST' ? '/api/boat-parts' : `/api/boat-parts/${(await createListing(member)).id}`;
      let last = await checksum(run.pg);
      await fc.assert(
        fc.asyncProperty(fitmentBody, async (body) => {
          const before = last;
          const res = await send({ method, path, body, as: member });
          last = await checksum(run.pg);
          const where = `${method} ${path} ${clip(body)} → ${res.status} ${clip(res.text, 300)}`;
          expect(res.status, where).toBeLessThan(500);
          expect(method === 'POST' ? [201, 400, 413] : [200, 400, 413], where).toContain(res.status);
          if (res.status < 400) return;
          const error = res.json as { message: string; code: string; issues?: Array<{ path: string }> };
          expect(error, where).toMatchObject({ message: expect.any(String), code: expect.any(String) });
          expect(error.message.length, where).toBeLessThanOrEqual(400);
          expect(error.message, where).not.toMatch(/\bat \S+ \(|\.js:\d+|\.ts:\d+|MikroORM|postgres|\bSELECT\b.*\bFROM\b/);
          const issuePath = error.issues?.[0]?.path ?? '';
          if (error.code === 'VALIDATION_FAILED') {
            expect(
              fitmentMessage(error.message) || error.message.includes(`'${issuePath}'`) || BODY_MESSAGES.has(error.message),
              where,
            ).toBe(true);
          }
          expect(last, where).toEqual(before);
        }),
        { seed: SEED, numRuns: 60, endOnFailure: true },
      );
    });
  }

  it('GET /api/part-numbers/{number}', async () => {
    await createListing(member, { partNumbers: [PART_NUMBER] });
    await runProperty({
      name: 'part-numbers',
      numRuns: 80,
      // A malformed escape is Fastify's 400; any other number is found (200) or not (404).
      allowed: [200, 400, 404],
      request: fc
        .oneof(
          { weight: 4, arbitrary: pathSegment([]) },
          { weight: 1, arbitrary: fc.constantFrom('47-43026Q06', '4743026q6', '47%2043026%20Q06', '43026Q06', '...', '%2F%2F', '-') },
        )
        .map((segment) => ({ method: 'GET', path: `/api/part-numbers/${segment}` })),
    });
  });
});

// ---------------------------------------------------------------------------------------------
// Ids at the edge: every route that takes an id (in its path or its JSON body), with each id replaced
// by a value no integer/bigint column holds or by a missing row. The routes come from the controllers'
// decorators (declaredIdRoutes), so a new route with an id fails the coverage check until it is listed.

/** Path segments: out of range, negative, zero, fractional, exponents, and a missing row. */
const BAD_PATH_IDS = ['2147483648', '99999999999', '1000000000000000', '1e15', '1e20', '-1', '0', '1.5', '1e3', '999999'];
/** JSON body values: the same, as numbers (and the exponent as a string). */
const BAD_BODY_IDS: unknown[] = [2147483648, 99999999999, 1e15, 1e20, -1, 0, 1.5, '1e3', 999999];
const MISSING_ROW = 999999;

interface IdRouteCase {
  as: () => Person | undefined;
  /** Valid values of the route's path parameters (all of them, ids or not). */
  params?: () => Record<string, string | number>;
  /** A valid body; each id field is replaced in turn. */
  body?: () => Record<string, unknown>;
}

describe('ids at the edge: every route with an id, out of range / negative / 0 / 1.5 / 1e3 / a missing row', { timeout: 300_000 }, () => {
  let admin: Person;
  let chatter: Person;
  let reportId: number;
  let roomId: string;
  let messageId: number;
  let target: Person;
  // People and rows of this block's own: the properties above edit, accept and delete the shared rows
  // and use up their people's rate limits.
  let seller: Person;
  let poser: Person;
  let replier: Person;
  let saver: Person;
  let part: number;
  let question: number;
  let answer: number;
  let search: number;

  beforeAll(async () => {
    admin = await signUp(run.api.url);
    await run.pg.query(`UPDATE users SET role = 'admin' WHERE id = $1`, [admin.id]);
    target = await signUp(run.api.url);
    [seller, poser, replier, saver] = [
      await signUp(run.api.url),
      await signUp(run.api.url),
      await signUp(run.api.url),
      await signUp(run.api.url),
    ];
    part = (await createListing(seller)).id;
    question = (await askQuestion(poser)).id;
    answer = (await postAnswer(replier, question)).id;
    search = (await saveSearch(saver)).id;
    chatter = await signUp(run.api.url);
    const report = await seller.client.post<{ id: number }>('/api/reports', {
      targetType: 'question',
      targetId: question,
      reason: 'scam',
    });
    expect(report.status, report.text).toBe(201);
    reportId = (await run.pg.query<{ id: number }>('SELECT id FROM reports ORDER BY id DESC LIMIT 1')).rows[0].id;
    const conversation = await chatter.client.post<{ id: string }>('/api/chat/conversations', { partId: part });
    expect(conversation.status, conversation.text).toBe(201);
    roomId = conversation.body.id;
    messageId = Number(
      (
        await run.pg.query<{ id: string }>(
          `INSERT INTO chat_messages (room_id, user_id, content) VALUES ($1, $2, 'Is it still for sale?') RETURNING id`,
          [roomId, chatter.id],
        )
      ).rows[0].id,
    );
  });

  const ID_ROUTES: Record<string, IdRouteCase> = {
    'DELETE /api/admin/users/:id/suspension': { as: () => admin, params: () => ({ id: target.id }) },
    'POST /api/admin/listings/:id/decision': { as: () => admin, params: () => ({ id: part }), body: () => ({ action: 'approve' }) },
    'POST /api/admin/reports/:id/decision': { as: () => admin, params: () => ({ id: reportId }), body: () => ({ action: 'dismiss' }) },
    'POST /api/admin/users/:id/suspension': { as: () => admin, params: () => ({ id: target.id }), body: () => ({ reason: 'Test' }) },
    'PUT /api/admin/users/:id/role': { as: () => admin, params: () => ({ id: target.id }), body: () => ({ role: 'moderator' }) },
    'DELETE /api/boat-parts/:id': { as: () => seller, params: () => ({ id: part }) },
    'GET /api/boat-parts/:id': { as: () => undefined, params: () => ({ id: part }) },
    'PATCH /api/boat-parts/:id/status': { as: () => seller, params: () => ({ id: part }), body: () => ({ status: 'sold' }) },
    'PUT /api/boat-parts/:id': { as: () => seller, params: () => ({ id: part }), body: () => listingFactory([imageUrl]) },
    'DELETE /api/chat/blocks/:userId': { as: () => chatter, params: () => ({ userId: seller.id }) },
    'PUT /api/chat/blocks/:userId': { as: () => chatter, params: () => ({ userId: seller.id }) },
    'POST /api/chat/conversations': { as: () => chatter, body: () => ({ partId: part }) },
    'GET /api/chat/rooms/:id/messages': { as: () => chatter, params: () => ({ id: roomId }) },
    'POST /api/chat/rooms/:id/read': { as: () => chatter, params: () => ({ id: roomId }), body: () => ({ messageId }) },
    'POST /api/expert-answers': { as: () => replier, body: () => answerFactory(question) },
    'DELETE /api/expert-answers/:id/accept': { as: () => poser, params: () => ({ id: answer }) },
    'POST /api/expert-answers/:id/accept': { as: () => poser, params: () => ({ id: answer }) },
    'POST /api/expert-answers/:id/vote': { as: () => seller, params: () => ({ id: answer }), body: () => ({ increment: true }) },
    'GET /api/expert-questions/:id': { as: () => undefined, params: () => ({ id: question }) },
    'POST /api/expert-questions/:id/vote': { as: () => seller, params: () => ({ id: question }), body: () => ({ increment: true }) },
    'POST /api/reports': { as: () => replier, body: () => ({ targetType: 'listing', targetId: part, reason: 'scam' }) },
    'DELETE /api/saved-parts/:partId': { as: () => replier, params: () => ({ partId: part }) },
    'PUT /api/saved-parts/:partId': { as: () => replier, params: () => ({ partId: part }) },
    'DELETE /api/saved-searches/:id': { as: () => saver, params: () => ({ id: search }) },
    'PATCH /api/saved-searches/:id': { as: () => saver, params: () => ({ id: search }), body: () => ({ paused: true }) },
    'GET /api/boats/:id': { as: () => boater, params: () => ({ id: boat }) },
    'PUT /api/boats/:id': { as: () => boater, params: () => ({ id: boat }), body: () => boatFactory() },
    'DELETE /api/boats/:id': { as: () => boater, params: () => ({ id: boat }) },
  };

  let boater: Person;
  let boat: number;
  beforeAll(async () => {
    boater = await signUp(run.api.url);
    const created = await boater.client.post<{ id: number }>('/api/boats', boatFactory());
    expect(created.status, created.text).toBe(201);
    boat = created.body.id;
  });

  it('covers every route that takes an id (path parameter or body field)', () => {
    expect(Object.keys(ID_ROUTES).sort()).toEqual(declaredIdRoutes().map((r) => r.route));
  });

  /** Sends one bad id; the answer is 400 or 404 with { code, message }, and nothing stored changed. */
  async function refused(request: Sent, where: string, expected: number[]) {
    const before = await checksum(run.pg);
    const res = await send(request);
    const label = `${where} → ${res.status} ${clip(res.text, 300)}`;
    expect(res.status, label).toBeLessThan(500);
    expect(expected, label).toContain(res.status);
    expect(res.json, label).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    const { message } = res.json as { message: string };
    expect(message.length, label).toBeGreaterThan(0);
    expect(message, label).not.toMatch(/\bat \S+ \(|\.js:\d+|\.ts:\d+|MikroORM|postgres|\bSELECT\b|out of range|violates/i);
    expect(await checksum(run.pg), label).toEqual(before);
  }

  it('ids in query strings (`before` of chat history, alerts and the admin lists): 400 when no column holds them', async () => {
    const lists: Array<[string, () => Person, string[]]> = [
      [`/api/chat/rooms/${encodeURIComponent(roomId)}/messages`, () => chatter, ['9007199254740992', '99999999999999999999', '1e20']],
      ['/api/alerts', () => saver, ['9007199254740992', '99999999999999999999', '1e20']],
      ['/api/admin/users', () => admin, ['2147483648', '99999999999', '1e15']],
      ['/api/admin/audit', () => admin, ['9007199254740992', '99999999999999999999', '1e20']],
    ];
    for (const [list, as, outOfRange] of lists) {
      for (const bad of [...outOfRange, '-1', '0', '1.5', '1e3', ' 1', 'abc']) {
        const path = `${list}?before=${encodeURIComponent(bad)}`;
        await refused({ method: 'GET', path, as: as() }, `GET ${path}`, [400]);
      }
      // A well-formed id of no row is a page like any other (empty, or what is older than it).
      expect((await send({ method: 'GET', path: `${list}?before=${MISSING_ROW}`, as: as() })).status, list).toBe(200);
    }
  });

  for (const { route, pathIds, bodyIds } of declaredIdRoutes()) {
    it(route, async () => {
      const spec = ID_ROUTES[route];
      expect(spec, `${route} is not in ID_ROUTES`).toBeDefined();
      const [method, template] = route.split(' ');
      const params = spec.params?.() ?? {};
      const pathWith = (name?: string, bad?: string) =>
        template.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(param === name ? bad! : String(params[param])));
      const validBody = spec.body?.();
      const bodyText = validBody === undefined ? undefined : JSON.stringify(validBody);
      for (const name of pathIds) {
        for (const bad of BAD_PATH_IDS) {
          // An id in the path that names no row — malformed, out of range or missing — is the route's 404.
          await refused({ method, path: pathWith(name, bad), body: bodyText, as: spec.as() }, `${method} ${pathWith(name, bad)}`, [404]);
        }
      }
      for (const field of bodyIds) {
        for (const bad of BAD_BODY_IDS) {
          const body = { ...validBody, [field]: bad };
          // A malformed or out-of-range id in a body fails its schema (400); a well-formed id of no row is 404.
          await refused(
            { method, path: pathWith(), body: JSON.stringify(body), as: spec.as() },
            `${route} with ${field}: ${JSON.stringify(bad)}`,
            bad === MISSING_ROW ? [404] : [400, 404],
          );
        }
      }
    });
  }
});
