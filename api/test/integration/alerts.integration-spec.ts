import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Alert, SavedSearch } from '@dockside/shared/alerts';
import { type ApiProcess, startApi } from '../utils/api-process';
import { registrationFactory, savedSearchFactory } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { createTestDatabase, query } from '../utils/test-database';

let api: ApiProcess;
let db: Awaited<ReturnType<typeof createTestDatabase>>;
const client = () => new TestClient(api.url);
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => query<T>(db.url, text, params);

async function person() {
  const c = client();
  const res = await c.post<{ id: number }>('/api/register', registrationFactory());
  expect(res.status).toBe(201);
  return { client: c, userId: res.body.id };
}

async function save(c: TestClient, queryText: string, overrides: Record<string, unknown> = {}): Promise<SavedSearch> {
  const res = await c.post<SavedSearch>('/api/saved-searches', savedSearchFactory({ query: queryText, ...overrides }));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** A listing written straight to the table (the matching job reads the table, whoever wrote it). */
async function listing(userId: number | null, overrides: Record<string, unknown> = {}): Promise<number> {
  const row = {
    title: `Raw water pump ${randomBytes(2).toString('hex')}`,
    description: 'Rebuilt last season, new seals, works well.',
    category: 'Plumbing & Pumps',
    condition: 'Used - Good',
    price: 120,
    brand: 'Jabsco',
    location: 'Hamble, UK',
    status: 'active',
    moderation_status: 'pending',
    seller_suspended: false,
    ...overrides,
  };
  const [created] = await sql<{ id: number }>(
    `INSERT INTO boat_parts (title, description, category, condition, price, brand, location, status, moderation_status, seller_suspended,
                             user_id, contact_email, image_urls)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'seller@example.com', '["/uploads/a-640.webp", "/uploads/b-640.webp"]'::jsonb)
     RETURNING id`,
    [
      row.title,
      row.description,
      row.category,
      row.condition,
      row.price,
      row.brand,
      row.location,
      row.status,
      row.moderation_status,
      row.seller_suspended,
      userId,
    ],
  );
  return created.id;
}

/** Wakes the job and waits until it has taken every queued listing. */
async function match() {
  await sql(`SELECT pg_notify('dockside_jobs', 'saved-search-matching')`);
  await expect
    .poll(async () => Number((await sql<{ n: string }>('SELECT count(*) AS n FROM listing_publications'))[0].n), { timeout: 15_000 })
    .toBe(0);
}

/** The part ids the user was alerted to (each with the search that matched). */
async function alertsOf(userId: number) {
  return sql<{ part_id: number; saved_search_id: number | null }>(
    'SELECT part_id, saved_search_id FROM alerts WHERE user_id = $1 ORDER BY part_id',
    [userId],
  );
}
const alertedParts = async (userId: number) => (await alertsOf(userId)).map((a) => a.part_id);

let seller: Awaited<ReturnType<typeof person>>;

beforeAll(async () => {
  db = await createTestDatabase(inject('adminDatabaseUrl'));
  api = await startApi({ databaseUrl: db.url, env: { SEED_DEMO_DATA: 'false', TRUST_PROXY: 'true' } });
  seller = await person();
  // Dictionary words for the typo tests (search_words is filled from listing titles).
  await listing(seller.userId, { title: 'Yamaha F115 impeller kit' });
});
afterAll(async () => {
  await api?.stop();
  await db?.drop();
});

describe('saved-search matching (job saved-search-matching)', () => {
  it('stores the tsquery and anchor of a saved search when it is saved', async () => {
    const buyer = await person();
    const s = await save(buyer.client, 'q=impelller&category=Engines+%26+Motors');
    const [row] = await sql<{ tsq: string; anchor: string[] }>('SELECT tsq::text AS tsq, anchor FROM saved_searches WHERE id = $1', [s.id]);
    expect(row.tsq).toContain("'impel'");
    expect(row.anchor).toContain('impel');
    const filterOnly = await save(buyer.client, 'category=Electrical&maxPrice=50');
    const [f] = await sql<{ tsq: string | null; anchor: string[] }>('SELECT tsq::text AS tsq, anchor FROM saved_searches WHERE id = $1', [
      filterOnly.id,
    ]);
    expect(f).toEqual({ tsq: null, anchor: ['category Electrical'] });
  });

  it('matches a word (as full text: stems, title or description) and a misspelt word as the catalogue corrects it', async () => {
    const buyer = await person();
    const word = await save(buyer.client, 'q=bilge+pumps');
    const typo = await save(buyer.client, 'q=impelller');
    const bilge = await listing(seller.userId, { title: 'Whale bilge pump 12V' });
    const inDescription = await listing(seller.userId, { title: 'Spares box', description: 'Includes a bilge pump and hoses.' });
    const impeller = await listing(seller.userId, { title: 'Johnson impeller 09-1027B' });
    const other = await listing(seller.userId, { title: 'Teak cockpit table' });
    await match();
    expect(await alertsOf(buyer.userId)).toEqual([
      { part_id: bilge, saved_search_id: word.id },
      { part_id: inDescription, saved_search_id: word.id },
      { part_id: impeller, saved_search_id: typo.id },
    ]);
    expect(await alertedParts(buyer.userId)).not.toContain(other);
  });

  it('matches queries with operators as the catalogue does: phrase, or, -word (alone: found by its filters)', async () => {
    const buyer = await person();
    await save(buyer.client, 'q=%22deck+wash%22');
    await save(buyer.client, 'q=davit+or+gangway');
    await save(buyer.client, 'q=-inverter&category=Electrical');
    const yes = [
      await listing(seller.userId, { title: 'Deck wash pump kit' }),
      await listing(seller.userId, { title: 'Folding gangway 2m' }),
      await listing(seller.userId, { title: 'Battery charger 30A', category: 'Electrical' }),
    ];
    const no = [
      await listing(seller.userId, { title: 'Wash deck brush' }),
      await listing(seller.userId, { title: 'Inverter 2000W', category: 'Electrical' }),
    ];
    await match();
    expect(await alertedParts(buyer.userId)).toEqual(yes);
    for (const id of no) expect(await alertedParts(buyer.userId)).not.toContain(id);
  });

  it('applies each filter: category, condition, price range, brand, location', async () => {
    const buyer = await person();
    await save(buyer.client, 'q=winch&category=Deck+Equipment');
    await save(buyer.client, 'q=anchor&condition=New');
    await save(buyer.client, 'q=cleat&minPrice=10&maxPrice=20');
    await save(buyer.client, 'q=block&brand=harken');
    await save(buyer.client, 'q=fender&location=cowes');
    await save(buyer.client, 'category=Sails+%26+Rigging&maxPrice=100');
    const yes = [
      await listing(seller.userId, { title: 'Lewmar winch 40', category: 'Deck Equipment' }),
      await listing(seller.userId, { title: 'Delta anchor 10kg', condition: 'New' }),
      await listing(seller.userId, { title: 'Cleat pair', price: 15 }),
      await listing(seller.userId, { title: 'Snatch block', brand: 'Harken' }),
      await listing(seller.userId, { title: 'Fender set', location: 'East Cowes, Isle of Wight' }),
      await listing(seller.userId, { title: 'Jib sheet 12mm', category: 'Sails & Rigging', price: 60 }),
    ];
    const no = [
      await listing(seller.userId, { title: 'Lewmar winch 30', category: 'Hardware' }),
      await listing(seller.userId, { title: 'Bruce anchor', condition: 'Used - Fair' }),
      await listing(seller.userId, { title: 'Cleat single', price: 25 }),
      await listing(seller.userId, { title: 'Cheek block', brand: 'Ronstan' }),
      await listing(seller.userId, { title: 'Fender pair', location: 'Hamble, UK' }),
      await listing(seller.userId, { title: 'Genoa sheet', category: 'Sails & Rigging', price: 140 }),
    ];
    await match();
    expect(await alertedParts(buyer.userId)).toEqual(yes);
    for (const id of no) expect(await alertedParts(buyer.userId)).not.toContain(id);
  });

  it('never alerts for the user’s own listing, a listing that is not public, a paused search or one set to off', async () => {
    const buyer = await person();
    await save(buyer.client, 'q=outboard');
    const paused = await person();
    const pausedSearch = await save(paused.client, 'q=outboard');
    expect((await paused.client.patch(`/api/saved-searches/${pausedSearch.id}`, { paused: true })).status).toBe(200);
    const off = await person();
    await save(off.client, 'q=outboard', { frequency: 'off' });

    const own = await listing(buyer.userId, { title: 'Outboard bracket' });
    const hidden = [
      await listing(seller.userId, { title: 'Outboard in review', moderation_status: 'review' }),
      await listing(seller.userId, { title: 'Outboard hidden', moderation_status: 'hidden' }),
      await listing(seller.userId, { title: 'Outboard removed', moderation_status: 'removed' }),
      await listing(seller.userId, { title: 'Outboard rejected', moderation_status: 'rejected' }),
      await listing(seller.userId, { title: 'Outboard suspended seller', seller_suspended: true }),
    ];
    const publicOne = await listing(seller.userId, { title: 'Outboard motor 6hp' });
    await match();
    expect(await alertedParts(buyer.userId)).toEqual([publicOne]);
    expect(await alertedParts(paused.userId)).toEqual([]);
    expect(await alertedParts(off.userId)).toEqual([]);
    // Nobody at all is alerted to a listing that is not public; the seller is not alerted to their own.
    expect(await sql('SELECT part_id FROM alerts WHERE part_id = ANY ($1::int[])', [hidden])).toEqual([]);
    expect(await sql('SELECT part_id FROM alerts WHERE part_id = $1 AND user_id = $2', [own, buyer.userId])).toEqual([]);
  });

  it('records one alert per user and listing when several searches match', async () => {
    const buyer = await person();
    const first = await save(buyer.client, 'q=chartplotter');
    await save(buyer.client, 'q=chartplotter&category=Electronics+%26+Navigation');
    const part = await listing(seller.userId, { title: 'Garmin chartplotter 7"', category: 'Electronics & Navigation' });
    await match();
    expect(await alertsOf(buyer.userId)).toEqual([{ part_id: part, saved_search_id: first.id }]);
  });

  it('alerts when a listing held for review is approved, and not for a search saved after it became public', async () => {
    const buyer = await person();
    await save(buyer.client, 'q=windlass');
    const held = await listing(seller.userId, { title: 'Anchor windlass 1000W', moderation_status: 'review' });
    const alreadyPublic = await listing(seller.userId, { title: 'Windlass remote' });
    await match();
    expect(await alertedParts(buyer.userId)).toEqual([alreadyPublic]);

    const late = await person();
    await save(late.client, 'q=windlass');
    await sql(`UPDATE boat_parts SET moderation_status = 'approved' WHERE id = $1`, [held]);
    await match();
    expect(await alertedParts(buyer.userId)).toEqual([held, alreadyPublic].sort((a, b) => a - b));
    // The late search was saved before the approval: it is told about the held listing, not the other.
    expect(await alertedParts(late.userId)).toEqual([held]);
  });

  it('alerts when a listing past its sold window is relisted, once per user', async () => {
    const early = await person();
    await save(early.client, 'q=gimbal');
    const part = await listing(seller.userId, { title: 'Stove gimbal brackets' });
    await match();
    expect(await alertedParts(early.userId)).toEqual([part]);
    await sql(`UPDATE boat_parts SET status = 'sold', sold_at = now() - interval '8 days', sold_expired = true WHERE id = $1`, [part]);
    const late = await person();
    await save(late.client, 'q=gimbal');
    await sql(`UPDATE boat_parts SET status = 'active', sold_at = NULL, sold_expired = false WHERE id = $1`, [part]);
    await match();
    expect(await alertedParts(late.userId)).toEqual([part]);
    expect(await alertsOf(early.userId)).toHaveLength(1);
  });
});

describe('GET /api/alerts — requires sign-in, own alerts only', () => {
  it('answers 401 when signed out', async () => {
    const res = await client().get('/api/alerts');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'You need to be logged in', code: 'UNAUTHENTICATED' });
  });

  it('lists the user’s alerts newest first with the listing and the search; pages with before; hides removed listings', async () => {
    const buyer = await person();
    const stranger = await person();
    const s = await save(buyer.client, 'q=tiller', { name: 'Tiller hunt' });
    const a = await listing(seller.userId, { title: 'Tiller extension', price: 35.5 });
    const b = await listing(seller.userId, { title: 'Tiller pilot ST1000' });
    const removed = await listing(seller.userId, { title: 'Tiller wooden' });
    await match();
    await sql(`UPDATE boat_parts SET moderation_status = 'removed' WHERE id = $1`, [removed]);

    const res = await buyer.client.get<Alert[]>('/api/alerts');
    expect(res.status, res.text).toBe(200);
    expect(res.body.map((x) => x.part.id)).toEqual([b, a]);
    expect(res.body[1]).toEqual({
      id: expect.any(Number),
      kind: 'search',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      channels: [],
      savedSearch: { id: s.id, name: 'Tiller hunt' },
      part: { id: a, title: 'Tiller extension', price: '35.50', imageUrl: '/uploads/a-640.webp', status: 'active' },
    });
    const page = await buyer.client.get<Alert[]>(`/api/alerts?limit=1&before=${res.body[0].id}`);
    expect(page.body.map((x) => x.part.id)).toEqual([a]);
    expect((await stranger.client.get<Alert[]>('/api/alerts')).body).toEqual([]);

    expect((await buyer.client.request('DELETE', `/api/saved-searches/${s.id}`)).status).toBe(204);
    expect((await buyer.client.get<Alert[]>('/api/alerts')).body[0].savedSearch).toBeNull();
  });

  it('refuses a bad limit or before (400)', async () => {
    const buyer = await person();
    for (const q of ['limit=0', 'limit=101', 'limit=x', 'before=-1', 'before=abc']) {
      expect((await buyer.client.get(`/api/alerts?${q}`)).status, q).toBe(400);
    }
  });
});
