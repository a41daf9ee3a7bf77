import { randomUUID } from 'node:crypto';
import { Client } from 'pg';
import { describe, expect, it } from 'vitest';
import { type Boat, ENGINE_MAKES, FITMENT_LIMITS, FITMENT_MESSAGES as M } from '@dockside/shared/fitment';
import { boatFactory, engineFactory } from '../utils/boat-factories';
import { expectSignInRequired } from '../utils/expect-signed-out';
import type { Reply, TestClient } from '../utils/http-client';
import { TestClient as Http } from '../utils/http-client';
import { registeredClient } from '../utils/registered-client';
import { useTestApi } from '../utils/test-api';
import { query } from '../utils/test-database';

const { api, db } = useTestApi();
const signedIn = () => registeredClient(api.url);
type Item = { id: number; deleted?: true } & Partial<Boat>;

async function create(c: TestClient, overrides: Record<string, unknown> = {}): Promise<Boat> {
  const res = await c.post<Boat>('/api/boats', boatFactory(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const put = (c: TestClient, id: number, body: unknown, headers: Record<string, string> = {}) =>
  c.request<Boat>('PUT', `/api/boats/${id}`, body, headers);
const del = (c: TestClient, id: number, headers: Record<string, string> = {}) =>
  c.request('DELETE', `/api/boats/${id}`, undefined, headers);

const countOf = async (userId: number) =>
  (await query<{ n: number }>(db.url, 'SELECT count(*)::int AS n FROM boats WHERE user_id = $1 AND deleted_at IS NULL', [userId]))[0].n;

/** Moves boats' updated_at an hour back (past the pull's overlap), triggers off. */
async function backdate(ids: number[]): Promise<void> {
  const c = new Client({ connectionString: db.url });
  await c.connect();
  try {
    await c.query(`SET session_replication_role = replica`);
    await c.query(`UPDATE boats SET updated_at = now() - interval '1 hour' WHERE id = ANY($1)`, [ids]);
  } finally {
    await c.end();
  }
}

async function pullAll(c: TestClient, path: string): Promise<{ items: Item[]; token: string }> {
  const items: Item[] = [];
  let next: string | undefined = path;
  let token = '';
  while (next) {
    const res: Reply<Item[]> = await c.get<Item[]>(next);
    expect(res.status, res.text).toBe(200);
    token = res.headers.get('x-sync-token') ?? '';
    expect(token).not.toBe('');
    items.push(...res.body);
    next = /<([^>]+)>;\s*rel="next"/.exec(res.headers.get('link') ?? '')?.[1];
  }
  return { items, token };
}

/** The 400 body: its message and the issue's path. */
function expect400(res: Reply, path: string, message: string) {
  expect(res.status, res.text).toBe(400);
  expect(res.body).toMatchObject({ message, code: 'VALIDATION_FAILED' });
  expect((res.body as { issues: Array<{ path: string; message: string }> }).issues).toContainEqual({ path, message });
}

describe('GET/POST /api/boats, GET/PUT/DELETE /api/boats/{id} — require sign-in, owner only', () => {
  it('answer 401 when signed out, and write nothing', async () => {
    const c = new Http(api.url);
    for (const res of [
      await c.get('/api/boats'),
      await c.get('/api/boats?updatedSince=0'),
      await c.post('/api/boats', boatFactory()),
      await c.get('/api/boats/1'),
      await put(c, 1, boatFactory()),
      await del(c, 1),
    ]) {
      expectSignInRequired(res);
    }
    expect(await query(db.url, 'SELECT id FROM boats')).toEqual([]);
  });

  it("another user's boat is not found (404) for reading, replacing or deleting, and stays as it was", async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const boat = await create(owner.client);
    const notFound = { message: M.boatNotFound, code: 'BOAT_NOT_FOUND' };
    for (const res of [
      await other.client.get(`/api/boats/${boat.id}`),
      await put(other.client, boat.id, boatFactory()),
      await del(other.client, boat.id),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual(notFound);
    }
    expect((await other.client.get<Boat[]>('/api/boats')).body).toEqual([]);
    expect((await other.client.get<Item[]>('/api/boats?updatedSince=0')).body).toEqual([]);
    expect((await owner.client.get<Boat>(`/api/boats/${boat.id}`)).body).toEqual(boat);
  });

  it('unknown, deleted and malformed ids are the same 404', async () => {
    const { client: c } = await signedIn();
    const boat = await create(c);
    expect((await del(c, boat.id)).status).toBe(200);
    for (const path of [`/api/boats/${boat.id}`, '/api/boats/999999', '/api/boats/abc', '/api/boats/-1', '/api/boats/2147483648']) {
      const res = await c.get(path);
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ message: M.boatNotFound, code: 'BOAT_NOT_FOUND' });
    }
    expect((await put(c, boat.id, boatFactory())).status).toBe(404);
    expect((await del(c, boat.id)).status).toBe(404);
  });
});

describe('POST /api/boats, GET /api/boats', () => {
  it('creates a boat (201) with its HIN decoded and its makes normalised; the list shows it, oldest first', async () => {
    const { client: c, user } = await signedIn();
    const res = await c.post<Boat>(
      '/api/boats',
      boatFactory({
        name: '  Sea Breeze ',
        hin: 'us-ntl 12345 f5 06',
        engines: [
          engineFactory({ make: ' yamaha marine ', model: 'F150', serial: '6ek-1012345' }),
          engineFactory({ make: 'merc', model: ' Verado   250 ', hp: '250', serial: 'OG612345', year: 2008 }),
        ],
      }),
    );
    expect(res.status, res.text).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      name: 'Sea Breeze',
      make: 'Grady-White',
      model: 'Freedom 205',
      year: 2006,
      lengthFt: 20.5,
      hin: 'NTL12345F506',
      hinDecoded: {
        manufacturerCode: 'NTL',
        serial: '12345',
        modelYear: 2006,
        productionMonth: 6,
        productionYear: 2005,
        format: 'current',
      },
      engines: [
        engineFactory({ model: 'F150', serial: '6ek-1012345' }),
        engineFactory({ make: 'Mercury', model: 'Verado 250', hp: 250, serial: 'OG612345', year: 2008 }),
      ],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      version: 1,
    });
    const second = await create(c, { name: 'Tender', hin: null, engines: [], make: '', lengthFt: '' });
    expect(second).toMatchObject({ name: 'Tender', hin: null, make: null, lengthFt: null, engines: [] });
    expect(second).not.toHaveProperty('hinDecoded');
    const list = await c.get<Boat[]>('/api/boats');
    expect(list.status).toBe(200);
    expect(list.headers.get('x-sync-token')).toBeTruthy();
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    expect(list.body).toEqual([res.body, second]);
    expect(await countOf(user.id)).toBe(2);
  });

  it(`refuses the boat past ${FITMENT_LIMITS.boatsMax} (409), also when the creations arrive at once`, async () => {
    const { client: c, user } = await signedIn();
    await query(db.url, `INSERT INTO boats (user_id, name) SELECT $1, 'filler ' || n FROM generate_series(1, $2) n`, [
      user.id,
      FITMENT_LIMITS.boatsMax - 3,
    ]);
    const replies = await Promise.all(Array.from({ length: 6 }, () => c.post('/api/boats', boatFactory())));
    expect(replies.filter((r) => r.status === 201)).toHaveLength(3);
    for (const r of replies.filter((r) => r.status !== 201)) {
      expect(r.status).toBe(409);
      expect(r.body).toEqual({ message: M.boatsMax, code: 'TOO_MANY_BOATS' });
    }
    expect(await countOf(user.id)).toBe(FITMENT_LIMITS.boatsMax);
    // A deleted boat frees its place.
    const [first] = (await c.get<Boat[]>('/api/boats')).body;
    expect((await del(c, first.id)).status).toBe(200);
    await create(c);
  });
});

describe('PUT /api/boats/{id}', () => {
  it('replaces the boat and bumps its version; If-Match of another version is a 412 with the current boat', async () => {
    const { client: c } = await signedIn();
    const boat = await create(c);
    const got = await c.get<Boat>(`/api/boats/${boat.id}`);
    expect(got.headers.get('etag')).toBe('"1"');
    const body = boatFactory({
      name: 'Sea Breeze II',
      hin: null,
      engines: [engineFactory({ make: 'Suzuki', model: 'DF140', hp: 140, serial: '14003F-412345' })],
    });
    const res = await put(c, boat.id, body, { 'if-match': '"1"' });
    expect(res.status, res.text).toBe(200);
    expect(res.body).toMatchObject({
      id: boat.id,
      name: 'Sea Breeze II',
      hin: null,
      version: 2,
      engines: [{ make: 'Suzuki', model: 'DF140' }],
    });
    expect(res.body).not.toHaveProperty('hinDecoded');
    const stale = await put(c, boat.id, boatFactory({ name: 'Lost' }), { 'if-match': '"1"' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ code: 'VERSION_CONFLICT', message: M.boatVersionConflict, current: res.body });
    // Without If-Match the last write wins.
    expect((await put(c, boat.id, boatFactory({ name: 'Last' }))).body).toMatchObject({ name: 'Last', version: 3 });
    expect((await del(c, boat.id, { 'if-match': '"2"' })).status).toBe(412);
  });
});

describe('DELETE /api/boats/{id}', () => {
  it('leaves a tombstone (deleted_at, version + 1) and answers with the id and the message', async () => {
    const { client: c } = await signedIn();
    const boat = await create(c);
    const res = await del(c, boat.id, { 'if-match': '"1"' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: boat.id, message: M.boatDeleted });
    const [row] = await query<{ deleted_at: Date | null; version: number }>(db.url, 'SELECT deleted_at, version FROM boats WHERE id = $1', [
      boat.id,
    ]);
    expect(row.deleted_at).not.toBeNull();
    expect(row.version).toBe(2);
    expect((await c.get<Boat[]>('/api/boats')).body).toEqual([]);
  });
});

describe('GET /api/boats?updatedSince — delta pulls', () => {
  it('from 0: every boat; then only what changed, deletions as tombstones', async () => {
    const { client: c } = await signedIn();
    const a = await create(c, { name: 'A' });
    const b = await create(c, { name: 'B' });
    const gone = await create(c, { name: 'Gone' });
    const start = await pullAll(c, '/api/boats?updatedSince=0');
    expect(start.items).toEqual([a, b, gone]);
    await backdate([a.id, b.id, gone.id]);
    const { token } = await pullAll(c, '/api/boats?updatedSince=0');
    expect((await pullAll(c, `/api/boats?updatedSince=${token}`)).items).toEqual([]);

    expect((await put(c, b.id, boatFactory({ name: 'B edited' }))).status).toBe(200);
    expect((await del(c, gone.id)).status).toBe(200);
    const delta = await pullAll(c, `/api/boats?updatedSince=${token}`);
    expect(delta.items).toEqual([expect.objectContaining({ id: b.id, name: 'B edited', version: 2 }), { id: gone.id, deleted: true }]);
    const paged = await c.get<Item[]>('/api/boats?updatedSince=0&limit=1');
    expect(paged.body).toHaveLength(1);
    expect(paged.headers.get('link')).toMatch(/^<\/api\/boats\?updatedSince=[A-Za-z0-9_-]+&limit=1>; rel="next"$/);
  });

  it('a malformed token or limit is a 400 naming the parameter', async () => {
    const { client: c } = await signedIn();
    expect((await c.get('/api/boats?updatedSince=nope!')).body).toMatchObject({ code: 'SYNC_TOKEN_INVALID', parameter: 'updatedSince' });
    expect((await c.get('/api/boats?updatedSince=0&limit=0')).body).toMatchObject({ code: 'INVALID_QUERY', parameter: 'limit' });
  });
});

describe('Idempotency-Key on boat writes (the outbox of an offline device)', () => {
  it('a create sent twice with the same key makes one boat and answers the same both times', async () => {
    const { client: c, user } = await signedIn();
    const key = randomUUID();
    const body = boatFactory();
    const first = await c.post<Boat>('/api/boats', body, { 'idempotency-key': key });
    const again = await c.post<Boat>('/api/boats', body, { 'idempotency-key': key });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await countOf(user.id)).toBe(1);
    const edit = randomUUID();
    const edited = boatFactory({ name: 'Edited offline' });
    expect((await put(c, first.body.id, edited, { 'idempotency-key': edit })).body.version).toBe(2);
    expect((await put(c, first.body.id, edited, { 'idempotency-key': edit })).body.version).toBe(2);
    expect((await c.get<Boat>(`/api/boats/${first.body.id}`)).body.version).toBe(2);
  });
});

describe('POST/PUT /api/boats — bad input: 400 naming the field, nothing written', () => {
  it.each([
    ['malformed HIN (length)', { hin: 'ABC123' }, 'hin', M.hinLength],
    ['malformed HIN (manufacturer code)', { hin: '1BC12345F506' }, 'hin', M.hinManufacturer],
    ['malformed HIN (serial with O)', { hin: 'ABC12O45F506' }, 'hin', M.hinSerial],
    ['malformed HIN (date)', { hin: 'ABC12345Z506' }, 'hin', M.hinDate],
    [
      "serial outside Mercury's format",
      { engines: [engineFactory({ make: 'Mercury', model: 'Verado', serial: '0G61234' })] },
      'engines.0.serial',
      M.serial('Mercury', '0G590000'),
    ],
    [
      "serial outside Yamaha's format",
      { engines: [engineFactory({ serial: 'ABCDEFG' })] },
      'engines.0.serial',
      M.serial('Yamaha', '6EK-1012345'),
    ],
    ['hull year before 1950', { year: 1949 }, 'year', M.year()],
    ['hull year after next year', { year: new Date().getFullYear() + 2 }, 'year', M.year()],
    ['engine year after next year', { engines: [engineFactory({ year: new Date().getFullYear() + 2 })] }, 'engines.0.year', M.year()],
    ['more than 4 engines', { engines: Array.from({ length: 5 }, () => engineFactory()) }, 'engines', M.enginesMax],
    ['no name', { name: '  ' }, 'name', M.boatName],
    ['engine without a make', { engines: [engineFactory({ make: '' })] }, 'engines.0.make', M.engineMake],
    ['hp as words', { engines: [engineFactory({ hp: 'lots' })] }, 'engines.0.hp', M.hp],
    ['unknown drive', { engines: [engineFactory({ drive: 'jet' })] }, 'engines.0.drive', M.drive],
    ['length of 0', { lengthFt: 0 }, 'lengthFt', M.lengthFt],
  ])('%s', async (_case, overrides, path, message) => {
    const { client: c, user } = await signedIn();
    expect400(await c.post('/api/boats', boatFactory(overrides)), path, message);
    const boat = await create(c);
    expect400(await put(c, boat.id, boatFactory(overrides)), path, message);
    expect((await c.get<Boat>(`/api/boats/${boat.id}`)).body).toEqual(boat);
    expect(await countOf(user.id)).toBe(1);
  });
});

describe('GET /api/engine-makes — public reference list', () => {
  it('answers the shared list with makes, aliases, families and serial formats, cacheable', async () => {
    const res = await new Http(api.url).get<unknown[]>('/api/engine-makes');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(res.body).toEqual(JSON.parse(JSON.stringify(ENGINE_MAKES)));
    expect(res.body).toContainEqual(
      expect.objectContaining({ name: 'Mercury', aliases: expect.arrayContaining(['Merc']), serialFormats: expect.any(Array) }),
    );
  });
});
