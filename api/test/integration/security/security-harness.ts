import { createHmac } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import * as path from 'node:path';
import { Client } from 'pg';
import { expect, inject } from 'vitest';
import * as accounts from '@dockside/shared/accounts';
import * as alerts from '@dockside/shared/alerts';
import * as chat from '@dockside/shared/chat';
import { idFieldsOf } from '@dockside/shared/common';
import * as community from '@dockside/shared/community';
import * as contact from '@dockside/shared/contact';
import * as fitment from '@dockside/shared/fitment';
import * as listings from '@dockside/shared/listings';
import * as moderation from '@dockside/shared/moderation';
import { type ApiProcess, type StartApiOptions, startApi } from '../../utils/api-process';
import {
  answerFactory,
  jpegFactory,
  listingFactory,
  questionFactory,
  registrationFactory,
  savedSearchFactory,
  uploadImage,
} from '../../utils/factories';
import { TestClient } from '../../utils/http-client';
import { createTestDatabase } from '../../utils/test-database';
import { type TestDevice, TestPushService } from '../../utils/test-push-service';

/**
 * Shared set-up of the security suite (docs/testing.md "Security suite"): one API and one database per file, a persistent
 * pg client for row checks, and people with data of their own.
 */
export interface SecurityRun {
  api: ApiProcess;
  db: Awaited<ReturnType<typeof createTestDatabase>>;
  pg: Client;
  /** A Web Push service on 127.0.0.1: `push.device()` is a device subscription the API accepts. */
  push: TestPushService;
  stop(): Promise<void>;
}

export async function startSecurityRun(options: StartApiOptions = {}): Promise<SecurityRun> {
  const db = await createTestDatabase(inject('adminDatabaseUrl'));
  // The fuzz and matrix suites send hundreds of writes as one user within a minute: no person does, so
  // the per-user write budget is lifted here (write-budget.integration-spec.ts tests it at its size).
  const env = { SEED_DEMO_DATA: 'false', TRUST_PROXY: 'true', USER_WRITES_PER_MINUTE: '100000', ...options.env };
  const api = await startApi({ databaseUrl: db.url, ...options, env });
  const pg = new Client({ connectionString: db.url });
  await pg.connect();
  const push = await new TestPushService().start();
  return {
    api,
    db,
    pg,
    push,
    async stop() {
      await pg.end().catch(() => undefined);
      await api.stop();
      await push.stop();
      await db.drop();
    },
  };
}

export interface Person {
  client: TestClient;
  id: number;
  username: string;
  email: string;
  password: string;
}

/** Registers someone (CAPTCHA_PROVIDER=off in tests); their client keeps the session cookie. */
export async function signUp(baseUrl: string, overrides: Record<string, unknown> = {}): Promise<Person> {
  const client = new TestClient(baseUrl);
  const payload = registrationFactory(overrides);
  const res = await client.post<{ id: number; username: string; email: string }>('/api/register', payload);
  expect(res.status, res.text).toBe(201);
  return { client, id: res.body.id, username: res.body.username, email: res.body.email, password: payload.password as string };
}

let jpeg: Buffer | undefined;

/** Uploads a small JPEG as `client`; returns the issued URL. */
export async function issuedImage(client: TestClient): Promise<string> {
  jpeg ??= await jpegFactory({ width: 64, height: 48 });
  const res = await uploadImage(client, jpeg);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.url as string;
}

export async function createListing(person: Person, overrides: Record<string, unknown> = {}) {
  const res = await person.client.post<{ id: number; imageUrls: string[]; title: string }>(
    '/api/boat-parts',
    listingFactory([await issuedImage(person.client)], overrides),
  );
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export async function askQuestion(person: Person, overrides: Record<string, unknown> = {}) {
  const res = await person.client.post<{ id: number; title: string }>('/api/expert-questions', questionFactory(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

export async function postAnswer(person: Person, questionId: number, overrides: Record<string, unknown> = {}) {
  const res = await person.client.post<{ id: number }>('/api/expert-answers', answerFactory(questionId, overrides));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A saved search of `person`'s, made through the API (docs/decisions.md "Saved searches and alerts"). */
export async function saveSearch(person: Person, overrides: Record<string, unknown> = {}) {
  const res = await person.client.post<{ id: number; name: string; query: string }>('/api/saved-searches', savedSearchFactory(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A device of `person`'s with Web Push on, registered through the API (docs/decisions.md "Saved searches and alerts"). */
export async function subscribeDevice(run: SecurityRun, person: Person): Promise<TestDevice> {
  const device = run.push.device();
  const res = await person.client.post('/api/push/subscriptions', device.subscription);
  expect(res.status, res.text).toBe(201);
  return device;
}

/**
 * The one-click unsubscribe token of `userId`'s alert e-mails, as the e-mail's link carries it:
 * `a<id>x<HMAC-SHA256(secret, "alert-emails-unsubscribe:<id>")>`, base64url. The server makes the secret
 * on first use and keeps it in app_settings; the test reads it from there (a token that does not work
 * would fail the tests that expect it to).
 */
export async function alertUnsubscribeToken(run: SecurityRun, userId: number): Promise<string> {
  const secret = async () =>
    (await run.pg.query<{ value: string }>(`SELECT value FROM app_settings WHERE key = 'alerts_hmac_secret'`)).rows[0]?.value;
  if ((await secret()) === undefined) {
    // Any token makes the server create its secret (and is refused).
    const res = await new TestClient(run.api.url).post('/api/alerts/unsubscribe', { token: `a0x${'A'.repeat(43)}` });
    expect(res.status, res.text).toBe(400);
  }
  const key = await secret();
  expect(key, 'alerts_hmac_secret in app_settings').toBeDefined();
  return `a${userId}x${createHmac('sha256', key!).update(`alert-emails-unsubscribe:${userId}`).digest('base64url')}`;
}

/** The same token with the MAC of another user's token: what someone who got their own e-mail could forge. */
export function forgedUnsubscribeToken(userId: number, someoneElsesToken: string): string {
  return `a${userId}x${someoneElsesToken.slice(someoneElsesToken.indexOf('x') + 1)}`;
}

/** The token with its MAC altered (same length, last characters changed). */
export function tamperedUnsubscribeToken(token: string): string {
  return `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
}

/**
 * Tables a request can change. Sessions are compared by id and owner only: reading with a session
 * may push its idle deadline forward, which is not a change a rejected request makes.
 */
const CHECKSUM_SQL = `
  SELECT
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM users t) AS users,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM boat_parts t) AS boat_parts,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.key), '')) FROM uploads t) AS uploads,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM saved_parts t) AS saved_parts,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM saved_searches t) AS saved_searches,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM push_subscriptions t) AS push_subscriptions,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM expert_questions t) AS expert_questions,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM expert_answers t) AS expert_answers,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM question_votes t) AS question_votes,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM answer_votes t) AS answer_votes,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM question_views t) AS question_views,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM chat_messages t) AS chat_messages,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM chat_conversations t) AS chat_conversations,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM chat_reads t) AS chat_reads,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) FROM chat_blocks t) AS chat_blocks,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM reports t) AS reports,
    (SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) FROM audit_log t) AS audit_log,
    (SELECT md5(coalesce(string_agg(t.id || ':' || t.user_id, '|' ORDER BY t.id), '')) FROM sessions t) AS sessions`;

/** One md5 per table: equal before and after means the request changed nothing stored. */
export async function checksum(pg: Client): Promise<Record<string, string>> {
  return (await pg.query<Record<string, string>>(CHECKSUM_SQL)).rows[0];
}

/**
 * The state-changing routes the API declares, read from the controllers' decorators
 * (`@Controller('x')` + `@Post(':id/vote')` …), as "METHOD /api/x/:id/vote". A new route that the
 * security tables do not list makes their coverage check fail.
 */
export function declaredMutatingRoutes(): string[] {
  const routes: string[] = [];
  for (const file of controllerFiles()) {
    const source = readFileSync(file, 'utf8');
    const prefix = /@Controller\(\s*(?:'([^']*)')?\s*\)/.exec(source)?.[1] ?? '';
    for (const match of source.matchAll(/@(Post|Put|Patch|Delete)\(\s*(?:'([^']*)')?\s*\)/g)) {
      const parts = ['api', prefix, match[2] ?? ''].filter((p) => p !== '');
      routes.push(`${match[1].toUpperCase()} /${parts.join('/')}`);
    }
  }
  return routes.sort();
}

function controllerFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.controller.ts')) files.push(full);
    }
  };
  walk(path.resolve(__dirname, '../../../src/modules'));
  return files.sort();
}

/** The shared schemas a controller may name in `@Body(new ValibotPipe(Name))`. */
const SHARED_SCHEMAS: Record<string, unknown> = {
  ...accounts,
  ...alerts,
  ...chat,
  ...community,
  ...contact,
  ...fitment,
  ...listings,
  ...moderation,
};

export interface IdRoute {
  /** "METHOD /api/x/:id/y", as in declaredMutatingRoutes(). */
  route: string;
  /** Path parameters holding an id (`:id`, `:partId`, `:userId`…). */
  pathIds: string[];
  /** Dotted paths of the id fields of the JSON body (from the body schema's id schemas). */
  bodyIds: string[];
}

/**
 * Every route (reads too) that takes an id, in its path or in its JSON body, read from the controllers'
 * decorators: path parameters named `id` or `…Id`, and the id fields of the shared schema in
 * `@Body(new ValibotPipe(Schema))` (found by `idFieldsOf`). A body schema that is not a shared export
 * fails here, so no route's body escapes the check.
 */
export function declaredIdRoutes(): IdRoute[] {
  const routes: IdRoute[] = [];
  for (const file of controllerFiles()) {
    const source = readFileSync(file, 'utf8');
    const prefix = /@Controller\(\s*(?:'([^']*)')?\s*\)/.exec(source)?.[1] ?? '';
    const decorators = [...source.matchAll(/@(Get|Post|Put|Patch|Delete)\(\s*(?:'([^']*)')?\s*\)/g)];
    decorators.forEach((match, i) => {
      // The handler's text: from its decorator to the next route decorator.
      const handler = source.slice(match.index, decorators[i + 1]?.index ?? source.length);
      const parts = ['api', prefix, match[2] ?? ''].filter((p) => p !== '');
      const route = `${match[1].toUpperCase()} /${parts.join('/')}`;
      const pathIds = [...route.matchAll(/:(\w+)/g)].map((m) => m[1]).filter((name) => name === 'id' || name.endsWith('Id'));
      const bodyIds: string[] = [];
      const body = /@Body\(\s*new ValibotPipe\((\w+)\)/.exec(handler)?.[1];
      if (body) {
        if (!(body in SHARED_SCHEMAS)) throw new Error(`${route}: body schema ${body} is not a @dockside/shared export`);
        bodyIds.push(...idFieldsOf(SHARED_SCHEMAS[body]));
      }
      if (pathIds.length > 0 || bodyIds.length > 0) routes.push({ route, pathIds, bodyIds });
    });
  }
  return routes.sort((a, b) => a.route.localeCompare(b.route));
}
