import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_ERROR_CODES, SAVED_SEARCH_LIMITS, SAVED_SEARCH_MESSAGES as M, type SavedSearch } from '@dockside/shared/alerts';
import { USED_CONDITIONS } from '@dockside/shared/listings';
import { savedSearchFactory } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';
import { registeredClient } from '../utils/registered-client';
import { expectSignInRequired } from '../utils/expect-signed-out';

const { api, db } = useTestApi();
const client = () => new TestClient(api.url);

const signedIn = () => registeredClient(api.url);

async function save(c: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await c.post<SavedSearch>('/api/saved-searches', savedSearchFactory(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

/** The stored row, every column. */
const rowOf = async (id: number) => (await query(db.url, 'SELECT * FROM saved_searches WHERE id = $1', [id]))[0];
const countOf = async (userId: number) =>
  Number((await query<{ n: string }>(db.url, 'SELECT count(*) AS n FROM saved_searches WHERE user_id = $1', [userId]))[0].n);

/** Fills the user's saved searches up to `count` straight in the database (the API's own path is tested once below). */
async function fillTo(userId: number, count: number) {
  await query(
    db.url,
    `INSERT INTO saved_searches (user_id, name, query, frequency, q)
     SELECT $1, 'filler ' || n, 'q=filler' || n, 'daily', 'filler' || n FROM generate_series(1, $2) n`,
    [userId, count - (await countOf(userId))],
  );
}

describe('GET and POST /api/saved-searches, PATCH and DELETE /api/saved-searches/{id} — require sign-in, owner only', () => {
  it('answer 401 when signed out', async () => {
    const c = client();
    for (const res of [
      await c.get('/api/saved-searches'),
      await c.post('/api/saved-searches', savedSearchFactory()),
      await c.patch('/api/saved-searches/1', { paused: true }),
      await c.request('DELETE', '/api/saved-searches/1'),
    ]) {
      expectSignInRequired(res);
    }
    expect(await query(db.url, 'SELECT id FROM saved_searches')).toEqual([]);
  });

  it('saves a search (201) with the query normalised and its filters in their own columns', async () => {
    const { client: c, user } = await signedIn();
    const res = await c.post<SavedSearch>('/api/saved-searches', {
      name: '  F115 impeller  ',
      query: 'sort=price-asc&maxPrice=80.50&category=engines%20%26%20motors&q=%20F115%20impeller&condition=good&limit=12&brand=Yamaha',
    });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'F115 impeller',
      query: 'q=F115+impeller&category=Engines+%26+Motors&condition=Good&maxPrice=80.5&brand=Yamaha',
      frequency: 'instant',
      paused: false,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/Z$/),
    });
    expect(await rowOf(res.body.id)).toMatchObject({
      user_id: user.id,
      name: 'F115 impeller',
      frequency: 'instant',
      paused: false,
      q: 'F115 impeller',
      categories: ['Engines & Motors'],
      conditions: [...USED_CONDITIONS],
      min_price: null,
      max_price: '80.5',
      brand: 'Yamaha',
      location: null,
    });
    // The saved text is a query the catalogue itself accepts.
    expect((await client().get(`/api/boat-parts?${res.body.query}`)).status).toBe(200);
  });

  it('lists the user’s saved searches newest first, never another user’s', async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    expect((await alice.client.get('/api/saved-searches')).body).toEqual([]);
    const first = await save(alice.client, { name: 'Winch handles', query: 'q=winch+handle', frequency: 'daily' });
    const second = await save(alice.client, { name: 'Cheap anchors', query: 'q=anchor&maxPrice=100', frequency: 'off' });
    const bobs = await save(bob.client);
    const res = await alice.client.get<SavedSearch[]>('/api/saved-searches');
    expect(res.status).toBe(200);
    expect(res.body).toEqual([second, first]);
    expect((await bob.client.get<SavedSearch[]>(`/api/saved-searches?userId=${alice.user.id}`)).body).toEqual([bobs]);
  });

  it('renames, pauses, resumes and changes the frequency; the rest stays as it was', async () => {
    const { client: c } = await signedIn();
    const saved = await save(c, { frequency: 'daily' });
    const renamed = await c.patch<SavedSearch>(`/api/saved-searches/${saved.id}`, { name: '  Impellers for the F115 ' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ ...saved, name: 'Impellers for the F115', updatedAt: expect.any(String) });
    expect(renamed.body.updatedAt >= saved.updatedAt).toBe(true);

    const paused = await c.patch<SavedSearch>(`/api/saved-searches/${saved.id}`, { paused: true });
    expect(paused.body).toMatchObject({ paused: true, frequency: 'daily', name: 'Impellers for the F115' });
    const changed = await c.patch<SavedSearch>(`/api/saved-searches/${saved.id}`, { frequency: 'instant', paused: false });
    expect(changed.body).toMatchObject({ paused: false, frequency: 'instant', query: saved.query, createdAt: saved.createdAt });
    // An empty change answers the saved search as it is.
    expect((await c.patch<SavedSearch>(`/api/saved-searches/${saved.id}`, {})).body).toEqual(changed.body);
    expect((await c.get<SavedSearch[]>('/api/saved-searches')).body).toEqual([changed.body]);
  });

  it('refuses a bad name, frequency or paused value with the contract’s texts, changing nothing', async () => {
    const { client: c } = await signedIn();
    const saved = await save(c);
    const before = await rowOf(saved.id);
    for (const [body, message] of [
      [{ name: '   ' }, M.nameRequired],
      [{ name: 'n'.repeat(SAVED_SEARCH_LIMITS.nameMax + 1) }, M.nameMax],
      [{ frequency: 'weekly' }, M.frequency],
      [{ paused: 'yes' }, M.paused],
    ] as const) {
      const res = await c.patch(`/api/saved-searches/${saved.id}`, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
    expect(await rowOf(saved.id)).toEqual(before);
    for (const [body, message] of [
      [savedSearchFactory({ name: '' }), M.nameRequired],
      [savedSearchFactory({ frequency: 'hourly' }), M.frequency],
      [savedSearchFactory({ query: `q=${'x'.repeat(SAVED_SEARCH_LIMITS.queryMax)}` }), M.queryMax],
      [savedSearchFactory({ query: 42 }), M.queryInvalid],
    ] as const) {
      const res = await c.post('/api/saved-searches', body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    }
  });

  it('deletes (204); after that the id is unknown', async () => {
    const { client: c, user } = await signedIn();
    const kept = await save(c);
    const gone = await save(c);
    const res = await c.request('DELETE', `/api/saved-searches/${gone.id}`);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
    expect((await c.get<SavedSearch[]>('/api/saved-searches')).body).toEqual([kept]);
    expect(await countOf(user.id)).toBe(1);
    for (const again of [
      await c.request('DELETE', `/api/saved-searches/${gone.id}`),
      await c.patch(`/api/saved-searches/${gone.id}`, {}),
    ]) {
      expect(again.status).toBe(404);
      expect(again.body).toEqual({ message: M.notFound, code: SAVED_SEARCH_ERROR_CODES.notFound });
    }
  });
});

describe('POST /api/saved-searches — the query is the catalogue’s', () => {
  it('a query the catalogue refuses → the catalogue’s 400 naming the parameter; nothing stored', async () => {
    const { client: c, user } = await signedIn();
    for (const [text, parameter] of [
      ['q=pump&category=Spaceships', 'category'],
      ['condition=Broken', 'condition'],
      ['minPrice=500&maxPrice=20', 'minPrice'],
      ['maxPrice=cheap', 'maxPrice'],
      ['q=a&q=b', 'q'],
      [`location=${'x'.repeat(151)}`, 'location'],
      ['brand=%00', 'brand'],
    ]) {
      const res = await c.post('/api/saved-searches', savedSearchFactory({ query: text }));
      expect(res.status, text).toBe(400);
      expect(res.body, text).toMatchObject({ code: 'INVALID_QUERY', parameter, message: expect.stringContaining(`'${parameter}'`) });
      // The catalogue answers the same query the same way.
      expect((await client().get(`/api/boat-parts?${text}`)).body, text).toMatchObject({ code: 'INVALID_QUERY', parameter });
    }
    expect(await countOf(user.id)).toBe(0);
  });

  it('a query with no search and no filter → 400, even with a sort or a page', async () => {
    const { client: c, user } = await signedIn();
    for (const text of ['', '   ', 'sort=newest&limit=24', 'q=%20&category=&featured=true', 'page=2&after=abc&cursor=zzz', 'unknown=1']) {
      const res = await c.post('/api/saved-searches', savedSearchFactory({ query: text }));
      expect(res.status, text).toBe(400);
      expect(res.body, text).toEqual({ message: M.queryEmpty, code: SAVED_SEARCH_ERROR_CODES.queryEmpty });
    }
    expect(await countOf(user.id)).toBe(0);
  });

  it('two spellings of one search are saved as the same text', async () => {
    const { client: c } = await signedIn();
    const a = await save(c, { query: '?category=Electrical&q=bilge%20pump&category=electrical&minPrice=05.00' });
    const b = await save(c, { query: 'minPrice=5&q=bilge+pump&category=ELECTRICAL&sort=price-desc' });
    expect(a.query).toBe('q=bilge+pump&category=Electrical&minPrice=5');
    expect(b.query).toBe(a.query);
  });
});

describe('POST /api/saved-searches — at most SAVED_SEARCH_LIMITS.perUser per user', () => {
  it('the 51st → 409 with nothing stored; after a delete one more fits', async () => {
    const { client: c, user } = await signedIn();
    await fillTo(user.id, SAVED_SEARCH_LIMITS.perUser - 1);
    const fiftieth = await save(c);
    const res = await c.post('/api/saved-searches', savedSearchFactory());
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ message: M.tooMany, code: SAVED_SEARCH_ERROR_CODES.tooMany });
    expect(await countOf(user.id)).toBe(SAVED_SEARCH_LIMITS.perUser);
    // Another user is not affected by this one's limit.
    await save((await signedIn()).client);
    expect((await c.request('DELETE', `/api/saved-searches/${fiftieth.id}`)).status).toBe(204);
    await save(c);
  });

  it('concurrent saves cannot pass the limit', async () => {
    const { client: c, user } = await signedIn();
    await fillTo(user.id, SAVED_SEARCH_LIMITS.perUser - 3);
    const results = await Promise.all(Array.from({ length: 8 }, () => c.post('/api/saved-searches', savedSearchFactory())));
    expect(results.map((r) => r.status).sort()).toEqual([201, 201, 201, 409, 409, 409, 409, 409]);
    expect(await countOf(user.id)).toBe(SAVED_SEARCH_LIMITS.perUser);
  });
});

describe('PATCH and DELETE /api/saved-searches/{id} — another user’s or an impossible id is not found', () => {
  it('another user’s id → 404, and the saved search is unchanged', async () => {
    const owner = await signedIn();
    const stranger = await signedIn();
    const saved = await save(owner.client);
    const before = await rowOf(saved.id);
    for (const res of [
      await stranger.client.patch(`/api/saved-searches/${saved.id}`, { name: 'Mine now', paused: true, frequency: 'off' }),
      await stranger.client.request('DELETE', `/api/saved-searches/${saved.id}`),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ message: M.notFound, code: SAVED_SEARCH_ERROR_CODES.notFound });
    }
    expect(await rowOf(saved.id)).toEqual(before);
    expect((await stranger.client.get('/api/saved-searches')).body).toEqual([]);
  });

  it('an unknown, non-numeric or huge id → 404, never a 500', async () => {
    const { client: c } = await signedIn();
    for (const id of ['999999', '0', '-1', 'abc', '1.5', '2147483648', '99999999999999999999', '%20', 'null']) {
      for (const res of [
        await c.patch(`/api/saved-searches/${id}`, { paused: true }),
        await c.request('DELETE', `/api/saved-searches/${id}`),
      ]) {
        expect(res.status, id).toBe(404);
        expect(res.body, id).toMatchObject({ code: SAVED_SEARCH_ERROR_CODES.notFound });
      }
    }
  });
});

describe('offline outbox: Idempotency-Key', () => {
  it('a POST retried with the same key creates one saved search and answers the same', async () => {
    const { client: c, user } = await signedIn();
    const key = randomUUID();
    const body = savedSearchFactory();
    const first = await c.post<SavedSearch>('/api/saved-searches', body, { 'idempotency-key': key });
    const retry = await c.post<SavedSearch>('/api/saved-searches', body, { 'idempotency-key': key });
    expect(first.status, first.text).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(retry.body).toEqual(first.body);
    expect(await countOf(user.id)).toBe(1);
  });

  it('PATCH and DELETE retried with their keys replay their first answer', async () => {
    const { client: c, user } = await signedIn();
    const saved = await save(c);
    const patchKey = randomUUID();
    const patch = () =>
      c.request<SavedSearch>('PATCH', `/api/saved-searches/${saved.id}`, { paused: true }, { 'idempotency-key': patchKey });
    const firstPatch = await patch();
    expect(firstPatch.status).toBe(200);
    expect((await patch()).body).toEqual(firstPatch.body);

    const deleteKey = randomUUID();
    const remove = () => c.request('DELETE', `/api/saved-searches/${saved.id}`, undefined, { 'idempotency-key': deleteKey });
    expect((await remove()).status).toBe(204);
    const again = await remove();
    expect(again.status).toBe(204);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await countOf(user.id)).toBe(0);
  });
});

describe('a deleted user', () => {
  it('takes their saved searches along (ON DELETE CASCADE)', async () => {
    // The app has no account deletion yet; the database rule is what a future one relies on.
    const { client: c, user } = await signedIn();
    await save(c);
    await save(c);
    await query(db.url, 'DELETE FROM sessions WHERE user_id = $1', [user.id]);
    await query(db.url, 'DELETE FROM users WHERE id = $1', [user.id]);
    expect(await countOf(user.id)).toBe(0);
  });
});

describe('saved searches with the catalogue’s fitment parameters', () => {
  it('saves an engine described in the query, normalised, with its keys for matching', async () => {
    const { client: c } = await signedIn();
    const saved = await save(c, {
      query: 'hp=250&engineModel=verado%20%20250&engineMake=merc&serial=OG600000&year=2015&q=water+pump&sort=price-asc',
    });
    expect(saved.query).toBe('q=water+pump&engineMake=Mercury&engineModel=verado+250&hp=250&year=2015&serial=OG600000');
    expect(await rowOf(saved.id)).toMatchObject({
      q: 'water pump',
      engine_filter: { make: 'mercury', model: ['VERADO', '250'], hp: 250, year: 2015, serial: '0G000000600000' },
      fits_boat_id: null,
      fits_engines: null,
    });
    expect((await client().get(`/api/boat-parts?${saved.query}`)).status).toBe(200);
  });

  it('saves fits=<boatId> for the user’s own boat only (404 otherwise), with the boat’s engines', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const [{ id: boatId }] = await query<{ id: number }>(
      db.url,
      `INSERT INTO boats (user_id, name, engines) VALUES ($1, 'Tern', '[{"make": "Yamaha", "model": "F115XA", "hp": 115, "year": 2019, "serial": null}]') RETURNING id`,
      [owner.user.id],
    );
    const saved = await save(owner.client, { query: `fits=${boatId}&q=impeller` });
    expect(saved.query).toBe(`q=impeller&fits=${boatId}`);
    expect(await rowOf(saved.id)).toMatchObject({
      fits_boat_id: boatId,
      fits_engines: [{ make: 'yamaha', model: ['F115XA'], hp: 115, year: 2019, serial: null }],
      engine_filter: null,
    });
    const res = await other.client.post<{ code: string }>('/api/saved-searches', savedSearchFactory({ query: `fits=${boatId}` }));
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('BOAT_NOT_FOUND');
    expect(await countOf(other.user.id)).toBe(0);
  });

  it('refuses a bad engine parameter, naming it, and stores nothing', async () => {
    const { client: c, user } = await signedIn();
    for (const [text, parameter] of [
      ['hp=115', 'engineMake'],
      ['engineMake=Mercury&hp=3000', 'hp'],
      ['engineMake=Mercury&year=1900', 'year'],
      ['engineMake=Mercury&serial=12', 'serial'],
      ['fits=boat', 'fits'],
    ]) {
      const res = await c.post<{ code: string; parameter: string }>('/api/saved-searches', savedSearchFactory({ query: text }));
      expect(res.status, text).toBe(400);
      expect(res.body, text).toMatchObject({ code: 'INVALID_QUERY', parameter });
    }
    expect(await countOf(user.id)).toBe(0);
  });
});
