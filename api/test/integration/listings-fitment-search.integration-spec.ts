import { beforeAll, describe, expect, it } from 'vitest';
import type { FitmentRowInput, PartNumberInput } from '@dockside/shared/fitment';
import { toStoredFitment, toStoredPartNumbers } from '../../src/modules/listings/fitment/fitment-storage';
import { TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';
import { registeredClient } from '../utils/registered-client';
import { expectSignInRequired } from '../utils/expect-signed-out';

/** The catalogue's fitment filter (fits=, engineMake & co) and part-number search. */
type Part = { id: number; title: string; matchedPartNumber?: string; supersededBy?: string };

const { api, db } = useTestApi();
const client = () => new TestClient(api.url);
let sellerId: number;

interface Row {
  title: string;
  description?: string;
  category?: string;
  price?: number;
  status?: string;
  fitment?: Array<Partial<FitmentRowInput> & { engineMake: string }>;
  partNumbers?: PartNumberInput[];
  /** Minutes before now. */
  ageMinutes?: number;
}

const fitmentRow = (row: Partial<FitmentRowInput> & { engineMake: string }): FitmentRowInput => ({
  engineModel: null,
  hpFrom: null,
  hpTo: null,
  yearFrom: null,
  yearTo: null,
  serialFrom: null,
  serialTo: null,
  note: null,
  ...row,
});

/** Listings written to boat_parts with their fitment and part numbers stored as the API stores them (the triggers unpack them). */
async function insertParts(rows: Row[]): Promise<number[]> {
  const ids: number[] = [];
  for (const r of rows) {
    const [{ id }] = await query<{ id: number }>(
      db.url,
      `insert into boat_parts (title, description, category, condition, price, user_id, contact_email, image_urls, status,
         moderation_status, created_at, fitment, part_numbers)
       values ($1, $2, $3, 'New', $4, $5, 'seller@example.com', '["/uploads/seed/x.webp"]', $6, 'approved',
         now() - $7 * interval '1 minute', $8::jsonb, $9::jsonb)
       returning id`,
      [
        r.title,
        r.description ?? 'A sound part in working order.',
        r.category ?? 'Engines & Motors',
        r.price ?? 100,
        sellerId,
        r.status ?? 'active',
        r.ageMinutes ?? 0,
        JSON.stringify(toStoredFitment((r.fitment ?? []).map(fitmentRow))),
        JSON.stringify(toStoredPartNumbers(r.partNumbers ?? [], 'seller')),
      ],
    );
    ids.push(id);
  }
  return ids;
}

async function list(path: string, c: TestClient = client()) {
  const res = await c.get<Part[]>(path);
  const link = res.headers.get('link');
  const next = link ? (/^<([^>]+)>; rel="next"$/.exec(link)?.[1] ?? null) : null;
  return { parts: Array.isArray(res.body) ? res.body : [], next, status: res.status, body: res.body as unknown };
}

/** Every page of a listing, following the Link header. */
async function allPages(path: string, c: TestClient = client()): Promise<Part[][]> {
  const pages: Part[][] = [];
  for (let next: string | null = path; next;) {
    const page = await list(next, c);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    pages.push(page.parts);
    next = page.next;
  }
  return pages;
}

const titles = (parts: Part[]) => parts.map((p) => p.title);
const titlesOf = async (path: string, c?: TestClient) => titles((await allPages(path, c)).flat());
const engine = (params: Record<string, string>) => new URLSearchParams(params).toString();

async function insertBoat(userId: number, engines: Array<Record<string, unknown>>, deleted = false): Promise<number> {
  const full = engines.map((e) => ({
    model: null,
    hp: null,
    year: null,
    serial: null,
    shaftLength: null,
    rotation: null,
    fuel: null,
    drive: null,
    ...e,
  }));
  const [{ id }] = await query<{ id: number }>(
    db.url,
    `insert into boats (user_id, name, engines, deleted_at) values ($1, 'Blue Heron', $2::jsonb, case when $3 then now() end) returning id`,
    [userId, JSON.stringify(full), deleted],
  );
  return id;
}

const VERADO_ROW = {
  engineMake: 'Mercury',
  engineModel: 'Verado',
  hpFrom: 200,
  hpTo: 300,
  yearFrom: 2010,
  yearTo: 2018,
  serialFrom: '0G590000',
  serialTo: '0G760299',
};

beforeAll(async () => {
  [{ id: sellerId }] = await query<{ id: number }>(
    db.url,
    `insert into users (username, password_hash, full_name, company, email) values ('fit_seller', 'x', 'Fit Seller', 'Individual', 'fit@example.com') returning id`,
  );
  await insertParts([
    { title: 'Verado water pump kit', fitment: [VERADO_ROW], price: 150, ageMinutes: 1 },
    { title: 'Mercury thermostat', fitment: [{ engineMake: 'mercury' }], price: 40, ageMinutes: 2 },
    { title: 'Yamaha F115 impeller', fitment: [{ engineMake: 'Yamaha', engineModel: 'F115', hpFrom: 115, hpTo: 115 }], ageMinutes: 3 },
    { title: 'Verado 300 cowling', fitment: [{ engineMake: 'Mercury', engineModel: 'Verado 300' }], category: 'Hardware', ageMinutes: 4 },
    { title: 'Mercury anode (fitment not stated)', ageMinutes: 5 },
    { title: 'Pro XS propeller', fitment: [{ engineMake: 'Mercury', engineModel: 'Pro XS' }], ageMinutes: 6 },
    {
      title: 'Twin-row water pump housing',
      fitment: [
        { engineMake: 'Suzuki', engineModel: 'DF140' },
        { engineMake: 'Mercury', engineModel: 'Verado', yearFrom: 2016 },
      ],
      price: 90,
      ageMinutes: 7,
    },
    { title: 'Removed Verado water pump', fitment: [VERADO_ROW], status: 'removed', ageMinutes: 8 },
  ]);
});

describe('GET /api/boat-parts?engineMake&engineModel&hp&year&serial — the fitment filter', () => {
  const verado = { engineMake: 'Mercury', engineModel: 'Verado 250', hp: '250', year: '2015', serial: '0G600000' };

  it('keeps exactly the listings with a row covering the engine; listings without fitment and other makes are left out', async () => {
    expect(await titlesOf(`/api/boat-parts?${engine(verado)}`)).toEqual(['Verado water pump kit', 'Mercury thermostat']);
    // Without the year, the 2016-on row of the twin-row listing covers it too; an alias names the make.
    const { year: _year, ...noYear } = verado;
    expect(await titlesOf(`/api/boat-parts?${engine({ ...noYear, engineMake: 'merc' })}`)).toEqual([
      'Verado water pump kit',
      'Mercury thermostat',
      'Twin-row water pump housing',
    ]);
    expect(await titlesOf(`/api/boat-parts?engineMake=Mercury`)).toEqual([
      'Verado water pump kit',
      'Mercury thermostat',
      'Verado 300 cowling',
      'Pro XS propeller',
      'Twin-row water pump housing',
    ]);
  });

  it('includes both bounds of every range and nothing beyond them', async () => {
    const fitsKit = async (params: Record<string, string>) =>
      (await titlesOf(`/api/boat-parts?${engine({ engineMake: 'Mercury', engineModel: 'Verado', ...params })}`)).includes(
        'Verado water pump kit',
      );
    for (const [params, fits] of [
      [{ hp: '200' }, true],
      [{ hp: '199.5' }, false],
      [{ hp: '300' }, true],
      [{ hp: '301' }, false],
      [{ year: '2010' }, true],
      [{ year: '2009' }, false],
      [{ year: '2018' }, true],
      [{ year: '2019' }, false],
      [{ serial: '0G590000' }, true],
      [{ serial: '0G589999' }, false],
      [{ serial: '0G760299' }, true],
      [{ serial: '0G760300' }, false],
      [{ serial: 'OG590000' }, true],
      [{ serial: '0G 600000' }, true],
      [{ serial: '0H000001' }, false],
    ] as const) {
      expect(await fitsKit(params), JSON.stringify(params)).toBe(fits);
    }
  });

  it('compares models by family: every word of the row’s model begins a word of the engine’s', async () => {
    expect(await titlesOf(`/api/boat-parts?${engine({ engineMake: 'Yamaha', engineModel: 'F115XA' })}`)).toEqual(['Yamaha F115 impeller']);
    expect(await titlesOf(`/api/boat-parts?${engine({ engineMake: 'Yamaha', engineModel: 'F11' })}`)).toEqual([]);
    expect(await titlesOf(`/api/boat-parts?${engine({ engineMake: 'Mercury', engineModel: 'Verado 300' })}`)).toEqual([
      'Verado water pump kit',
      'Mercury thermostat',
      'Verado 300 cowling',
      'Twin-row water pump housing',
    ]);
    expect(await titlesOf(`/api/boat-parts?${engine({ engineMake: 'Mercury', engineModel: 'Pro XS 150' })}`)).toEqual([
      'Mercury thermostat',
      'Pro XS propeller',
    ]);
  });

  it('combines with category, q, every sort and keyset paging', async () => {
    const mercury = engine({ engineMake: 'Mercury' });
    expect(await titlesOf(`/api/boat-parts?${mercury}&category=Hardware`)).toEqual(['Verado 300 cowling']);
    expect(await titlesOf(`/api/boat-parts?${mercury}&q=water+pump`)).toEqual(['Verado water pump kit', 'Twin-row water pump housing']);
    const byPrice = await allPages(`/api/boat-parts?${mercury}&sort=price-asc&limit=2`);
    expect(byPrice.map(titles)).toEqual([
      ['Mercury thermostat', 'Twin-row water pump housing'],
      ['Verado 300 cowling', 'Pro XS propeller'],
      ['Verado water pump kit'],
    ]);
    expect((await allPages(`/api/boat-parts?${mercury}&sort=price-desc&limit=2`)).flat().map((p) => p.title)).toEqual([
      'Verado water pump kit',
      'Pro XS propeller',
      'Verado 300 cowling',
      'Twin-row water pump housing',
      'Mercury thermostat',
    ]);
    const pages = await allPages(`/api/boat-parts?${mercury}&q=verado+OR+pump+OR+propeller+OR+thermostat+OR+cowling&limit=2`);
    expect(pages.length).toBe(3);
    expect(new Set(titles(pages.flat()))).toEqual(
      new Set(['Verado water pump kit', 'Mercury thermostat', 'Verado 300 cowling', 'Pro XS propeller', 'Twin-row water pump housing']),
    );
  });

  it('answers 400 naming the parameter for every bad value', async () => {
    const bad: Array<[string, string]> = [
      ['engineModel=Verado', 'engineMake'],
      ['hp=115', 'engineMake'],
      ['serial=0G590000', 'engineMake'],
      ['year=2015', 'engineMake'],
      ['engineMake=Mercury&hp=-1', 'hp'],
      ['engineMake=Mercury&hp=2001', 'hp'],
      ['engineMake=Mercury&hp=lots', 'hp'],
      ['engineMake=Mercury&year=1949', 'year'],
      [`engineMake=Mercury&year=${new Date().getFullYear() + 2}`, 'year'],
      ['engineMake=Mercury&year=15', 'year'],
      ['engineMake=Mercury&serial=12', 'serial'],
      ['engineMake=Mercury&serial=0G59', 'serial'],
      ['engineMake=Yamaha&serial=!!!', 'serial'],
      [`engineMake=${'M'.repeat(61)}`, 'engineMake'],
      [`engineMake=Mercury&engineModel=${'V'.repeat(61)}`, 'engineModel'],
      ['engineMake=Mercury&hp=1&hp=2', 'hp'],
      ['fits=abc', 'fits'],
      ['fits=0', 'fits'],
      ['fits=99999999999', 'fits'],
    ];
    for (const [qs, parameter] of bad) {
      const res = await client().get<{ code: string; parameter: string; message: string }>(`/api/boat-parts?${qs}`);
      expect(res.status, qs).toBe(400);
      expect(res.body, qs).toMatchObject({ code: 'INVALID_QUERY', parameter });
      expect(res.body.message, qs).toContain(parameter);
    }
  });
});

describe('GET /api/boat-parts?fits=<boatId> — the signed-in user’s boat', () => {
  it('answers 401 signed out, 404 for another user’s, a deleted or an unknown boat', async () => {
    const owner = await registeredClient(api.url);
    const other = await registeredClient(api.url);
    const boat = await insertBoat(owner.user.id, [{ make: 'Mercury', model: 'Verado 250' }]);
    const deleted = await insertBoat(owner.user.id, [{ make: 'Mercury' }], true);
    expectSignInRequired(await client().get(`/api/boat-parts?fits=${boat}`));
    for (const [c, id] of [
      [other.client, boat],
      [owner.client, deleted],
      [owner.client, 2_000_000],
    ] as const) {
      const res = await c.get<{ code: string }>(`/api/boat-parts?fits=${id}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('BOAT_NOT_FOUND');
    }
  });

  it('keeps the listings covering any of the boat’s engines, with every other filter; a boat without engines matches nothing', async () => {
    const { client: c, user } = await registeredClient(api.url);
    const twin = await insertBoat(user.id, [
      { make: 'Mercury', model: 'Verado 250', hp: 250, year: 2015, serial: '0G600000' },
      { make: 'Yamaha', model: 'F115XA', hp: 115, year: 2019 },
    ]);
    expect(await titlesOf(`/api/boat-parts?fits=${twin}`, c)).toEqual([
      'Verado water pump kit',
      'Mercury thermostat',
      'Yamaha F115 impeller',
    ]);
    expect(await titlesOf(`/api/boat-parts?fits=${twin}&q=impeller`, c)).toEqual(['Yamaha F115 impeller']);
    expect((await allPages(`/api/boat-parts?fits=${twin}&sort=price-asc&limit=1`, c)).map(titles)).toEqual([
      ['Mercury thermostat'],
      ['Yamaha F115 impeller'],
      ['Verado water pump kit'],
    ]);
    // With an engine described too, both apply.
    expect(await titlesOf(`/api/boat-parts?fits=${twin}&engineMake=Yamaha`, c)).toEqual(['Yamaha F115 impeller']);
    const bare = await insertBoat(user.id, []);
    const res = await list(`/api/boat-parts?fits=${bare}`, c);
    expect(res.status).toBe(200);
    expect(res.parts).toEqual([]);
  });
});

describe('GET /api/boat-parts?q=<part number> — exact, then superseded, then full text', () => {
  let ids: Record<string, number>;

  beforeAll(async () => {
    const [older, exact, crossRef, replacement, current, text, hidden] = await insertParts([
      {
        title: 'Older pump kit',
        partNumbers: [{ number: '47-89984T4', brand: 'Mercury', relation: 'own' }],
        category: 'Plumbing & Pumps',
        ageMinutes: 1,
      },
      {
        title: 'Water pump impeller kit',
        partNumbers: [
          { number: '47-43026Q06', brand: 'Mercury', relation: 'own' },
          { number: '47-89984T4', brand: 'Mercury', relation: 'supersedes' },
        ],
        category: 'Plumbing & Pumps',
        ageMinutes: 10,
      },
      {
        title: 'Sierra impeller',
        partNumbers: [
          { number: '18-3244', brand: 'Sierra', relation: 'own' },
          { number: '47-43026Q06', brand: 'Mercury', relation: 'cross-reference' },
        ],
        category: 'Plumbing & Pumps',
        ageMinutes: 5,
      },
      {
        title: 'Impeller kit (replacement number)',
        partNumbers: [
          { number: '47-8M0065104', brand: 'Mercury', relation: 'own' },
          { number: '47-43026Q06', brand: 'Mercury', relation: 'supersedes' },
        ],
        category: 'Plumbing & Pumps',
        ageMinutes: 20,
      },
      {
        title: 'Impeller kit (current number)',
        partNumbers: [
          { number: '47-8M0100526', brand: 'Mercury', relation: 'own' },
          { number: '47-8M0065104', brand: 'Mercury', relation: 'supersedes' },
        ],
        category: 'Plumbing & Pumps',
        ageMinutes: 30,
      },
      { title: 'Gasket set for 4743026Q6 pumps', category: 'Plumbing & Pumps', ageMinutes: 0 },
      {
        title: 'Removed impeller',
        partNumbers: [{ number: '47-43026Q06', brand: 'Mercury', relation: 'own' }],
        category: 'Plumbing & Pumps',
        status: 'removed',
        ageMinutes: 2,
      },
    ]);
    ids = { older, exact, crossRef, replacement, current, text, hidden };
  });

  it('by relevance: the number’s listings, then its supersession chain (with supersededBy), then full text — across pages', async () => {
    const pages = await allPages('/api/boat-parts?q=4743026Q6&limit=2&category=Plumbing+%26+Pumps');
    expect(pages.map((page) => page.map((p) => p.id))).toEqual([
      [ids.crossRef, ids.exact],
      [ids.older, ids.replacement],
      [ids.current, ids.text],
    ]);
    const byId = new Map(pages.flat().map((p) => [p.id, p]));
    expect(byId.get(ids.exact)).toMatchObject({ matchedPartNumber: '47-43026Q06' });
    expect(byId.get(ids.exact)?.supersededBy).toBeUndefined();
    expect(byId.get(ids.crossRef)).toMatchObject({ matchedPartNumber: '47-43026Q06' });
    expect(byId.get(ids.older)).toMatchObject({ matchedPartNumber: '47-89984T4' });
    expect(byId.get(ids.older)?.supersededBy).toBeUndefined();
    expect(byId.get(ids.replacement)).toMatchObject({ matchedPartNumber: '47-43026Q06', supersededBy: '47-8M0065104' });
    expect(byId.get(ids.current)).toMatchObject({ matchedPartNumber: '47-8M0065104', supersededBy: '47-8M0100526' });
    expect(byId.get(ids.text)?.matchedPartNumber).toBeUndefined();
  });

  it('finds the number however it is spelt, Mercury’s group prefix optional', async () => {
    for (const spelling of ['4743026Q6', '47 43026 Q06', '47-43026q06', '43026Q06', '４７-４３０２６Ｑ０６']) {
      const { parts, status } = await list(`/api/boat-parts?q=${encodeURIComponent(spelling)}&limit=5`);
      expect(status, spelling).toBe(200);
      expect(new Set(parts.slice(0, 2).map((p) => p.id)), spelling).toEqual(new Set([ids.exact, ids.crossRef]));
      expect(
        parts.slice(2, 5).map((p) => p.id),
        spelling,
      ).toEqual([ids.older, ids.replacement, ids.current]);
    }
  });

  it('a superseded number finds what replaced it, to the end of the chain', async () => {
    const { parts } = await list('/api/boat-parts?q=47-8M0065104');
    expect(parts.map((p) => [p.id, p.supersededBy ?? null])).toEqual([
      [ids.replacement, null],
      [ids.older, null],
      [ids.exact, null],
      [ids.current, '47-8M0100526'],
    ]);
  });

  it('with another sort, part-number matches join the full-text ones', async () => {
    const pages = await allPages('/api/boat-parts?q=4743026Q6&sort=newest&limit=4');
    expect(pages.flat().map((p) => p.id)).toEqual([ids.text, ids.older, ids.crossRef, ids.exact, ids.replacement, ids.current]);
    expect(pages.flat().find((p) => p.id === ids.replacement)).toMatchObject({ supersededBy: '47-8M0065104' });
    const cheap = await list('/api/boat-parts?q=4743026Q6&sort=price-asc&maxPrice=99');
    expect(cheap.parts.map((p) => p.id)).toEqual([]);
  });

  it('a query of punctuation only is the empty catalogue (200), never an error', async () => {
    for (const q of ['---', '#', '"', '.-/.', '"-"', "'", '***']) {
      const res = await list(`/api/boat-parts?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
      expect(res.parts, q).toEqual([]);
      expect(res.next).toBeNull();
    }
  });
});
