import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';
import { toStoredFitment } from '../../src/modules/listings/fitment/fitment-storage';

/**
 * The catalogue search as built for 1M listings (docs/performance.md): relevance tiers, the bounded
 * walk over the newest listings and its hand-over to the planner past 5,000 rows, and the typo
 * dictionary kept up to date by triggers. listings-search.integration-spec.ts covers the rest.
 */
type Part = { id: number; title: string; brand: string | null; category: string; createdAt: string };

const { api, db } = useTestApi();
let sellerId: number;
const client = () => new TestClient(api.url);

async function list(path: string): Promise<{ parts: Part[]; next: string | null; status: number }> {
  const res = await client().get<Part[]>(path);
  const link = res.headers.get('link');
  return {
    parts: Array.isArray(res.body) ? res.body : [],
    next: link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null,
    status: res.status,
  };
}

/** Every page of a search: the ids in order, and how many pages it took. */
async function allPages(path: string): Promise<{ ids: number[]; titles: string[]; pages: number }> {
  const ids: number[] = [];
  const titles: string[] = [];
  let next: string | null = path;
  let pages = 0;
  while (next) {
    const page = await list(next);
    expect(page.status).toBe(200);
    ids.push(...page.parts.map((p) => p.id));
    titles.push(...page.parts.map((p) => p.title));
    next = page.next;
    pages += 1;
    expect(pages).toBeLessThan(200);
  }
  return { ids, titles, pages };
}

/**
 * `count` listings in one INSERT … SELECT (the statement-level trigger sees them all at once).
 * `title`/`description` may use {n}; listing n is `ageMinutes + n` minutes old.
 */
async function insertMany(
  count: number,
  row: { title: string; description?: string; brand?: string | null; model?: string | null; category?: string; ageMinutes: number },
): Promise<number[]> {
  const rows = await query<{ id: number }>(
    db.url,
    `insert into boat_parts (title, description, category, condition, price, brand, model, user_id, contact_email, image_urls,
       status, moderation_status, created_at)
     select replace($1, '{n}', n::text), replace($2, '{n}', n::text), $3, 'New', 100, $4, $5, $6, 'private@example.com',
       '["/uploads/seed/x.webp"]', 'active', 'approved', now() - ($7 + n) * interval '1 minute'
       from generate_series(1, $8) n
     returning id`,
    [
      row.title,
      row.description ?? 'A sound part in working order, stored indoors over the winter.',
      row.category ?? 'Other',
      row.brand ?? null,
      row.model ?? null,
      sellerId,
      row.ageMinutes,
      count,
    ],
  );
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  [{ id: sellerId }] = await query<{ id: number }>(
    db.url,
    `insert into users (username, password_hash, full_name, company, email) values ('scale_seller', 'x', 'Scale Seller', 'Individual', 'scale@example.com') returning id`,
  );
});

describe('relevance: title, brand and model matches first, then description matches, newest first in each', () => {
  it('orders the tiers and pages through both without duplicates or gaps, also while listings are added', async () => {
    const description = await insertMany(4, {
      title: 'Spare part {n}',
      description: 'Came off a gimbal mount refit, works fine.',
      ageMinutes: 0,
    });
    const byModel = await insertMany(2, { title: 'Compass {n}', model: 'Gimbal-X', ageMinutes: 10 });
    const byTitle = await insertMany(3, { title: 'Gimbal bracket {n}', ageMinutes: 20 });
    const byBrand = await insertMany(1, { title: 'Stove', brand: 'Gimbal Marine', ageMinutes: 30 });

    const seen: number[] = [];
    let next: string | null = '/api/boat-parts?q=gimbal&limit=3';
    let round = 0;
    while (next) {
      const page = await list(next);
      seen.push(...page.parts.map((p) => p.id));
      next = page.next;
      // A new listing matching in the title and one matching in the description, newer than everything.
      await insertMany(1, { title: `Late gimbal ${round}`, ageMinutes: -60 });
      await insertMany(1, { title: `Late spare ${round}`, description: 'A gimbal for the stove.', ageMinutes: -60 });
      round += 1;
      expect(round).toBeLessThan(20);
    }
    const original = [...byModel, ...byTitle, ...byBrand, ...description];
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expect.arrayContaining(original));
    // Title/brand/model matches (newest first: model 10 min, title 20 min, brand 30 min) before any
    // description match; arrivals after the first page never come before what was already shown.
    const firstOriginal = seen.filter((id) => original.includes(id));
    expect(firstOriginal).toEqual([...byModel, ...byTitle, ...byBrand, ...description]);
  });

  it('applies filters within each tier', async () => {
    await insertMany(2, { title: 'Gasket kit {n}', category: 'Engines & Motors', ageMinutes: 40 });
    await insertMany(2, { title: 'Gasket set {n}', category: 'Hardware', ageMinutes: 41 });
    await insertMany(1, { title: 'Head unit', description: 'New gasket fitted.', category: 'Engines & Motors', ageMinutes: 42 });
    const { titles } = await allPages(`/api/boat-parts?q=gasket&category=${encodeURIComponent('Engines & Motors')}&limit=2`);
    expect(titles).toEqual(['Gasket kit 1', 'Gasket kit 2', 'Head unit']);
  });
});

describe('relevance past the bounded walk (5,000 newest listings)', () => {
  it('finds a word that is rare among the newest listings, in order and each once', async () => {
    // 6,000 newer listings without the word, 3 matches among them and 30 older ones past the walk —
    // and description matches on both sides, for the second tier's walk (1,000 rows).
    const newerTitle = await insertMany(3, { title: 'Tachometer cable {n}', ageMinutes: 1000 });
    const newerDescription = await insertMany(2, {
      title: 'Gauge panel {n}',
      description: 'With its tachometer.',
      ageMinutes: 1500,
    });
    await insertMany(6000, { title: 'Filler cleat {n}', ageMinutes: 2000 });
    const olderTitle = await insertMany(30, { title: 'Tachometer {n}', ageMinutes: 9000 });
    const olderDescription = await insertMany(4, {
      title: 'Dash {n}',
      description: 'Tachometer included.',
      ageMinutes: 9500,
    });

    const { ids, pages } = await allPages('/api/boat-parts?q=tachometer&limit=7');
    expect(ids).toEqual([...newerTitle, ...olderTitle, ...newerDescription, ...olderDescription]);
    expect(pages).toBe(Math.ceil(ids.length / 7));
  });

  it('applies filters on both sides of the walk', async () => {
    const newer = await insertMany(2, { title: 'Anemometer cup {n}', category: 'Hardware', ageMinutes: 1100 });
    await insertMany(2, { title: 'Anemometer vane {n}', category: 'Electrical', ageMinutes: 1200 });
    const older = await insertMany(3, { title: 'Anemometer {n}', category: 'Hardware', ageMinutes: 9100 });
    await insertMany(3, { title: 'Anemometer head {n}', category: 'Electrical', ageMinutes: 9200 });
    const { ids } = await allPages('/api/boat-parts?q=anemometer&category=Hardware&limit=2');
    expect(ids).toEqual([...newer, ...older]);
  });

  it('fills a page of a common word from the newest listings and pages on past them', async () => {
    const pumps = await insertMany(40, { title: 'Bilge pump {n}', ageMinutes: 3000 });
    const olderPumps = await insertMany(5, { title: 'Old bilge pump {n}', ageMinutes: 20_000 });
    const first = await list('/api/boat-parts?q=bilge%20pump&limit=24');
    expect(first.parts.map((p) => p.id)).toEqual(pumps.slice(0, 24));
    const { ids } = await allPages('/api/boat-parts?q=bilge%20pump&limit=24');
    expect(ids).toEqual([...pumps, ...olderPumps]);
  });
});

describe('typo search through the word dictionary', () => {
  it('learns the words of new and edited titles and brands, whatever writes them', async () => {
    const [id] = await insertMany(1, { title: 'Deck light', brand: 'Zanzibarco', ageMinutes: 50 });
    expect((await list('/api/boat-parts?q=zanzibarko')).parts.map((p) => p.id)).toEqual([id]);
    await query(db.url, `update boat_parts set title = 'Quixotronic deck light' where id = $1`, [id]);
    expect((await list('/api/boat-parts?q=quixotronik')).parts.map((p) => p.id)).toEqual([id]);
    const words = await query<{ word: string }>(
      db.url,
      `select word from search_words where word in ('zanzibarco', 'quixotronic', 'deck')`,
    );
    expect(words.map((w) => w.word).sort()).toEqual(['deck', 'quixotronic', 'zanzibarco']);
  });

  it('corrects only to the closest words, keeps correct words, and pages as a typo search', async () => {
    const plotters = await insertMany(3, { title: 'Chartplotter {n}', category: 'Electronics & Navigation', ageMinutes: 60 });
    await insertMany(2, { title: 'Battery charger {n}', category: 'Electrical', ageMinutes: 61 });
    // 'charger' is a dictionary word at similarity 0.33: far from chartplotter's 0.79, so left out.
    const { ids } = await allPages('/api/boat-parts?q=chartploter&limit=2');
    expect(ids).toEqual(plotters);
    // One misspelt word among correct ones; filters still apply.
    await insertMany(1, { title: 'Chartplotter mount', category: 'Hardware', ageMinutes: 62 });
    const mounts = await list(`/api/boat-parts?q=chartploter%20mount&category=Hardware`);
    expect(mounts.parts.map((p) => p.title)).toEqual(['Chartplotter mount']);
  });

  it('finds nothing for a word with no close dictionary word', async () => {
    expect((await list('/api/boat-parts?q=qwxzvb')).parts).toEqual([]);
  });
});

describe('the updated_at stamp (Offline migration) with the new generated column', () => {
  it('an update that changes nothing keeps updated_at; a real change moves it', async () => {
    const [id] = await insertMany(1, { title: 'Winch handle', ageMinutes: 70 });
    const stamp = async () => (await query<{ u: string }>(db.url, `select updated_at::text as u from boat_parts where id = $1`, [id]))[0].u;
    const before = await stamp();
    await query(db.url, `update boat_parts set title = title where id = $1`, [id]);
    expect(await stamp()).toBe(before);
    await query(db.url, `update boat_parts set title = 'Winch handle, lock-in' where id = $1`, [id]);
    expect(await stamp()).not.toBe(before);
  });
});

describe('the fitment filter on both sides of the walk', () => {
  it('pages through every listing whose fitment covers the engine once, by relevance, newest and price', async () => {
    const f115 = toStoredFitment([
      {
        engineMake: 'Yamaha',
        engineModel: 'F115',
        hpFrom: 100,
        hpTo: 130,
        yearFrom: null,
        yearTo: null,
        serialFrom: null,
        serialTo: null,
        note: null,
      },
    ]);
    // 6,000 of the newest listings, every third one fitted: the walk sees the first 5,000, the planner the rest.
    const rows = await query<{ id: number; fitted: boolean }>(
      db.url,
      `insert into boat_parts (title, description, category, condition, price, user_id, contact_email, image_urls, status,
         moderation_status, created_at, fitment)
       select 'Dynamo ' || n, 'Rebuilt.', 'Engines & Motors', 'New', 100, $1, 'private@example.com', '["/uploads/seed/x.webp"]',
         'active', 'approved', now() - n * interval '1 second', case when n % 3 = 0 then $2::jsonb else '[]'::jsonb end
         from generate_series(1, 6000) n
       returning id, fitment <> '[]' as fitted`,
      [sellerId, JSON.stringify(f115)],
    );
    const fitted = rows.filter((r) => r.fitted).map((r) => r.id);
    const engine = 'engineMake=Yamaha&engineModel=F115XB&hp=115';
    expect((await allPages(`/api/boat-parts?q=dynamo&${engine}&limit=100`)).ids).toEqual(fitted);
    expect((await allPages(`/api/boat-parts?q=dynamo&${engine}&sort=newest&limit=100`)).ids).toEqual(fitted);
    expect((await allPages(`/api/boat-parts?q=dynamo&${engine}&sort=price-desc&limit=100`)).ids).toEqual([...fitted].reverse());
    expect((await allPages(`/api/boat-parts?q=dynamo&engineMake=Yamaha&hp=131&limit=100`)).ids).toEqual([]);
  });
});
