import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, startApi } from '../utils/api-process';
import { buyInquiryFactory, supportRequestFactory } from '../utils/contact-factories';
import { TestClient } from '../utils/http-client';
import { freePort, type SmtpSink, startSmtpSink } from '../utils/smtp-sink';
import { createTestDatabase, query } from '../utils/test-database';

const TEAM = 'team@dockside.test';
const baseEnv = { TEAM_EMAIL: TEAM, TRUST_PROXY: 'true', SEED_DEMO_DATA: 'false', MAIL_RETRY_SECONDS: '1' };

interface OutboxState {
  status: string;
  attempts: number;
  last_error: string | null;
  message_id: string;
}
const outboxOf = (dbUrl: string, reference: string) =>
  query<OutboxState>(dbUrl, `SELECT status, attempts, last_error, message_id FROM mail_outbox WHERE subject LIKE $1 ORDER BY id`, [
    `%${reference}%`,
  ]);

/**
 * The mail outbox never loses a message (docs/decisions.md "Mail, forms and jobs"): written with the submission, sent by the
 * 'mail-send' job queue (each message taken by one replica), retried while the mail server is down, sent after a
 * crash between commit and send. Real SMTP servers, real PostgreSQL, the built API.
 */
describe('mail outbox', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const apis: ApiProcess[] = [];
  const sinks: SmtpSink[] = [];
  const start = async (env: Record<string, string>, dataDir?: string) => {
    const api = await startApi({ databaseUrl: db.url, dataDir, env: { ...baseEnv, ...env } });
    apis.push(api);
    return api;
  };
  const sink = async (port?: number) => {
    const s = await startSmtpSink(port);
    sinks.push(s);
    return s;
  };

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
  });
  afterAll(async () => {
    await Promise.all(apis.map((a) => a.stop()));
    await Promise.all(sinks.map((s) => s.stop()));
    await db?.drop();
  });

  it('with the mail server down the submission still succeeds; the e-mail is delivered once the server is back', async () => {
    const port = await freePort();
    const api = await start({ SMTP_URL: `smtp://127.0.0.1:${port}` });
    const res = await new TestClient(api.url).post<{ reference: string }>('/api/contact/buy', buyInquiryFactory());
    expect(res.status).toBe(201);
    // The first attempt fails (connection refused), is recorded, and a retry is scheduled.
    await expect
      .poll(async () => (await outboxOf(db.url, res.body.reference))[0], { timeout: 15_000 })
      .toMatchObject({ status: 'pending', last_error: expect.stringMatching(/ECONNREFUSED|connect/i) });
    const smtp = await sink(port);
    const team = await smtp.waitFor((m) => m.to.includes(TEAM) && m.subject.includes(res.body.reference), 30_000);
    expect(team.text).toContain(res.body.reference);
    await expect
      .poll(async () => (await outboxOf(db.url, res.body.reference)).map((r) => r.status), { timeout: 10_000 })
      .toEqual(['sent', 'sent']);
    await api.stop();
  });

  it('a kill -9 between commit and send: the e-mail is sent after the restart, with the Message-ID fixed at commit', async () => {
    const smtp = await sink();
    // RUN_JOBS=false: this replica commits submissions but never sends, so the crash falls between the two.
    const first = await start({ SMTP_URL: smtp.url, RUN_JOBS: 'false' });
    const res = await new TestClient(first.url).post<{ reference: string }>('/api/support', supportRequestFactory());
    expect(res.status).toBe(201);
    const queued = await outboxOf(db.url, res.body.reference);
    expect(queued.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 0],
      ['pending', 0],
    ]);
    await first.stop('SIGKILL');
    expect(smtp.received.some((m) => m.subject.includes(res.body.reference))).toBe(false);

    const second = await start({ SMTP_URL: smtp.url });
    const team = await smtp.waitFor((m) => m.to.includes(TEAM) && m.subject.includes(res.body.reference));
    expect(team.messageId).toBe(queued[0].message_id);
    await expect
      .poll(async () => (await outboxOf(db.url, res.body.reference)).map((r) => r.status), { timeout: 10_000 })
      .toEqual(['sent', 'sent']);
    await second.stop();
  });

  it('two replicas on one database send each e-mail exactly once', async () => {
    const smtp = await sink();
    const [a, b] = await Promise.all([start({ SMTP_URL: smtp.url }), start({ SMTP_URL: smtp.url })]);
    const references = await Promise.all(
      Array.from({ length: 8 }, async (_, i) => {
        const res = await new TestClient(i % 2 ? a.url : b.url).post<{ reference: string }>('/api/contact/buy', buyInquiryFactory());
        expect(res.status).toBe(201);
        return res.body.reference;
      }),
    );
    for (const reference of references) await smtp.waitFor((m) => m.to.includes(TEAM) && m.subject.includes(reference));
    await new Promise((r) => setTimeout(r, 1500));
    const ours = smtp.received.filter((m) => references.some((ref) => m.subject.includes(ref)));
    expect(ours).toHaveLength(16); // team copy + confirmation each
    expect(new Set(ours.map((m) => m.messageId)).size).toBe(16);
    await Promise.all([a.stop(), b.stop()]);
  });

  it('without SMTP_URL: the development mailbox lists every message and writes it as .eml under DATA_DIR/mail', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-mailbox-'));
    const api = await start({}, dataDir);
    const body = buyInquiryFactory({ name: 'Dana <b>Bold</b>' });
    const res = await new TestClient(api.url).post<{ reference: string }>('/api/contact/buy', body);
    expect(res.status).toBe(201);
    const mailDir = path.join(dataDir, 'mail');
    await expect.poll(() => (existsSync(mailDir) ? readdirSync(mailDir).length : 0), { timeout: 15_000 }).toBe(2);
    const eml = readdirSync(mailDir).map((f) => readFileSync(path.join(mailDir, f), 'utf8'));
    expect(eml.some((m) => m.includes(`To: ${TEAM}`) && m.includes(res.body.reference))).toBe(true);

    const list = await fetch(`${api.url}/dev/mailbox`);
    expect(list.status).toBe(200);
    expect(list.headers.get('content-type')).toContain('text/html');
    const html = await list.text();
    expect(html).toContain(`Buy inquiry from Dana &lt;b&gt;Bold&lt;/b&gt;`);
    expect(html).not.toContain('<b>Bold</b>');
    const id = /href="\/dev\/mailbox\/(\d+)"/.exec(html)?.[1];
    const one = await fetch(`${api.url}/dev/mailbox/${id}`);
    expect(one.status).toBe(200);
    expect(await one.text()).toContain(res.body.reference);
    await api.stop();
  });

  it('in production the development mailbox is not served', async () => {
    const api = await start({ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'altcha' });
    const res = await fetch(`${api.url}/dev/mailbox`);
    expect(await res.text()).not.toContain('Development mailbox');
    await api.stop();
  });
});
