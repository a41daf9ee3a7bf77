#!/usr/bin/env node
// Saved-search matching benchmark (docs/performance.md §9).
//
//   npm run build && npm run bench:alerts
//   options: --searches 100000 --listings 1000 --catalog 50000 --rounds 5 --keep (keep the data directory)
//
// 1. A PostgreSQL of its own (scripts/lib/postgres.mjs) under the OS temp folder; the built API is started
//    once with RUN_JOBS=false to apply the migrations, then stopped.
// 2. The synthetic catalogue (scripts/lib/catalog-seed.mjs) gives the vocabulary (search_words).
// 3. N saved searches by 10,000 users, a realistic mix: one dictionary word (some with a category), two
//    words, a misspelt word (typo correction), a word with a price range, filter-only searches.
// 4. M new listings (copies of catalogue listings, other sellers) are queued as the triggers queue them.
// 5. Timed: the job's own statement (MATCHING_SQL, batch of 1,000) over that batch, `--rounds` times
//    (each round re-queues the same listings after deleting the alerts). Prints listings/s, the time per
//    1,000 listings and the alerts made; writes bench/results/alerts-<time>.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { flag, option } from './lib/args.mjs';
import { seed as seedCatalog } from './lib/catalog-seed.mjs';
import { fmtMs, machine, median, seededRandom } from './lib/machine.mjs';
import { pg, startPostgres } from './lib/postgres.mjs';
import { root, startApi } from './lib/processes.mjs';

const require = createRequire(path.join(root, 'api', 'package.json'));
const log = (line) => process.stdout.write(`[${new Date().toISOString().slice(11, 19)}] ${line}\n`);

const searchCount = Number(option('searches', '100000'));
const listingCount = Number(option('listings', '1000'));
const catalogSize = Number(option('catalog', '50000'));
const rounds = Number(option('rounds', '5'));

/** A misspelling: one letter doubled or dropped. */
function misspell(word, rnd) {
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  return rnd() < 0.5 ? word.slice(0, i) + word[i] + word.slice(i) : word.slice(0, i) + word.slice(i + 1);
}

async function main() {
  const { MATCHING_SQL } = require(path.join(root, 'api/dist/modules/alerts/alerts.repository.js'));
  const { toPositional } = require(path.join(root, 'api/dist/database/sql.js'));
  const { PART_CATEGORIES, PART_CONDITIONS } = require(path.join(root, 'shared/dist/listings/index.js'));
  log(
    `Saved-search matching: ${searchCount.toLocaleString('en')} saved searches, ${listingCount.toLocaleString('en')} new listings, ${cpus().length} cores`,
  );

  const dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-bench-alerts-'));
  const server = await startPostgres(dataDir, {
    log,
    settings: ['shared_buffers=512MB', 'work_mem=64MB', 'max_wal_size=4GB', 'fsync=off'],
  });
  const client = new pg.Client({ connectionString: await server.createDatabase('bench_alerts') });
  try {
    const api = await startApi({
      DATABASE_URL: server.url('bench_alerts'),
      SEED_DEMO_DATA: 'false',
      RUN_JOBS: 'false',
      NODE_ENV: 'production',
      CAPTCHA_PROVIDER: 'altcha',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'dockside-bench-alerts-api-')),
    });
    await api.stop();
    log('migrations applied');
    await client.connect();
    await seedCatalog(client, catalogSize, log);

    // The vocabulary: the catalogue's dictionary words of 4+ letters.
    const words = (
      await client.query(`SELECT word FROM search_words WHERE length(word) >= 4 AND word ~ '^[a-z]+$' ORDER BY word`)
    ).rows.map((r) => r.word);
    const brands = (await client.query(`SELECT DISTINCT brand FROM boat_parts WHERE brand IS NOT NULL ORDER BY brand`)).rows.map(
      (r) => r.brand,
    );
    const locations = ['Hamble', 'Cowes', 'Palma', 'Auckland', 'Seattle', 'Charleston'];
    log(`vocabulary: ${words.length} words, ${brands.length} brands`);

    await client.query(`INSERT INTO users (username, password_hash, full_name, company, email)
      SELECT 'bench_buyer_' || g, 'x', 'Bench Buyer ' || g, 'Individual', 'buyer' || g || '@example.com' FROM generate_series(1, 10000) g`);
    const firstBuyer = (await client.query(`SELECT min(id)::int AS id FROM users WHERE username LIKE 'bench_buyer_%'`)).rows[0].id;

    const rnd = seededRandom(16);
    const pick = (list) => list[Math.floor(rnd() * list.length)];
    const rows = { user: [], q: [], categories: [], conditions: [], min: [], max: [], brand: [], location: [], frequency: [] };
    const mix = { word: 0, wordCategory: 0, twoWords: 0, typo: 0, priceRange: 0, filterOnly: 0 };
    for (let i = 0; i < searchCount; i += 1) {
      const r = rnd();
      let q = null;
      let categories = [];
      let conditions = [];
      let min = null;
      let max = null;
      let brand = null;
      let location = null;
      if (r < 0.3) {
        q = pick(words);
        mix.word += 1;
      } else if (r < 0.45) {
        q = pick(words);
        categories = [pick(PART_CATEGORIES)];
        mix.wordCategory += 1;
      } else if (r < 0.7) {
        q = `${pick(brands).split(' ')[0]} ${pick(words)}`;
        mix.twoWords += 1;
      } else if (r < 0.8) {
        q = misspell(pick(words.filter((w) => w.length >= 6)), rnd);
        mix.typo += 1;
      } else if (r < 0.9) {
        q = pick(words);
        min = Math.floor(rnd() * 200);
        max = min + 50 + Math.floor(rnd() * 2000);
        mix.priceRange += 1;
      } else {
        const f = rnd();
        if (f < 0.5) categories = [pick(PART_CATEGORIES)];
        if (f >= 0.5 && f < 0.7) brand = pick(brands);
        if (f >= 0.7 && f < 0.85) conditions = [pick(PART_CONDITIONS)];
        if (f >= 0.85) location = pick(locations);
        max = 100 + Math.floor(rnd() * 5000);
        mix.filterOnly += 1;
      }
      rows.user.push(firstBuyer + (i % 10000));
      rows.q.push(q);
      rows.categories.push(`{${categories.map((c) => `"${c}"`).join(',')}}`);
      rows.conditions.push(`{${conditions.map((c) => `"${c}"`).join(',')}}`);
      rows.min.push(min);
      rows.max.push(max);
      rows.brand.push(brand);
      rows.location.push(location);
      rows.frequency.push(rnd() < 0.05 ? 'off' : rnd() < 0.3 ? 'daily' : 'instant');
    }
    log(`mix: ${JSON.stringify(mix)}`);
    let started = Date.now();
    // Bulk load: the per-row trigger is off and tsq/anchor are computed once per distinct search instead.
    await client.query(`ALTER TABLE saved_searches DISABLE TRIGGER saved_searches_match_columns`);
    const chunk = 20_000;
    for (let from = 0; from < searchCount; from += chunk) {
      const slice = (a) => a.slice(from, from + chunk);
      await client.query(
        `INSERT INTO saved_searches (user_id, name, query, frequency, q, categories, conditions, min_price, max_price, brand, location, created_at)
         SELECT u, 'bench', 'q=' || coalesce(q, ''), f, q, c::text[], k::text[], mn, mx, b, l, now() - interval '1 day'
           FROM unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::numeric[], $6::numeric[], $7::text[], $8::text[], $9::text[])
             AS t(u, q, c, k, mn, mx, b, l, f)`,
        [
          slice(rows.user),
          slice(rows.q),
          slice(rows.categories),
          slice(rows.conditions),
          slice(rows.min),
          slice(rows.max),
          slice(rows.brand),
          slice(rows.location),
          slice(rows.frequency),
        ],
      );
    }
    await client.query(`ALTER TABLE saved_searches ENABLE TRIGGER saved_searches_match_columns`);
    const key = (a) =>
      `coalesce(${a}.q, '') || '|' || ${a}.categories::text || '|' || ${a}.conditions::text || '|' || coalesce(${a}.brand, '')`;
    await client.query(`
      CREATE TEMP TABLE combos AS SELECT DISTINCT ON (${key('s')}) ${key('s')} AS key, q, categories, conditions, brand FROM saved_searches s;
      ALTER TABLE combos ADD COLUMN tsq tsquery, ADD COLUMN anchor text[];
      UPDATE combos c SET (tsq, anchor) = (SELECT m.tsq, m.anchor FROM saved_search_match(c.q, c.categories, c.conditions, c.brand) m);
      UPDATE saved_searches s SET tsq = c.tsq, anchor = c.anchor FROM combos c WHERE c.key = ${key('s')};`);
    await client.query('VACUUM ANALYZE saved_searches');
    const seedSeconds = (Date.now() - started) / 1000;
    log(`saved ${searchCount.toLocaleString('en')} searches in ${seedSeconds.toFixed(1)} s`);

    // The minute's new listings: copies of random public catalogue listings by the bench sellers.
    await client.query(`SELECT setseed(0.16)`);
    const ids = (
      await client.query(
        `INSERT INTO boat_parts (title, description, category, condition, price, brand, model, year, location, user_id, contact_email, image_urls)
         SELECT title, description, category, condition, price, brand, model, year, location, user_id, contact_email, image_urls
           FROM boat_parts WHERE status = 'active' AND deleted_at IS NULL ORDER BY random() LIMIT $1
         RETURNING id`,
        [listingCount],
      )
    ).rows.map((r) => r.id);
    await client.query('ANALYZE boat_parts');
    const queued = (await client.query(`SELECT count(*)::int AS n FROM listing_publications`)).rows[0].n;
    log(`${ids.length} new listings, ${queued} queued by the triggers`);

    const statement = toPositional(MATCHING_SQL);
    const timings = [];
    let result;
    for (let round = 0; round < rounds; round += 1) {
      if (round > 0) {
        await client.query(`DELETE FROM alerts`);
        await client.query(`INSERT INTO listing_publications (part_id) SELECT unnest($1::int[])`, [ids]);
      }
      let listings = 0;
      let alerts = 0;
      started = performance.now();
      for (;;) {
        const {
          rows: [r],
        } = await client.query(statement, [1000]);
        listings += r.listings;
        alerts += r.alerts;
        if (r.listings < 1000) break;
      }
      const ms = performance.now() - started;
      timings.push(ms);
      result = { listings, alerts };
      log(`round ${round + 1}: ${listings} listings in ${fmtMs(ms)} → ${alerts} alerts`);
    }
    await client.query(`DELETE FROM alerts`);
    await client.query(`INSERT INTO listing_publications (part_id) SELECT unnest($1::int[])`, [ids]);
    const plan = (await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT TEXT) ${statement}`, [1000])).rows.map((r) => r['QUERY PLAN']);
    const candidates = (
      await client.query(
        `SELECT count(*)::int AS n FROM boat_parts p JOIN saved_searches s
           ON s.anchor && listing_match_keys(p.search_vector, p.category, p.condition, p.brand) WHERE p.id = ANY ($1::int[])`,
        [ids],
      )
    ).rows[0].n;

    const ms = median(timings);
    const summary = {
      searches: searchCount,
      listings: result.listings,
      alerts: result.alerts,
      candidatesChecked: candidates,
      mix,
      medianMs: Math.round(ms),
      msPer1000: Math.round((ms * 1000) / result.listings),
      listingsPerSecond: Math.round((result.listings * 1000) / ms),
      roundsMs: timings.map(Math.round),
      seedSeconds,
      machine: machine(),
    };
    log(
      `median ${fmtMs(ms)} for ${result.listings} listings: ${summary.listingsPerSecond} listings/s, ${fmtMs(summary.msPer1000)} per 1,000, ${result.alerts} alerts (${candidates.toLocaleString('en')} candidate pairs checked)`,
    );
    log(`target: 1,000 listings a minute → ${((60_000 / summary.msPer1000) * 1000).toFixed(0)} listings a minute possible on one core`);
    const out = path.join(root, 'bench/results');
    mkdirSync(out, { recursive: true });
    const file = path.join(out, `alerts-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ ...summary, plan }, null, 2));
    log(`written ${path.relative(root, file)}`);
  } finally {
    await client.end().catch(() => undefined);
    await server.stop();
    if (!flag('keep')) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
