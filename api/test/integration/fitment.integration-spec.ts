import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { FITMENT_MESSAGES as M, type FitsMyBoat, type PartNumberLookup, maxModelYear } from '@dockside/shared/fitment';
import type { BoatPart } from '@dockside/shared/listings';
import { type ApiProcess, startApiWithPwa } from '../utils/api-process';
import { jpegFactory, listingFactory, uploadImage } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { insertListing } from '../utils/listing-rows';
import { registeredClient } from '../utils/registered-client';
import { expectSignInRequired } from '../utils/expect-signed-out';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';

/*
 * Fitment, specifications and part numbers on listings (docs/decisions.md "Fitment"): what a seller writes
 * is stored with its search keys and unpacked into part_fitment / part_number_keys; part numbers are looked
 * up by any spelling along their supersession chain; the part page tells a signed-in owner whether the part
 * fits each of their boats.
 */

const { api, db } = useTestApi();
const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => query<T>(db.url, text, params);
const anonymous = () => new TestClient(api.url);
let jpeg: Buffer;

beforeAll(async () => {
  jpeg = await jpegFactory({ width: 64, height: 48 });
});

type Seller = Awaited<ReturnType<typeof registeredClient>> & { image: string };

async function seller(): Promise<Seller> {
  const registered = await registeredClient(api.url);
  const upload = await uploadImage(registered.client, jpeg);
  expect(upload.status).toBe(201);
  return { ...registered, image: upload.body.url as string };
}

async function listing(who: Seller, entries: Record<string, unknown>): Promise<BoatPart> {
  const res = await who.client.post<BoatPart>('/api/boat-parts', listingFactory([who.image], entries));
  expect(res.status, res.text).toBe(201);
  return res.body;
}

const put = (who: Seller, part: BoatPart, entries: Record<string, unknown>) =>
  who.client.request<BoatPart & { code?: string; issues?: Array<{ path: string; message: string }> }>(
    'PUT',
    `/api/boat-parts/${part.id}`,
    listingFactory(part.imageUrls, { title: part.title, ...entries }),
  );

const fitmentRows = (id: number) =>
  sql(
    `SELECT position, make_key, model_tokens, hp_from::float AS hp_from, hp_to::float AS hp_to, year_from, year_to, serial_from_key, serial_to_key
       FROM part_fitment WHERE part_id = $1 ORDER BY position`,
    [id],
  );
const numberKeys = (id: number) =>
  sql<{ position: number; key: string; normalized: string; relation: string }>(
    `SELECT position, key, normalized, relation FROM part_number_keys WHERE part_id = $1 ORDER BY position, key`,
    [id],
  );
const storedColumns = async (id: number) =>
  (await sql(`SELECT fitment, specs, part_numbers, version FROM boat_parts WHERE id = $1`, [id]))[0];

const VERADO_ROW = {
  engineMake: 'merc',
  engineModel: 'verado',
  hpFrom: 200,
  hpTo: '300',
  yearFrom: 2006,
  yearTo: 2012,
  serialFrom: 'OG590000',
  serialTo: '0G760299',
  note: 'L6 only',
};

describe('POST and PUT /api/boat-parts with fitment, specs and part numbers — sign-in, owner only', () => {
  it('signed out: 401 and nothing stored', async () => {
    const before = await sql('SELECT count(*)::int AS n FROM part_fitment');
    expectSignInRequired(await anonymous().post('/api/boat-parts', listingFactory(['/uploads/x.webp'], { fitment: [VERADO_ROW] })));
    expect(await sql('SELECT count(*)::int AS n FROM part_fitment')).toEqual(before);
  });

  it('stores the rows normalised, answers them with each number’s key and source, and unpacks them for the indexes', async () => {
    const me = await seller();
    const part = await listing(me, {
      fitment: [VERADO_ROW, { engineMake: 'Yamaha', engineModel: 'F150', hpFrom: 150, hpTo: 150 }],
      specs: [
        { key: 'Diameter', value: '14.25', unit: 'inches' },
        { key: 'thread size', value: '1/2 NPT', unit: '' },
      ],
      partNumbers: [
        { number: '8M0100526', brand: 'Mercury' },
        { number: '47-43026Q06', brand: 'Quicksilver', relation: 'cross-reference' },
      ],
    });
    expect(part.fitment).toEqual([
      {
        engineMake: 'Mercury',
        engineModel: 'Verado',
        hpFrom: 200,
        hpTo: 300,
        yearFrom: 2006,
        yearTo: 2012,
        serialFrom: 'OG590000',
        serialTo: '0G760299',
        note: 'L6 only',
      },
      {
        engineMake: 'Yamaha',
        engineModel: 'F150',
        hpFrom: 150,
        hpTo: 150,
        yearFrom: null,
        yearTo: null,
        serialFrom: null,
        serialTo: null,
        note: null,
      },
    ]);
    expect(part.specs).toEqual([
      { key: 'diameter', value: '14.25', unit: 'in' },
      { key: 'thread size', value: '1/2 NPT', unit: null },
    ]);
    expect(part.partNumbers).toEqual([
      { number: '8M0100526', brand: 'Mercury', relation: 'own', source: 'seller', normalized: '8M0100526' },
      { number: '47-43026Q06', brand: 'Quicksilver', relation: 'cross-reference', source: 'seller', normalized: '4743026Q6' },
    ]);
    expect((await anonymous().get<BoatPart>(`/api/boat-parts/${part.id}`)).body).toMatchObject({
      fitment: part.fitment,
      specs: part.specs,
      partNumbers: part.partNumbers,
    });
    // A leading letter O of a Mercury serial is the digit 0; serials compare by prefix and zero-padded digits.
    expect(await fitmentRows(part.id)).toEqual([
      {
        position: 0,
        make_key: 'mercury',
        model_tokens: ['VERADO'],
        hp_from: 200,
        hp_to: 300,
        year_from: 2006,
        year_to: 2012,
        serial_from_key: '0G000000590000',
        serial_to_key: '0G000000760299',
      },
      {
        position: 1,
        make_key: 'yamaha',
        model_tokens: ['F150'],
        hp_from: 150,
        hp_to: 150,
        year_from: null,
        year_to: null,
        serial_from_key: null,
        serial_to_key: null,
      },
    ]);
    expect(await numberKeys(part.id)).toEqual([
      { position: 0, key: '8M0100526', normalized: '8M0100526', relation: 'own' },
      { position: 1, key: '43026Q6', normalized: '4743026Q6', relation: 'cross-reference' },
      { position: 1, key: '4743026Q6', normalized: '4743026Q6', relation: 'cross-reference' },
    ]);
  });

  it('an edit replaces the rows; one that leaves the entries out keeps them; empty lists clear them', async () => {
    const me = await seller();
    const part = await listing(me, { fitment: [VERADO_ROW], partNumbers: [{ number: '8M0100526', brand: 'Mercury' }] });

    const changed = await put(me, part, {
      fitment: [{ engineMake: 'Suzuki', engineModel: 'DF140', yearFrom: 2002 }],
      specs: [{ key: 'hose ID', value: '19', unit: 'mm' }],
      partNumbers: [{ number: '17400-92J00', brand: 'Suzuki' }],
    });
    expect(changed.status, changed.text).toBe(200);
    expect(await fitmentRows(part.id)).toMatchObject([{ position: 0, make_key: 'suzuki', model_tokens: ['DF140'], year_from: 2002 }]);
    expect(await numberKeys(part.id)).toEqual([{ position: 0, key: '1740092J0', normalized: '1740092J0', relation: 'own' }]);

    // An older client's edit, without the fitment entries: the title changes, the fitment stays.
    const plain = listingFactory(part.imageUrls, { title: 'Suzuki water pump kit' });
    expect(plain).not.toHaveProperty('fitment');
    const kept = await me.client.request<BoatPart>('PUT', `/api/boat-parts/${part.id}`, plain);
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.title).toBe('Suzuki water pump kit');
    expect(kept.body.fitment).toEqual(changed.body.fitment);
    expect(kept.body.specs).toEqual([{ key: 'hose id', value: '19', unit: 'mm' }]);
    expect(kept.body.partNumbers).toEqual(changed.body.partNumbers);
    expect(await fitmentRows(part.id)).toHaveLength(1);

    const cleared = await put(me, part, { fitment: [], specs: [], partNumbers: [] });
    expect(cleared.status, cleared.text).toBe(200);
    expect(cleared.body).toMatchObject({ fitment: [], specs: [], partNumbers: [] });
    expect(await fitmentRows(part.id)).toEqual([]);
    expect(await numberKeys(part.id)).toEqual([]);
  });

  it("another user's edit is refused (403) and changes nothing; the owner's delete takes the part out of lookups", async () => {
    const owner = await seller();
    const stranger = await seller();
    const part = await listing(owner, { fitment: [VERADO_ROW], partNumbers: [{ number: 'QX-5517-A2', brand: 'Mercury' }] });
    const before = await storedColumns(part.id);
    const res = await put(stranger, part, { fitment: [], partNumbers: [{ number: 'QX-0000-B1', brand: 'Mercury' }] });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'NOT_LISTING_OWNER' });
    expect(await storedColumns(part.id)).toEqual(before);
    expect((await anonymous().get(`/api/part-numbers/QX-5517-A2`)).status).toBe(200);

    expect((await owner.client.request('DELETE', `/api/boat-parts/${part.id}`)).status).toBe(200);
    expect((await anonymous().get(`/api/part-numbers/QX-5517-A2`)).status).toBe(404);
  });

  it("a part number's source is the writer's: 'moderator' for moderators and admins; a body's source and keys are ignored", async () => {
    const moderator = await seller();
    await sql(`UPDATE users SET role = 'moderator' WHERE id = $1`, [moderator.user.id]);
    const part = await listing(moderator, {
      partNumbers: [
        { number: 'MZ-2201-C4', brand: null, relation: 'own', source: 'seller', normalized: 'FORGED', keys: ['FORGED', 'ANY'] },
      ],
    });
    expect(part.partNumbers).toEqual([{ number: 'MZ-2201-C4', brand: null, relation: 'own', source: 'moderator', normalized: 'MZ2201C4' }]);
    expect(await numberKeys(part.id)).toEqual([{ position: 0, key: 'MZ2201C4', normalized: 'MZ2201C4', relation: 'own' }]);

    const member = await seller();
    const own = await listing(member, { partNumbers: [{ number: 'MZ-2202-C4', source: 'moderator' }] });
    expect(own.partNumbers[0].source).toBe('seller');
  });
});

describe('GET /api/part-numbers/{number} — public', () => {
  let pump: BoatPart;
  beforeAll(async () => {
    const keys = await seller();
    const marina = await seller();
    const sam = await seller();
    // 47-89984T4 → 47-43026Q06 → 47-8M0065104, each superseded by the next; Sierra 18-3570 is an equivalent.
    await listing(keys, {
      brand: 'Quicksilver',
      partNumbers: [
        { number: '47-43026Q06', brand: 'Mercury' },
        { number: '47-89984T4', brand: 'Mercury', relation: 'supersedes' },
      ],
    });
    pump = await listing(marina, {
      partNumbers: [
        { number: '47-8M0065104', brand: 'Mercury' },
        { number: '47 43026 Q06', brand: 'Mercury', relation: 'supersedes' },
      ],
    });
    await listing(sam, {
      partNumbers: [
        { number: '18-3570', brand: 'Sierra' },
        { number: '47-43026Q06', brand: 'Mercury', relation: 'cross-reference' },
      ],
    });
  });

  const current = { number: '47-8M0065104', brand: 'Mercury', normalized: '478M0065104' };
  const middle = { number: '47-43026Q06', brand: 'Mercury', normalized: '4743026Q6' };
  const first = { number: '47-89984T4', brand: 'Mercury', normalized: '4789984T4' };

  it('any spelling of a superseded number: the chain from it to the current number', async () => {
    for (const spelling of [
      '47-43026Q06',
      '4743026q6',
      '47%2043026%20Q06',
      '47.43026Q06',
      '43026Q06',
      '47%2F43026Q06',
      '%EF%BC%94%EF%BC%97-43026Q06',
    ]) {
      const res = await anonymous().get<PartNumberLookup>(`/api/part-numbers/${spelling}`);
      expect(res.status, spelling).toBe(200);
      expect(res.body, spelling).toEqual({ normalized: '4743026Q6', brand: 'Mercury', current, chain: [middle, current] });
    }
  });

  it('the oldest number, known only as superseded, leads through the whole chain; the current one is its own end', async () => {
    expect((await anonymous().get<PartNumberLookup>('/api/part-numbers/47-89984T4')).body).toEqual({
      normalized: '4789984T4',
      brand: 'Mercury',
      current,
      chain: [first, middle, current],
    });
    expect((await anonymous().get<PartNumberLookup>('/api/part-numbers/8M0065104')).body).toEqual({
      normalized: '478M0065104',
      brand: 'Mercury',
      current,
      chain: [current],
    });
    const sierra = await anonymous().get<PartNumberLookup>('/api/part-numbers/18%203570');
    expect(sierra.body).toMatchObject({
      normalized: '183570',
      brand: 'Sierra',
      chain: [{ number: '18-3570', brand: 'Sierra', normalized: '183570' }],
    });
  });

  it('a listing that leaves the catalogue takes its supersession with it', async () => {
    await sql(`UPDATE boat_parts SET moderation_status = 'review' WHERE id = $1`, [pump.id]);
    try {
      expect((await anonymous().get<PartNumberLookup>('/api/part-numbers/47-43026Q06')).body).toMatchObject({
        current: middle,
        chain: [middle],
      });
    } finally {
      await sql(`UPDATE boat_parts SET moderation_status = 'pending' WHERE id = $1`, [pump.id]);
    }
  });

  it('an unknown number, or one of punctuation only: 404 with the message, never a 5xx', async () => {
    for (const spelling of ['47-99999Z99', 'ZZZ', '...', '-', '%20', '%E2%80%94', '%2F%2F', 'x', '%25', '%F0%9F%9A%A4', 'a'.repeat(90)]) {
      const res = await anonymous().get(`/api/part-numbers/${spelling}`);
      expect(res.status, spelling).toBe(404);
      expect(res.body, spelling).toMatchObject({ code: expect.any(String), message: expect.any(String) });
      if (res.body.code === 'PART_NUMBER_NOT_FOUND') expect(res.body.message).toBe(M.partNumberUnknown);
    }
  });
});

describe('GET /api/boat-parts/{id} — fitsMyBoats for a signed-in owner of boats', () => {
  const engine = (make: string, model: string | null, hp: number | null, year: number | null, serial: string | null) => ({
    make,
    model,
    hp,
    year,
    serial,
    shaftLength: null,
    rotation: null,
    fuel: null,
    drive: null,
  });
  const addBoat = async (userId: number, name: string, engines: unknown[]) =>
    (
      await sql<{ id: number }>(`INSERT INTO boats (user_id, name, engines) VALUES ($1, $2, $3::jsonb) RETURNING id`, [
        userId,
        name,
        JSON.stringify(engines),
      ])
    )[0].id;

  let verado: BoatPart;
  let unstated: BoatPart;
  beforeAll(async () => {
    const shop = await seller();
    verado = await listing(shop, { fitment: [VERADO_ROW] });
    unstated = await listing(shop, {});
  });

  it('signed out, or signed in without boats: no fitsMyBoats', async () => {
    expect((await anonymous().get<BoatPart>(`/api/boat-parts/${verado.id}`)).body).not.toHaveProperty('fitsMyBoats');
    const { client } = await registeredClient(api.url);
    const res = await client.get<BoatPart>(`/api/boat-parts/${verado.id}`);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('fitsMyBoats');
  });

  it('for each boat: fits with the engine and the row, does not fit, or not stated', async () => {
    const { client, user } = await registeredClient(api.url);
    const inRange = engine('Mercury', 'Verado 250', 250, 2008, '0G612345');
    const fits = await addBoat(user.id, 'Sea Breeze', [engine('Yamaha', 'F150', 150, 2010, null), inRange]);
    const pastRange = await addBoat(user.id, 'Late Verado', [engine('Mercury', 'Verado 250', 250, 2008, '0G760300')]);
    const noEngine = await addBoat(user.id, 'Dinghy', []);
    const res = await client.get<BoatPart>(`/api/boat-parts/${verado.id}`);
    expect(res.status).toBe(200);
    expect(res.body.fitsMyBoats).toEqual<FitsMyBoat[]>([
      { boatId: fits, fits: true, engine: inRange, row: verado.fitment[0] },
      { boatId: pastRange, fits: false, engine: null, row: null },
      { boatId: noEngine, fits: null, engine: null, row: null },
    ]);
    // The boundaries of the serial range are included.
    await sql(`UPDATE boats SET engines = $2::jsonb WHERE id = $1`, [
      pastRange,
      JSON.stringify([engine('Mercury', 'Verado', 250, 2012, '0G760299')]),
    ]);
    expect((await client.get<BoatPart>(`/api/boat-parts/${verado.id}`)).body.fitsMyBoats?.[1]).toMatchObject({ fits: true });
    // A listing without fitment: not stated for every boat.
    const plain = await client.get<BoatPart>(`/api/boat-parts/${unstated.id}`);
    expect(plain.body.fitsMyBoats?.map((f) => f.fits)).toEqual([null, null, null]);
    // Another user's boats are never compared, and a deleted boat drops out.
    await sql(`UPDATE boats SET deleted_at = now() WHERE id = $1`, [noEngine]);
    expect((await client.get<BoatPart>(`/api/boat-parts/${verado.id}`)).body.fitsMyBoats?.map((f) => f.boatId)).toEqual([fits, pastRange]);
  });
});

describe('bad fitment, specs and part numbers — 400 naming the field, the listing unchanged', () => {
  let me: Seller;
  let part: BoatPart;
  beforeAll(async () => {
    me = await seller();
    part = await listing(me, {
      fitment: [VERADO_ROW],
      specs: [{ key: 'pitch', value: '21', unit: 'in' }],
      partNumbers: [
        { number: 'CY-3000-C3', brand: 'Mercury' },
        { number: 'CY-2000-B2', brand: 'Mercury', relation: 'supersedes' },
      ],
    });
    // Two other listings: CY-1000-A1 was replaced by CY-2000-B2, and CY-3000-C3 by CY-4000-D4 — the chain
    // is A1 → B2 → C3 → D4, the listing edited here declaring B2 → C3.
    await listing(await seller(), {
      partNumbers: [
        { number: 'CY-2000-B2', brand: 'Mercury' },
        { number: 'CY-1000-A1', brand: 'Mercury', relation: 'supersedes' },
      ],
    });
    await listing(await seller(), {
      partNumbers: [
        { number: 'CY-4000-D4', brand: 'Mercury' },
        { number: 'CY-3000-C3', brand: 'Mercury', relation: 'supersedes' },
      ],
    });
  });

  const row = (overrides: Record<string, unknown>) => ({ engineMake: 'Mercury', engineModel: 'Verado', ...overrides });
  const numbers = (count: number) => Array.from({ length: count }, (_, i) => ({ number: `NB-${1000 + i}-X`, brand: 'Mercury' }));
  const nextYear = maxModelYear();

  it.each<[string, Record<string, unknown>, string, string]>([
    ['hp range reversed', { fitment: [row({ hpFrom: 300, hpTo: 200 })] }, 'fitment.0.hpFrom', M.hpRange],
    ['year range reversed', { fitment: [row({ yearFrom: 2012, yearTo: 2006 })] }, 'fitment.0.yearFrom', M.yearRange],
    ['serial range reversed', { fitment: [row({ serialFrom: '0G760299', serialTo: '0G590000' })] }, 'fitment.0.serialFrom', M.serialRange],
    ['year before 1950', { fitment: [row({ yearFrom: 1949 })] }, 'fitment.0.yearFrom', M.year()],
    ['year after next year', { fitment: [row({ yearTo: nextYear + 1 })] }, 'fitment.0.yearTo', M.year()],
    [
      'serial outside the make’s format',
      { fitment: [row({ serialFrom: 'ABC-12' })] },
      'fitment.0.serialFrom',
      M.serial('Mercury', '0G590000'),
    ],
    ['horsepower not a number', { fitment: [row({ hpTo: 'lots' })] }, 'fitment.0.hpTo', M.hp],
    ['no engine make', { fitment: [{ engineModel: 'Verado' }] }, 'fitment.0.engineMake', M.engineMake],
    ['more than 50 rows', { fitment: Array.from({ length: 51 }, () => row({})) }, 'fitment', M.fitmentMax],
    ['more than 30 specs', { specs: Array.from({ length: 31 }, (_, i) => ({ key: `k${i}`, value: '1' })) }, 'specs', M.specsMax],
    ['an unknown unit', { specs: [{ key: 'pitch', value: '21', unit: 'furlongs' }] }, 'specs.0', M.specUnit('furlongs')],
    ['more than 20 part numbers', { partNumbers: numbers(21) }, 'partNumbers', M.partNumbersMax],
    ['a part number of punctuation', { partNumbers: [{ number: '--..--' }] }, 'partNumbers.0.number', M.partNumber],
    ['an unknown relation', { partNumbers: [{ number: 'CY-3000-C3', relation: 'replaces' }] }, 'partNumbers.0.relation', M.relation],
    [
      'a supersession without an own number',
      { partNumbers: [{ number: 'CY-0100-Z0', relation: 'supersedes' }] },
      'partNumbers',
      M.supersedesWithoutOwn,
    ],
    [
      'a number superseding itself',
      {
        partNumbers: [
          { number: 'CY-3000-C3', brand: 'Mercury' },
          { number: 'cy 3000 c3', relation: 'supersedes' },
        ],
      },
      'partNumbers',
      M.supersessionCycle('cy 3000 c3'),
    ],
    [
      'a supersession that closes the chain C3 → D4 back to C3',
      {
        partNumbers: [
          { number: 'CY-3000-C3', brand: 'Mercury' },
          { number: 'CY-2000-B2', brand: 'Mercury', relation: 'supersedes' },
          { number: 'CY-4000-D4', brand: 'Mercury', relation: 'supersedes' },
        ],
      },
      'partNumbers',
      M.supersessionCycle('CY-4000-D4'),
    ],
  ])('%s', async (_name, entries, path, message) => {
    const before = await storedColumns(part.id);
    const keysBefore = await numberKeys(part.id);
    const res = await put(me, part, entries);
    expect(res.status, res.text).toBe(400);
    expect(res.body).toMatchObject({ code: 'VALIDATION_FAILED', message });
    expect(res.body.issues?.[0]).toEqual({ path, message });
    expect(await storedColumns(part.id)).toEqual(before);
    expect(await numberKeys(part.id)).toEqual(keysBefore);
  });

  it('a new listing that would close a cycle is not created', async () => {
    const other = await seller();
    const count = async () =>
      (await sql<{ n: number }>('SELECT count(*)::int AS n FROM boat_parts WHERE user_id = $1', [other.user.id]))[0].n;
    // A1 superseding D4 would lead back: A1 → B2 → C3 → D4 → A1.
    const res = await other.client.post('/api/boat-parts', {
      ...listingFactory([other.image]),
      partNumbers: [
        { number: 'CY-1000-A1', brand: 'Mercury' },
        { number: 'CY-4000-D4', brand: 'Mercury', relation: 'supersedes' },
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      message: M.supersessionCycle('CY-4000-D4'),
      issues: [{ path: 'partNumbers', message: M.supersessionCycle('CY-4000-D4') }],
    });
    expect(await count()).toBe(0);
    // Extending the chain is fine.
    const extended = await other.client.post<BoatPart>('/api/boat-parts', {
      ...listingFactory([other.image]),
      partNumbers: [
        { number: 'CY-5000-E5', brand: 'Mercury' },
        { number: 'cy 4000 d4', brand: 'Mercury', relation: 'supersedes' },
      ],
    });
    expect(extended.status, extended.text).toBe(201);
    expect((await anonymous().get<PartNumberLookup>('/api/part-numbers/CY-1000-A1')).body.chain.map((n) => n.number)).toEqual([
      'CY-1000-A1',
      'CY-2000-B2',
      'CY-3000-C3',
      'CY-4000-D4',
      'CY-5000-E5',
    ]);
  });

  it('two writers closing a cycle at the same time: one of them is refused', async () => {
    const [a, b] = [await seller(), await seller()];
    const write = (who: Seller, own: string, superseded: string) =>
      who.client.post('/api/boat-parts', {
        ...listingFactory([who.image]),
        partNumbers: [
          { number: own, brand: 'Mercury' },
          { number: superseded, brand: 'Mercury', relation: 'supersedes' },
        ],
      });
    const results = await Promise.all([write(a, 'RC-2000-B2', 'RC-1000-A1'), write(b, 'RC-1000-A1', 'RC-2000-B2')]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 400]);
  });
});

describe('the part page’s first HTML: Product JSON-LD carries the part’s own number as mpn', () => {
  let server: Awaited<ReturnType<typeof startApiWithPwa>> | undefined;
  let pageApi: ApiProcess;
  beforeAll(async () => {
    server = await startApiWithPwa(inject('adminDatabaseUrl'));
    pageApi = server.api;
  });
  afterAll(() => server?.stop());

  it('mpn is the first own number, the brand the number’s when the listing names none', async () => {
    const id = await insertListing(server!.databaseUrl, null, { title: 'Mercury water pump kit 8M0065104', brand: null });
    const numbers = [
      {
        number: '47-43026Q06',
        brand: 'Mercury',
        relation: 'supersedes',
        source: 'seller',
        normalized: '4743026Q6',
        keys: ['4743026Q6', '43026Q6'],
      },
      {
        number: '47-8M0065104',
        brand: 'Mercury',
        relation: 'own',
        source: 'seller',
        normalized: '478M0065104',
        keys: ['478M0065104', '8M0065104'],
      },
    ];
    await query(server!.databaseUrl, `UPDATE boat_parts SET part_numbers = $2::jsonb WHERE id = $1`, [id, JSON.stringify(numbers)]);
    const html = await (await fetch(`${pageApi.url}/boat-parts/${id}`)).text();
    const [product] = [...html.matchAll(/<script type="application\/ld\+json" data-page-head>([\s\S]*?)<\/script>/g)].map(
      (m) => JSON.parse(m[1]) as Record<string, unknown>,
    );
    expect(product).toMatchObject({ '@type': 'Product', mpn: '47-8M0065104', brand: { '@type': 'Brand', name: 'Mercury' } });
  });
});
