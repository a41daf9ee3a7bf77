import { createHash } from 'node:crypto';
import { readFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import { type AddressInfo } from 'node:net';
import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type ApiProcess, startApi } from '../utils/api-process';
import { registrationFactory } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { createTestDatabase, query } from '../utils/test-database';

const FIXTURES = path.resolve(__dirname, '../fixtures/feeds');
const DAY = 86_400_000;
/** 3 s between polls: several polls fit in one test. */
const POLL_MINUTES = '0.05';
const POLL_MS = 3000;

interface FeedStatus {
  url: string;
  source: string;
  lastStatus: 'ok' | 'not-modified' | 'failed' | null;
  lastHttpStatus: number | null;
  lastError: string | null;
  lastFetchedAt: string | null;
  nextFetchAt: string;
  consecutiveFailures: number;
  itemCount: number;
}
interface NewsItem {
  id: number;
  title: string;
  description: string;
  link: string;
  source: string;
  category: string;
}
interface Hit {
  path: string;
  ifNoneMatch: string | undefined;
  status: number;
  /** The response was cut off by the client before it was complete. */
  aborted: boolean;
}

/** A fixture with its `{{rfc822:N}}` / `{{iso:N}}` dates N days before now (fixed once, so its ETag is stable). */
function fixture(name: string): Buffer {
  const now = Date.now();
  const text = readFileSync(path.join(FIXTURES, name), 'latin1').replace(/\{\{(rfc822|iso):(\d+)\}\}/g, (_, kind: string, days: string) => {
    const date = new Date(now - Number(days) * DAY);
    return kind === 'iso' ? date.toISOString() : date.toUTCString();
  });
  return Buffer.from(text, 'latin1');
}

/**
 * The feeds' web server: serves the fixtures with an ETag (304 on a matching If-None-Match), streams an
 * endless feed past the size limit, and counts requests in flight per feed (a slow answer makes
 * overlapping polls visible).
 */
class FeedServer {
  readonly hits: Hit[] = [];
  readonly inFlight = new Map<string, number>();
  readonly maxInFlight = new Map<string, number>();
  private server?: Server;
  private readonly bodies = new Map<string, { body: Buffer; type: string }>([
    ['/rss2.xml', { body: fixture('rss2-cdata.xml'), type: 'application/rss+xml' }],
    ['/atom.xml', { body: fixture('atom-xhtml.xml'), type: 'application/atom+xml; charset=utf-8' }],
    ['/bom.xml', { body: fixture('bom.xml'), type: 'text/xml' }],
    ['/rss1.rdf', { body: fixture('rss1.rdf'), type: 'application/rdf+xml' }],
    ['/malformed.xml', { body: fixture('malformed.xml'), type: 'application/rss+xml' }],
    ['/payloads.xml', { body: fixture('payloads.xml'), type: 'application/rss+xml' }],
  ]);
  port = 0;

  url(feedPath: string) {
    return `http://127.0.0.1:${this.port}${feedPath}`;
  }

  count(feedPath: string) {
    return this.hits.filter((hit) => hit.path === feedPath).length;
  }

  async start() {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server!.address() as AddressInfo).port;
  }

  async stop() {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    const feedPath = req.url ?? '/';
    const inFlight = (this.inFlight.get(feedPath) ?? 0) + 1;
    this.inFlight.set(feedPath, inFlight);
    this.maxInFlight.set(feedPath, Math.max(this.maxInFlight.get(feedPath) ?? 0, inFlight));
    const hit: Hit = { path: feedPath, ifNoneMatch: req.headers['if-none-match'], status: 200, aborted: false };
    res.on('close', () => {
      hit.aborted = !res.writableFinished;
      // Listed once answered, so a test never reads a request still in flight.
      this.hits.push(hit);
      this.inFlight.set(feedPath, (this.inFlight.get(feedPath) ?? 1) - 1);
    });
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (feedPath === '/oversize.xml') return this.oversize(res);
    const feed = this.bodies.get(feedPath);
    if (!feed) {
      hit.status = 404;
      res.writeHead(404).end();
      return;
    }
    const etag = `"${createHash('sha1').update(feed.body).digest('hex')}"`;
    if (req.headers['if-none-match'] === etag) {
      hit.status = 304;
      res.writeHead(304, { etag }).end();
      return;
    }
    res.writeHead(200, { 'content-type': feed.type, etag, 'last-modified': new Date(Date.now() - DAY).toUTCString() });
    res.end(feed.body);
  }

  /** A valid-looking RSS document that never ends (no Content-Length): the reader must stop at its limit. */
  private oversize(res: ServerResponse) {
    res.writeHead(200, { 'content-type': 'application/rss+xml' });
    res.write('<?xml version="1.0"?><rss version="2.0"><channel><title>Huge</title>');
    const item = Buffer.from(
      `<item><title>Filler</title><link>https://huge.test/x</link><description>${'x'.repeat(16_000)}</description></item>`,
    );
    let sent = 0;
    const pump = () => {
      // 64 MB: more than loopback socket buffers can hold, so the reader must abort before the end (8 MB could
      // fit in them on a fast machine and finish before the abort — a flake CI hit once).
      while (sent < 64 * 1024 * 1024 && !res.destroyed) {
        sent += item.length;
        if (!res.write(item)) return void res.once('drain', pump);
      }
      if (!res.destroyed) res.end('</channel></rss>');
    };
    pump();
  }
}

async function waitFor<T>(read: () => Promise<T> | T, done: (value: T) => boolean, what: string, timeoutMs = 45_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const OK_FEEDS = ['/rss2.xml', '/atom.xml', '/bom.xml', '/rss1.rdf', '/payloads.xml'];
const BROKEN_FEEDS = ['/malformed.xml', '/oversize.xml', '/missing.xml'];

/**
 * The news feed reader (docs/decisions.md "Community"): a local web server serves fixture feeds; the built API polls them
 * with its 'news-poll' job every 3 s (NEWS_POLL_MINUTES=0.05), on real PostgreSQL.
 */
describe('news feeds', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const feeds = new FeedServer();
  const apis: ApiProcess[] = [];
  let feedsFile: string;

  const start = async () => {
    const api = await startApi({
      databaseUrl: db.url,
      env: { SEED_DEMO_DATA: 'false', TRUST_PROXY: 'true', NEWS_FEEDS: feedsFile, NEWS_POLL_MINUTES: POLL_MINUTES },
    });
    apis.push(api);
    return api;
  };
  const admin = async (api: ApiProcess) => {
    const c = new TestClient(api.url);
    const res = await c.post<{ id: number }>('/api/register', registrationFactory());
    expect(res.status, res.text).toBe(201);
    await query(db.url, `UPDATE users SET role = 'admin' WHERE id = $1`, [res.body.id]);
    return c;
  };
  const statuses = async (c: TestClient) => {
    const res = await c.get<FeedStatus[]>('/api/admin/news-feeds');
    expect(res.status, res.text).toBe(200);
    return new Map(res.body.map((feed) => [new URL(feed.url).pathname, feed]));
  };

  beforeAll(async () => {
    db = await createTestDatabase(inject('adminDatabaseUrl'));
    await feeds.start();
    feedsFile = path.join(mkdtempSync(path.join(tmpdir(), 'dockside-news-')), 'feeds.json');
    writeFileSync(
      feedsFile,
      JSON.stringify([
        { url: feeds.url('/rss2.xml'), source: 'Harbour Wire' },
        { url: feeds.url('/atom.xml'), source: 'Foil Journal', category: 'Technology' },
        { url: feeds.url('/bom.xml'), source: 'Regatta Daily', category: 'Sailing' },
        { url: feeds.url('/rss1.rdf'), source: 'Yard Notes' },
        { url: feeds.url('/malformed.xml'), source: 'Broken Feed' },
        { url: feeds.url('/payloads.xml'), source: 'Hostile Feed' },
        { url: feeds.url('/oversize.xml'), source: 'Huge Feed' },
        { url: feeds.url('/missing.xml'), source: 'Gone Feed' },
      ]),
    );
  });
  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
    await feeds.stop();
    await db?.drop();
  });

  describe('GET /api/admin/news-feeds — admins only', () => {
    it('answers 401 signed out and 403 to a member', async () => {
      const api = apis[0] ?? (await start());
      expect((await new TestClient(api.url).get('/api/admin/news-feeds')).status).toBe(401);
      const member = new TestClient(api.url);
      expect((await member.post('/api/register', registrationFactory())).status).toBe(201);
      const res = await member.get<{ code: string }>('/api/admin/news-feeds');
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ADMIN_ONLY');
    });
  });

  it('stores each item once across repeated polls and feeds, honouring 304 Not Modified', async () => {
    const api = apis[0] ?? (await start());
    // Three polls of every working feed: the first fetches, the next ones send If-None-Match and get 304.
    await waitFor(
      () => OK_FEEDS.map((p) => feeds.count(p)),
      (counts) => counts.every((n) => n >= 3),
      'three polls per feed',
    );

    for (const feedPath of OK_FEEDS) {
      const [first, ...later] = feeds.hits.filter((hit) => hit.path === feedPath);
      expect(first.ifNoneMatch, feedPath).toBeUndefined();
      expect(first.status).toBe(200);
      for (const hit of later) {
        expect(hit.ifNoneMatch, feedPath).toMatch(/^"[0-9a-f]{40}"$/);
        expect(hit.status, feedPath).toBe(304);
      }
    }

    const news = await new TestClient(api.url).get<NewsItem[]>('/api/news?limit=100');
    expect(news.status).toBe(200);
    const titles = news.body.map((item) => item.title).sort();
    expect(titles).toEqual(
      [
        'Autumn regatta sails in light airs — Ørsted Cup report',
        'Charter season opens',
        'Electric foiling ferry enters service',
        'Podcast: winter berths and what they cost',
        'Refit of a classic ketch wins award',
        'Shipyard doubles its covered hall',
      ].sort(),
    );
    const rows = await query<{ link: string; n: number }>(
      db.url,
      `SELECT link, count(*)::int AS n FROM news_items GROUP BY link HAVING count(*) > 1`,
    );
    expect(rows).toEqual([]);

    const byTitle = new Map(news.body.map((item) => [item.title, item]));
    // RSS 2.0 CDATA markup kept (sanitised), tracking parameters dropped from the link.
    expect(byTitle.get('Refit of a classic ketch wins award')).toMatchObject({
      link: 'https://harbourwire.test/news/ketch-refit',
      source: 'Harbour Wire',
      category: 'Yacht Refit',
    });
    expect(byTitle.get('Refit of a classic ketch wins award')!.description).toContain('<strong>two winters</strong>');
    // Atom XHTML content; the syndicated copy of the winter-berths story (same link) is not a second item.
    expect(byTitle.get('Electric foiling ferry enters service')).toMatchObject({ source: 'Foil Journal', category: 'Technology' });
    expect(byTitle.get('Electric foiling ferry enters service')!.description).toContain('<em>this winter</em>');
    expect(byTitle.get('Podcast: winter berths and what they cost')!.source).toBe('Harbour Wire');
    // Byte-order mark and RSS 1.0.
    expect(byTitle.get('Autumn regatta sails in light airs — Ørsted Cup report')!.category).toBe('Sailing');
    expect(byTitle.get('Shipyard doubles its covered hall')!.category).toBe('Shipyard News');

    const state = await statuses(await admin(api));
    for (const feedPath of OK_FEEDS) {
      expect(state.get(feedPath), feedPath).toMatchObject({
        lastStatus: 'not-modified',
        lastHttpStatus: 304,
        lastError: null,
        consecutiveFailures: 0,
      });
    }
    expect(state.get('/rss2.xml')!.itemCount).toBe(2);
    expect(state.get('/atom.xml')!.itemCount).toBe(1);
  });

  it('stores script, iframe, event-handler and javascript: payloads inert', async () => {
    const rows = await query<{ title: string; description: string; link: string }>(
      db.url,
      `SELECT title, description, link FROM news_items WHERE source = 'Hostile Feed'`,
    );
    expect(rows).toHaveLength(1);
    const [item] = rows;
    expect(item.title).toBe('Charter season opens');
    expect(item.link).toBe('https://hostile.test/charter-season');
    expect(item.description).not.toMatch(/<script|<iframe|<style|<svg|<img|\son\w+=|javascript:/i);
    expect(item.description).toContain('<a href="https://hostile.test/ok">fine</a>');
    const unsafeLinks = await query(db.url, `SELECT link FROM news_items WHERE link !~ '^https?://'`);
    expect(unsafeLinks).toEqual([]);
  });

  it('records a broken feed as failing, backs it off, and keeps polling the others', async () => {
    const api = apis[0];
    const c = await admin(api);
    const state = await waitFor(
      () => statuses(c),
      (s) => BROKEN_FEEDS.every((p) => s.get(p)?.lastStatus === 'failed'),
      'the broken feeds to be recorded',
    );
    expect(state.get('/malformed.xml')!.lastError).toMatch(/not a readable feed/);
    expect(state.get('/oversize.xml')!.lastError).toMatch(/larger than 2097152 bytes/);
    expect(state.get('/missing.xml')).toMatchObject({ lastHttpStatus: 404, lastError: 'HTTP 404' });
    for (const feedPath of BROKEN_FEEDS) {
      const feed = state.get(feedPath)!;
      expect(feed.consecutiveFailures, feedPath).toBeGreaterThanOrEqual(1);
      // Backoff: the next attempt is at least two poll intervals after the failed one.
      expect(Date.parse(feed.nextFetchAt) - Date.parse(feed.lastFetchedAt!), feedPath).toBeGreaterThanOrEqual(2 * POLL_MS - 50);
      expect(feed.itemCount).toBe(0);
    }
    // The reader stopped reading the endless feed at its limit instead of downloading all of it.
    const oversize = feeds.hits.filter((hit) => hit.path === '/oversize.xml');
    expect(oversize.length).toBeGreaterThanOrEqual(1);
    expect(oversize.every((hit) => hit.aborted)).toBe(true);
    // The working feeds were polled on regardless.
    const before = feeds.count('/rss2.xml');
    await waitFor(
      () => feeds.count('/rss2.xml'),
      (n) => n > before,
      'another poll of a working feed',
    );
    expect(await query(db.url, `SELECT 1 FROM news_items WHERE source IN ('Broken Feed', 'Huge Feed', 'Gone Feed')`)).toEqual([]);
  });

  it('two API processes on one database never poll the same feed at the same time', async () => {
    await start();
    expect(apis).toHaveLength(2);
    feeds.maxInFlight.clear();
    const before = feeds.hits.length;
    // Several polls while both processes run their schedules.
    await waitFor(
      () => feeds.count('/rss2.xml'),
      (n) => n >= feeds.hits.slice(0, before).filter((h) => h.path === '/rss2.xml').length + 4,
      'four more polls',
    );
    for (const feedPath of [...OK_FEEDS, ...BROKEN_FEEDS]) expect(feeds.maxInFlight.get(feedPath) ?? 0, feedPath).toBeLessThanOrEqual(1);
    const duplicates = await query(db.url, `SELECT link FROM news_items GROUP BY link HAVING count(*) > 1`);
    expect(duplicates).toEqual([]);
    expect(Number((await query<{ n: string }>(db.url, `SELECT count(*) AS n FROM news_items WHERE deleted_at IS NULL`))[0].n)).toBe(6);
  });
});
