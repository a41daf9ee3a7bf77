import { beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';

type Part = Record<string, unknown> & { id: number; title: string; price: string; condition: string; category: string; createdAt: string };

const { api, db } = useTestApi();
let sellerId: number;
const client = () => new TestClient(api.url);

interface Row {
  title: string;
  description?: string;
  category?: string;
  condition?: string;
  price?: number;
  brand?: string | null;
  model?: string | null;
  location?: string | null;
  status?: string;
  featured?: boolean;
  moderationStatus?: string;
  deleted?: boolean;
  /** Minutes before now. */
  ageMinutes?: number;
}

/** Inserts listings straight into boat_parts (search tests control every column, including created_at). */
async function insertParts(rows: Row[]): Promise<number[]> {
  const ids: number[] = [];
  for (const r of rows) {
    const [{ id }] = await query<{ id: number }>(
      db.url,
      `insert into boat_parts (title, description, category, condition, price, brand, model, location, user_id, contact_email,
         contact_phone, image_urls, status, featured, moderation_status, deleted_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 'private@example.com', '+1 555 0100', '["/uploads/seed/x.webp"]', $10, $11, $12,
         case when $13 then now() end, now() - $14 * interval '1 minute')
       returning id`,
      [
        r.title,
        r.description ?? 'A sound part in working order, stored indoors over the winter.',
        r.category ?? 'Other',
        r.condition ?? 'New',
        r.price ?? 100,
        r.brand ?? null,
        r.model ?? null,
        r.location ?? null,
        sellerId,
        r.status ?? 'active',
        r.featured ?? false,
        r.moderationStatus ?? 'approved',
        r.deleted ?? false,
        r.ageMinutes ?? 0,
      ],
    );
    ids.push(id);
  }
  return ids;
}

async function list(path: string): Promise<{ parts: Part[]; next: string | null; status: number; body: unknown }> {
  const res = await client().get<Part[]>(path);
  const link = res.headers.get('link');
  const next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
  return { parts: Array.isArray(res.body) ? res.body : [], next, status: res.status, body: res.body };
}

const titles = (parts: Part[]) => parts.map((p) => p.title);

beforeAll(async () => {
  [{ id: sellerId }] = await query<{ id: number }>(
    db.url,
    `insert into users (username, password_hash, full_name, company, email) values ('search_seller', 'x', 'Search Seller', 'Individual', 'ss@example.com') returning id`,
  );
  await insertParts([
    {
      title: 'Yamaha F150 outboard engine',
      brand: 'Yamaha',
      model: 'F150',
      category: 'Engines & Motors',
      condition: 'Used - Good',
      price: 8500,
      location: 'Miami, FL',
      ageMinutes: 50,
    },
    {
      title: 'Stainless propeller 13 x 19',
      brand: 'Solas',
      description: 'Fits Yamaha 90 to 150 hp outboards, minor polishing marks.',
      category: 'Engines & Motors',
      condition: 'Used - Excellent',
      price: 320,
      location: 'Fort Lauderdale, FL',
      ageMinutes: 49,
    },
    {
      title: 'Jabsco bilge pump 12V',
      brand: 'Jabsco',
      category: 'Plumbing & Pumps',
      condition: 'New',
      price: 89,
      location: 'Annapolis, MD',
      featured: true,
      ageMinutes: 48,
    },
    {
      title: 'Rule 2000 GPH bilge pump',
      brand: 'Rule',
      category: 'Plumbing & Pumps',
      condition: 'Used - Fair',
      price: 60,
      location: 'Miami Beach, FL',
      ageMinutes: 47,
    },
    {
      title: 'Whale freshwater pump',
      brand: 'Whale',
      category: 'Plumbing & Pumps',
      condition: 'Used - Like New',
      price: 140,
      ageMinutes: 46,
    },
    {
      title: 'Garmin chartplotter 7 inch',
      brand: 'Garmin',
      category: 'Electronics & Navigation',
      condition: 'For Parts / Not Working',
      price: 150,
      ageMinutes: 45,
    },
    {
      title: 'Lewmar anchor windlass',
      brand: 'Lewmar',
      category: 'Deck Equipment',
      condition: 'New',
      price: 1900,
      featured: true,
      ageMinutes: 44,
    },
    { title: 'Sold Yamaha tiller handle', brand: 'Yamaha', status: 'sold', ageMinutes: 43 },
    { title: 'Removed Yamaha cowling', brand: 'Yamaha', status: 'removed', ageMinutes: 42 },
    { title: 'Deleted Yamaha fuel filter', brand: 'Yamaha', deleted: true, ageMinutes: 41 },
    { title: 'Rejected Yamaha gauge set', brand: 'Yamaha', moderationStatus: 'rejected', ageMinutes: 40 },
    {
      title: 'Pending Yamaha water pump kit',
      brand: 'Yamaha',
      moderationStatus: 'pending',
      category: 'Engines & Motors',
      price: 45,
      ageMinutes: 39,
    },
  ]);
});

describe('GET /api/boat-parts — public catalogue', () => {
  it('answers a JSON array of active, visible listings, newest first, without contact details', async () => {
    const { parts, status } = await list('/api/boat-parts');
    expect(status).toBe(200);
    expect(titles(parts)).not.toEqual(expect.arrayContaining([expect.stringMatching(/^(Sold|Removed|Deleted|Rejected)/)]));
    expect(titles(parts)).toContain('Pending Yamaha water pump kit');
    const dates = parts.map((p) => Date.parse(p.createdAt));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    for (const part of parts) {
      expect(part.contactEmail).toBeNull();
      expect(part.contactPhone).toBeNull();
    }
  });

  it('full-text search ranks title and brand matches above description matches', async () => {
    const { parts } = await list('/api/boat-parts?q=yamaha');
    expect(titles(parts).slice(0, 2).sort()).toEqual(['Pending Yamaha water pump kit', 'Yamaha F150 outboard engine']);
    expect(titles(parts)).toContain('Stainless propeller 13 x 19');
    expect(titles(parts).indexOf('Stainless propeller 13 x 19')).toBeGreaterThan(titles(parts).indexOf('Pending Yamaha water pump kit'));
    expect(titles(parts).some((t) => /^(Sold|Removed|Deleted|Rejected)/.test(t))).toBe(false);
  });

  it('matches stemmed words and several words (websearch syntax)', async () => {
    expect(titles((await list('/api/boat-parts?q=pumps')).parts)).toEqual(
      expect.arrayContaining(['Jabsco bilge pump 12V', 'Rule 2000 GPH bilge pump', 'Whale freshwater pump']),
    );
    const both = titles((await list('/api/boat-parts?q=bilge%20pump')).parts);
    expect(both.slice(0, 2).sort()).toEqual(['Jabsco bilge pump 12V', 'Rule 2000 GPH bilge pump']);
    expect(titles((await list('/api/boat-parts?q=pump%20-bilge')).parts)).not.toContain('Jabsco bilge pump 12V');
  });

  it("is typo-tolerant on title and brand: 'yamha' finds Yamaha, 'chartploter' finds the chartplotter", async () => {
    expect(titles((await list('/api/boat-parts?q=yamha')).parts).slice(0, 2)).toContain('Yamaha F150 outboard engine');
    expect(titles((await list('/api/boat-parts?q=chartploter')).parts)).toContain('Garmin chartplotter 7 inch');
    expect(titles((await list('/api/boat-parts?q=jabsko')).parts)).toContain('Jabsco bilge pump 12V');
    expect((await list('/api/boat-parts?q=zzqxw')).parts).toEqual([]);
  });

  it('a typo search pages as a typo search, and a search full text can answer gets no look-alikes', async () => {
    const first = await list('/api/boat-parts?q=yamha&limit=1');
    expect(first.next).not.toBeNull();
    const second = await list(first.next!);
    const both = [...titles(first.parts), ...titles(second.parts)];
    expect(both.sort()).toEqual(['Pending Yamaha water pump kit', 'Yamaha F150 outboard engine']);
    // 'whale' is a word in the catalogue: no trigram look-alikes ('Whale' only, not 'Whole…').
    expect(titles((await list('/api/boat-parts?q=whale')).parts)).toEqual(['Whale freshwater pump']);
  });

  it('filters by repeated categories', async () => {
    const { parts } = await list(
      `/api/boat-parts?category=${encodeURIComponent('Plumbing & Pumps')}&category=${encodeURIComponent('Deck Equipment')}`,
    );
    expect(new Set(parts.map((p) => p.category))).toEqual(new Set(['Plumbing & Pumps', 'Deck Equipment']));
    expect(parts).toHaveLength(4);
  });

  it('condition=Good means the used conditions; exact conditions repeat', async () => {
    const good = await list('/api/boat-parts?condition=Good');
    expect(new Set(good.parts.map((p) => p.condition))).toEqual(
      new Set(['Used - Good', 'Used - Excellent', 'Used - Fair', 'Used - Like New']),
    );
    const exact = await list(`/api/boat-parts?condition=New&condition=${encodeURIComponent('For Parts / Not Working')}`);
    expect(new Set(exact.parts.map((p) => p.condition))).toEqual(new Set(['New', 'For Parts / Not Working']));
  });

  it('filters by price range, brand (any case), location (part of it) and featured', async () => {
    const priced = await list('/api/boat-parts?minPrice=100&maxPrice=320');
    expect(priced.parts.map((p) => Number(p.price)).every((price) => price >= 100 && price <= 320)).toBe(true);
    expect(titles(priced.parts).sort()).toEqual(['Garmin chartplotter 7 inch', 'Stainless propeller 13 x 19', 'Whale freshwater pump']);
    expect(titles((await list('/api/boat-parts?brand=jabsco')).parts)).toEqual(['Jabsco bilge pump 12V']);
    expect(titles((await list('/api/boat-parts?location=miami')).parts).sort()).toEqual([
      'Rule 2000 GPH bilge pump',
      'Yamaha F150 outboard engine',
    ]);
    expect(titles((await list('/api/boat-parts?location=100%25')).parts)).toEqual([]);
    expect(titles((await list('/api/boat-parts?featured=true')).parts)).toEqual(['Lewmar anchor windlass', 'Jabsco bilge pump 12V']);
  });

  it('combines search, filters and sorts by price both ways', async () => {
    const asc = await list(`/api/boat-parts?q=pump&category=${encodeURIComponent('Plumbing & Pumps')}&sort=price-asc`);
    expect(asc.parts.map((p) => p.price)).toEqual(['60.00', '89.00', '140.00']);
    const desc = await list('/api/boat-parts?sort=price-desc&limit=2');
    expect(desc.parts.map((p) => p.price)).toEqual(['8500.00', '1900.00']);
  });

  it.each([
    ['limit=0', 'limit'],
    ['limit=101', 'limit'],
    ['minPrice=abc', 'minPrice'],
    ['maxPrice=-5', 'maxPrice'],
    ['minPrice=10&maxPrice=5', 'minPrice'],
    ['category=Rockets', 'category'],
    ['condition=Mint', 'condition'],
    ['sort=random', 'sort'],
    ['featured=maybe', 'featured'],
    ['cursor=not-a-cursor', 'cursor'],
    ['q=a&q=b', 'q'],
  ])('%s → 400 naming %s', async (qs, parameter) => {
    const res = await client().get(`/api/boat-parts?${qs}`);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'INVALID_QUERY', parameter });
    expect(res.body.message).toContain(`'${parameter}'`);
  });

  it('treats search text as data, never as SQL or operators', async () => {
    for (const q of ["'; drop table boat_parts; --", 'pump & | !', '%_\\', '<script>']) {
      const res = await client().get(`/api/boat-parts?q=${encodeURIComponent(q)}`);
      expect(res.status).toBe(200);
    }
    expect((await query(db.url, 'select count(*)::int as n from boat_parts'))[0].n).toBeGreaterThan(0);
  });
});

describe('GET /api/boat-parts — keyset paging', () => {
  it('defaults to 24 per page and puts the next page in a Link header with the request path and query', async () => {
    await insertParts(
      Array.from({ length: 30 }, (_, i) => ({
        title: `Paging filler item ${i}`,
        category: 'Hardware',
        price: 10 + i,
        ageMinutes: 100 + i,
      })),
    );
    const first = await list('/api/boat-parts');
    expect(first.parts).toHaveLength(24);
    expect(first.next).toMatch(/^\/api\/boat-parts\?cursor=[A-Za-z0-9_-]+$/);
    const filtered = await list('/api/boat-parts?category=Hardware&limit=10&sort=price-asc');
    expect(filtered.next).toMatch(/^\/api\/boat-parts\?category=Hardware&limit=10&sort=price-asc&cursor=/);
    const last = await list('/api/boat-parts?category=Hardware&limit=30');
    expect(last.parts).toHaveLength(30);
    expect(last.next).toBeNull();
  });

  it.each(['newest', 'price-asc', 'price-desc'])(
    'sort=%s: no duplicates or gaps while listings are added between page fetches',
    async (sort) => {
      const category = 'Interior';
      const original = await insertParts(
        // Equal prices and equal timestamps make the id tie-breaker matter.
        Array.from({ length: 23 }, (_, i) => ({ title: `Cushion ${sort} ${i}`, category, price: 20 + (i % 5), ageMinutes: 200 + (i % 4) })),
      );
      const seen: number[] = [];
      let next: string | null = `/api/boat-parts?category=${category}&sort=${sort}&limit=5`;
      let pages = 0;
      while (next) {
        const page = await list(next);
        expect(page.status).toBe(200);
        seen.push(...page.parts.map((p) => p.id));
        // New listings arrive between fetches: cheaper, dearer and newer than anything on the pages so far.
        await insertParts([
          { title: `Late cushion ${sort} ${pages} a`, category, price: 1 },
          { title: `Late cushion ${sort} ${pages} b`, category, price: 999 },
        ]);
        next = page.next;
        pages += 1;
        expect(pages).toBeLessThan(30);
      }
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen).toEqual(expect.arrayContaining(original));
      await query(db.url, `update boat_parts set deleted_at = now() where category = $1`, [category]);
    },
  );

  it('sort=relevance pages through every match once', async () => {
    await insertParts(
      Array.from({ length: 12 }, (_, i) => ({
        title: `Mooring line ${i}`,
        description: i % 2 ? 'Braided mooring line.' : 'Rope.',
        ageMinutes: 300,
      })),
    );
    const seen: number[] = [];
    let next: string | null = '/api/boat-parts?q=mooring&limit=5';
    while (next) {
      const page = await list(next);
      seen.push(...page.parts.map((p) => p.id));
      next = page.next;
    }
    expect(seen).toHaveLength(12);
    expect(new Set(seen).size).toBe(12);
  });

  it('a cursor of another sort is refused', async () => {
    const { next } = await list('/api/boat-parts?limit=1');
    const cursor = new URL(next!, 'http://x').searchParams.get('cursor');
    const res = await client().get(`/api/boat-parts?limit=1&sort=price-asc&cursor=${cursor}`);
    expect(res.status).toBe(400);
    expect(res.body.parameter).toBe('cursor');
  });
});
