import { FITMENT_TEXTS, partNumberKey, type Engine, type FitmentRow, type PartNumber } from '@dockside/shared/fitment';
import { PART_CATEGORIES, type BoatPart } from '@dockside/shared/listings';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db/database';
import { FITMENT_KEYS_COMPLETE } from '@/lib/db/db.constants';
import { toPartRow } from '@/lib/db/part-row';
import { boatPartFactory } from '../test/boat-part.factory';
import { EMPTY_FILTERS, type CatalogFilters } from './catalog-filters';
import type { BoatRow } from '@/lib/db/database';
import { filterPartsOnDevice, readCatalogPageOnDevice } from './offline-catalog';

const keep = (parts: BoatPart[]) => db.parts.bulkPut(parts.map(toPartRow));
const titles = (parts: BoatPart[]) => parts.map((part) => part.title);
const search = (filters: Partial<CatalogFilters>) => ({ ...EMPTY_FILTERS, ...filters });
const all = { limit: 1000 };

/** `count` parts 'Part 1' … 'Part <count>' (ids 1 … count), each created a minute after the one before, with `fields(i)`. */
const partsAMinuteApart = (count: number, fields: (i: number) => Partial<BoatPart>) =>
  Array.from({ length: count }, (_, i) =>
    boatPartFactory({
      id: i + 1,
      title: `Part ${i + 1}`,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
      ...fields(i),
    }),
  );

/** A fitment row: the make, and what a test gives of the rest. */
const row = (engineMake: string, fields: Partial<FitmentRow> = {}): FitmentRow => ({
  engineMake,
  engineModel: null,
  hpFrom: null,
  hpTo: null,
  yearFrom: null,
  yearTo: null,
  serialFrom: null,
  serialTo: null,
  note: null,
  ...fields,
});

/** A part number as the API answers it (its key computed as the API does). */
const number = (text: string, relation: PartNumber['relation'] = 'own', brand: string | null = 'Mercury'): PartNumber => ({
  number: text,
  brand,
  relation,
  source: 'seller',
  normalized: partNumberKey(text),
});

const engine = (make: string, fields: Partial<Engine> = {}): Engine => ({
  make,
  model: null,
  hp: null,
  year: null,
  serial: null,
  shaftLength: null,
  rotation: null,
  fuel: null,
  drive: null,
  ...fields,
});

const boat = (id: number, engines: Engine[], userId = 7): BoatRow => ({
  id,
  userId,
  name: `Boat ${id}`,
  make: null,
  model: null,
  year: null,
  lengthFt: null,
  hin: null,
  engines,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 1,
});

/**
 * Counts the rows the device's reads touch until `stop`: each row handed back (a hook) and each step of a
 * cursor (a walk also steps over the rows its filter does not keep). `take()` gives the count and restarts it.
 */
function countRowsRead() {
  let handed = 0;
  const counting = (row: unknown) => ((handed += 1), row);
  db.parts.hook('reading', counting);
  const steps = vi.spyOn(IDBCursor.prototype, 'continue');
  return {
    take: () => {
      const touched = handed + steps.mock.calls.length;
      handed = 0;
      steps.mockClear();
      return touched;
    },
    stop: () => {
      db.parts.hook('reading').unsubscribe(counting);
      steps.mockRestore();
    },
  };
}

describe('the catalogue on the device follows the catalogue API', () => {
  it('orders by newest (then id), and by price with equal prices in id order', async () => {
    await keep([
      boatPartFactory({ id: 1, title: 'Bilge pump', price: '50.00', createdAt: '2026-01-02T00:00:00.000Z' }),
      boatPartFactory({ id: 2, title: 'Anchor', price: '120.00', createdAt: '2026-01-03T00:00:00.000Z' }),
      boatPartFactory({ id: 3, title: 'Cleat', price: '50.00', createdAt: '2026-01-03T00:00:00.000Z' }),
      boatPartFactory({ id: 4, title: 'Winch', price: '9.50', createdAt: '2026-01-01T00:00:00.000Z' }),
    ]);
    expect(titles(await readCatalogPageOnDevice(db, search({}), all))).toEqual(['Cleat', 'Anchor', 'Bilge pump', 'Winch']);
    expect(titles(await readCatalogPageOnDevice(db, search({ sort: 'price-asc' }), all))).toEqual([
      'Winch',
      'Bilge pump',
      'Cleat',
      'Anchor',
    ]);
    expect(titles(await readCatalogPageOnDevice(db, search({ sort: 'price-desc' }), all))).toEqual([
      'Anchor',
      'Cleat',
      'Bilge pump',
      'Winch',
    ]);
  });

  it('searches by the beginnings of words, accents and case aside, title/brand/model matches first', async () => {
    await keep([
      boatPartFactory({ id: 1, title: 'Stainless cleat', brand: null, model: null, description: 'Fits an Évinrude bracket.' }),
      boatPartFactory({ id: 2, title: 'Evinrude E-TEC 90', brand: 'Evinrude', createdAt: '2026-01-01T00:00:00.000Z' }),
      boatPartFactory({ id: 3, title: 'Outboard bracket', brand: null, model: null, description: 'Never fitted.' }),
    ]);
    // Part 1 mentions Evinrude in its description only: after the title match, though it is newer.
    expect(titles(await readCatalogPageOnDevice(db, search({ q: 'EVINR' }), all))).toEqual(['Evinrude E-TEC 90', 'Stainless cleat']);
    // 'tec' begins a word ('E-TEC' is two), 'vinrude' begins none.
    expect(titles(await readCatalogPageOnDevice(db, search({ q: 'tec' }), all))).toEqual(['Evinrude E-TEC 90']);
    expect(await readCatalogPageOnDevice(db, search({ q: 'vinrude' }), all)).toEqual([]);
  });

  it('finds a rare word beside a common one among many parts, in the order shown', async () => {
    const common = Array.from({ length: 40 }, (_, i) =>
      boatPartFactory({
        id: 100 + i,
        title: `Stainless stanchion ${i}`,
        createdAt: `2026-02-${String(1 + (i % 28)).padStart(2, '0')}T00:00:00.000Z`,
      }),
    );
    await keep([
      ...common,
      boatPartFactory({ id: 1, title: 'Sta-Lok terminal', brand: 'Sta-Lok', createdAt: '2026-01-01T00:00:00.000Z' }),
      boatPartFactory({
        id: 2,
        title: 'Rigging screw',
        brand: null,
        model: null,
        description: 'Sta-Lok fitting',
        createdAt: '2026-03-01T00:00:00.000Z',
      }),
    ]);
    // Fewer candidates read whole than 'sta' begins (40+): the other word narrows them.
    for (const options of [{ readWholeMax: 5 }, { readWholeMax: 0 }, {}]) {
      expect(titles(await readCatalogPageOnDevice(db, search({ q: 'Sta-Lok' }), all, options))).toEqual([
        'Sta-Lok terminal',
        'Rigging screw',
      ]);
      expect(titles(await readCatalogPageOnDevice(db, search({ q: 'lok sta', sort: 'newest' }), all, options))).toEqual([
        'Rigging screw',
        'Sta-Lok terminal',
      ]);
    }
  });

  it('shows active parts only; brand is the whole brand, location a part of it; a reversed price range still counts', async () => {
    await keep([
      boatPartFactory({ id: 1, title: 'Sold winch', status: 'sold' }),
      boatPartFactory({ id: 2, title: 'Yamaha prop', brand: 'YAMAHA', location: 'Annapolis, MD', price: '80.00' }),
      boatPartFactory({ id: 3, title: 'Yamaha Marine prop', brand: 'Yamaha Marine', location: 'Miami, FL', price: '90.00' }),
    ]);
    expect(titles(await readCatalogPageOnDevice(db, search({}), all))).toEqual(['Yamaha Marine prop', 'Yamaha prop']);
    expect(titles(await readCatalogPageOnDevice(db, search({ brand: 'yamaha' }), all))).toEqual(['Yamaha prop']);
    expect(titles(await readCatalogPageOnDevice(db, search({ location: 'napol' }), all))).toEqual(['Yamaha prop']);
    expect(titles(await readCatalogPageOnDevice(db, search({ minPrice: '85', maxPrice: '10' }), all))).toEqual(['Yamaha prop']);
  });

  it('finds a rare brand far down the order, a page at a time', async () => {
    // 400 parts, one in 25 of brand Harken: newest first, ids 400 … 1 (all created the same day).
    await keep(
      Array.from({ length: 400 }, (_, i) =>
        boatPartFactory({
          id: i + 1,
          title: `Part ${i + 1}`,
          brand: (i + 1) % 25 ? 'Lewmar' : 'Harken',
          createdAt: '2026-01-01T00:00:00.000Z',
        }),
      ),
    );
    const harken = Array.from({ length: 16 }, (_, i) => `Part ${400 - 25 * i}`);
    expect(titles(await readCatalogPageOnDevice(db, search({ brand: 'harken' }), all))).toEqual(harken);
    expect(titles(await readCatalogPageOnDevice(db, search({ brand: 'harken' }), { offset: 10, limit: 4 }))).toEqual(harken.slice(10, 14));
    expect(titles(await readCatalogPageOnDevice(db, search({ brand: 'harken', q: 'part' }), { limit: 3 }, { readWholeMax: 0 }))).toEqual(
      harken.slice(0, 3),
    );
  });

  it('reads the parts of a rare brand, condition, location or price, not every part above them in the order', async () => {
    // 2,000 parts; one Harken, three 'For Parts / Not Working', two in Hamble, two at 5.00, one of them featured.
    await keep(
      partsAMinuteApart(2000, (i) => ({
        brand: i === 7 ? 'Harken' : 'Lewmar',
        condition: i % 700 === 3 ? 'For Parts / Not Working' : 'Used - Good',
        price: i === 7 || i === 1500 ? '5.00' : '80.00',
        featured: i % 2 === 0,
        location: i === 7 || i === 1200 ? 'Hamble-le-Rice, UK' : 'Annapolis, MD',
      })),
    );
    const rows = countRowsRead();
    try {
      const cases: Array<[Partial<CatalogFilters>, string[]]> = [
        [{ brand: 'HARKEN' }, ['Part 8']],
        [{ condition: 'For Parts / Not Working' }, ['Part 1404', 'Part 704', 'Part 4']],
        [{ maxPrice: '10', sort: 'newest' }, ['Part 1501', 'Part 8']],
        [{ maxPrice: '10', featured: true }, ['Part 1501']],
        [{ location: ' le-RICE ', sort: 'price-asc' }, ['Part 8', 'Part 1201']],
        [{ location: 'napolis', brand: 'harken' }, []],
        [{ brand: 'harken', q: 'part' }, ['Part 8']],
        [{ brand: 'lewmar', q: 'part 1999', sort: 'newest' }, ['Part 1999']],
      ];
      for (const [filters, expected] of cases) {
        rows.take();
        expect(titles(await readCatalogPageOnDevice(db, search(filters), { limit: 24 }))).toEqual(expected);
        expect(rows.take()).toBeLessThanOrEqual(3);
      }
    } finally {
      rows.stop();
    }
  });

  it('reads a bounded stretch, not every part, for filters each common that together keep few', async () => {
    // 2,000 parts, newest last: the older half featured, the newer half (and one more) New, all Lewmar.
    // Featured and New together: one part, Part 1000, which a walk from the newest reaches after 1,000 parts.
    await keep(partsAMinuteApart(2000, (i) => ({ brand: 'Lewmar', condition: i >= 999 ? 'New' : 'Used - Good', featured: i < 1000 })));
    const rows = countRowsRead();
    const page = async (filters: Partial<CatalogFilters>) => {
      rows.take();
      const parts = await readCatalogPageOnDevice(db, search(filters), { limit: 24 }, { readWholeMax: 100 });
      return { titles: titles(parts), read: rows.take() };
    };
    try {
      const rare = await page({ condition: 'New', featured: true });
      expect(rare.titles).toEqual(['Part 1000']);
      // The bounded walk (101 parts), then the one part the filters' keys leave — not 1,000 parts walked.
      expect(rare.read).toBeLessThanOrEqual(110);
      // Together common: the walk fills the page from the first parts it reads.
      const common = await page({ condition: 'New', brand: 'lewmar' });
      expect(common.titles).toEqual(Array.from({ length: 24 }, (_, i) => `Part ${2000 - i}`));
      expect(common.read).toBeLessThanOrEqual(50);
    } finally {
      rows.stop();
    }
  });

  it('orders parts that share a price or a date, across a page boundary, as the reference does', async () => {
    // 600 parts: 7 prices, dates shared by 5 parts each, one in 9 featured (a filter tested on the index walk).
    const parts = Array.from({ length: 600 }, (_, i) =>
      boatPartFactory({
        id: i + 1,
        title: `Part ${i + 1}`,
        price: `${10 * (i % 7)}.00`,
        featured: i % 9 === 0,
        createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 5) * 60_000).toISOString(),
      }),
    );
    await keep(parts);
    for (const sort of ['newest', 'price-asc', 'price-desc'] as const) {
      const filters = search({ featured: true, sort });
      const expected = titles(filterPartsOnDevice(parts, filters));
      expect(expected).toHaveLength(67);
      expect(titles(await readCatalogPageOnDevice(db, filters, all))).toEqual(expected);
      expect(titles(await readCatalogPageOnDevice(db, filters, { offset: 40, limit: 24 }))).toEqual(expected.slice(40, 64));
    }
  });

  it('reads a page: the parts from offset to offset + limit', async () => {
    await keep(
      Array.from({ length: 30 }, (_, i) => boatPartFactory({ id: i + 1, title: `Part ${i + 1}`, createdAt: '2026-01-01T00:00:00.000Z' })),
    );
    expect(titles(await readCatalogPageOnDevice(db, search({}), { offset: 24, limit: 24 }))).toEqual([
      'Part 6',
      'Part 5',
      'Part 4',
      'Part 3',
      'Part 2',
      'Part 1',
    ]);
  });

  it('gives the same parts in the same order as the reference, for random parts, filters and pages', async () => {
    const vocabulary = [
      'Yamaha',
      'yamaha',
      'Évinrude',
      'pump',
      'pumps',
      'bilge',
      'F-150',
      'seacock',
      'bronze',
      'Lewmar',
      'winch',
      'anchor',
    ];
    const text = fc.array(fc.constantFrom(...vocabulary), { maxLength: 4 }).map((words) => words.join(' '));
    const categories = PART_CATEGORIES.slice(0, 3);
    const part = fc.record({
      title: text,
      brand: fc.option(fc.constantFrom('Yamaha', 'yamaha', 'Lewmar', 'Jabsco'), { nil: null }),
      model: fc.option(text, { nil: null }),
      description: text,
      category: fc.constantFrom(...categories),
      condition: fc.constantFrom('New', 'Used - Good', 'Used - Fair', 'For Parts / Not Working'),
      // Few prices and dates: ties are where orders differ.
      price: fc.constantFrom('9.00', '10.00', '45.50', '120.00'),
      createdAt: fc.constantFrom('2026-01-01T00:00:00.000Z', '2026-02-01T00:00:00.000Z', '2026-02-01T00:00:00.001Z'),
      status: fc.constantFrom('active', 'active', 'active', 'sold', 'removed'),
      featured: fc.boolean(),
      location: fc.option(fc.constantFrom('Annapolis, MD', 'Miami, FL', 'Hamble, UK'), { nil: null }),
    });
    const fitmentRow = fc.record({
      engineMake: fc.constantFrom('Yamaha', 'Mercury', 'Suzuki'),
      engineModel: fc.constantFrom(null, 'F115', 'F', 'Verado', 'DF'),
      hpFrom: fc.constantFrom(null, 90, 115),
      hpTo: fc.constantFrom(null, 115, 150),
      yearFrom: fc.constantFrom(null, 2005, 2015),
      yearTo: fc.constantFrom(null, 2015, 2024),
      serialFrom: fc.constantFrom(null, '0G590000', '6BX1000001'),
      serialTo: fc.constantFrom(null, '0G760299', '6BX1099999'),
      note: fc.constant(null),
    });
    // Few numbers, so that parts share them and supersessions chain (and sometimes loop, as old data might).
    const partNumber = fc
      .record({
        text: fc.constantFrom('47-43026Q06', '43026Q6', '47-8M0065104', '8M0100526', '6H3-44352-00', '6H3-44352-01', '18-3148'),
        relation: fc.constantFrom('own', 'own', 'supersedes', 'supersedes', 'cross-reference'),
        brand: fc.constantFrom('Mercury', 'Yamaha', 'Sierra', null),
      })
      .map(({ text, relation, brand }) => number(text, relation as PartNumber['relation'], brand));
    const fitted = fc.record({
      fitment: fc.oneof(fc.constant<FitmentRow[]>([]), fc.array<FitmentRow>(fitmentRow, { minLength: 1, maxLength: 2 })),
      partNumbers: fc.oneof(fc.constant<PartNumber[]>([]), fc.array(partNumber, { minLength: 1, maxLength: 3 })),
    });
    const parts = fc
      .array(fc.tuple(part, fitted), { minLength: 8, maxLength: 40 })
      .map((list) => list.map(([fields, fitting], i) => boatPartFactory({ ...fields, ...fitting, id: i + 1 })));
    const boats = [
      boat(1, [engine('Yamaha', { model: 'F115XA', hp: 115, year: 2016, serial: '6BX1012345' })]),
      boat(2, [engine('Mercury', { model: 'Verado 150', hp: 150, serial: '0G612345' }), engine('Suzuki', { hp: 90 })]),
      boat(3, []),
    ];
    // Each filter is off most of the time, so most runs have parts to order.
    const sometimes = <T>(off: T, ...values: T[]) => fc.oneof({ arbitrary: fc.constant(off), weight: 3 }, fc.constantFrom(...values));
    const amount = sometimes('', '9', '10', '45.5', '100');
    const anyFilters = fc.record({
      q: fc.oneof(
        { arbitrary: fc.constant(''), weight: 3 },
        { arbitrary: fc.constantFrom('yam', 'YAMAHA', 'evin', 'pump', 'pumps', 'f', '150', 'bronze winch', 'pump Yam', 'x'), weight: 2 },
        // Part numbers, spelt as sellers and buyers write them (and one no part has).
        {
          arbitrary: fc.constantFrom(
            '47-43026Q06',
            '43026Q06',
            '4743026q6',
            '8M0065104',
            '8m0100526',
            '6H3 44352',
            '6H3-44352-01',
            '18 3148',
            '1234',
          ),
          weight: 2,
        },
      ),
      categories: fc.oneof({ arbitrary: fc.constant([]), weight: 2 }, fc.subarray([...categories], { minLength: 1 })),
      condition: sometimes('', 'New', 'Used - Good', 'Good', 'For Parts / Not Working'),
      minPrice: amount,
      maxPrice: amount,
      location: sometimes('', 'miami', 'MD'),
      brand: sometimes('', 'yamaha', 'Lewmar'),
      featured: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, fc.constant(true)),
      sort: fc.constantFrom('', 'newest', 'price-asc', 'price-desc', 'relevance'),
      // A boat (3 has no engine, 9 is not on the device), or an engine described, or neither.
      fits: sometimes('', '1', '2', '3', '9'),
      engineMake: sometimes('', 'Yamaha', 'merc', 'SUZUKI', 'Honda'),
      engineModel: sometimes('', 'F115', 'F115XA', 'Verado 150', 'DF90'),
      hp: sometimes('', '90', '115', '150'),
      serial: sometimes('', '0G612345', '6BX1012345', '0G900000'),
      year: sometimes('', '2010', '2016'),
    }) as fc.Arbitrary<CatalogFilters>;
    // A third of the runs search and filter by fitment alone, a third search alone (and sort), so that parts
    // are found through their numbers often.
    const fitmentOnly = anyFilters.map((chosen) => ({
      ...chosen,
      categories: [],
      condition: '',
      minPrice: '',
      maxPrice: '',
      location: '',
      brand: '',
      featured: false,
    }));
    const filters = fc.oneof(
      anyFilters,
      fitmentOnly,
      fitmentOnly.map((chosen) => ({ ...chosen, fits: '', engineMake: '' })),
    );
    const page = fc.record({ offset: fc.nat(12), limit: fc.integer({ min: 1, max: 12 }) });

    let ordered = 0;
    let throughNumbers = 0;
    let fitting = 0;
    await fc.assert(
      fc.asyncProperty(
        parts,
        filters,
        page,
        fc.constantFrom(0, 4, undefined),
        fc.boolean(),
        async (list, chosen, { offset, limit }, readWholeMax, keysIndexed) => {
          await db.parts.clear();
          // A device updated from before schema version 8 reads without the fitment and part-number indexes.
          if (keysIndexed) await db.meta.put({ key: FITMENT_KEYS_COMPLETE, value: true });
          else await db.meta.delete(FITMENT_KEYS_COMPLETE);
          await db.boats.bulkPut(boats);
          await keep(list);
          const found = filterPartsOnDevice(list, chosen, { boats });
          const expected = found.map((p) => p.id);
          if (expected.length > 1) ordered += 1;
          if (found.some((p) => p.supersededBy)) throughNumbers += 1;
          if (found.length > 0 && (chosen.fits || chosen.engineMake)) fitting += 1;
          // readWholeMax 0: every candidate set is found by walking the order's index; 4: some words and filters
          // give few enough parts to read whole, others do not; the default: all do.
          const options = { readWholeMax };
          // The lines a card shows (the number matched, what superseded it) too.
          expect(await readCatalogPageOnDevice(db, chosen, { limit: 100 }, options)).toEqual(found);
          expect((await readCatalogPageOnDevice(db, chosen, { offset, limit }, options)).map((p) => p.id)).toEqual(
            expected.slice(offset, offset + limit),
          );
        },
      ),
      // A fixed seed: 7the counts below check that the runs reached the cases this test is about.
      { numRuns: 300, seed: 7 },
    );
    // The runs compared orders, not mostly empty lists.
    expect(ordered).toBeGreaterThan(60);
    // … and some of them were found through a superseded number, or through a boat or an engine.
    expect(throughNumbers).toBeGreaterThan(5);
    expect(fitting).toBeGreaterThan(10);
    // 300 databases filled and read: seconds on a busy machine.
  }, 60_000);

  it('hands back parts without the index keys', async () => {
    await keep([boatPartFactory({ id: 1 })]);
    const [part] = await readCatalogPageOnDevice(db, search({ q: 'yamaha' }), all);
    expect(Object.keys(part)).not.toContain('words');
    expect(part).toEqual(boatPartFactory({ id: 1 }));
  });
});

describe("'Fits my boat' and part numbers on the device, as the catalogue API", () => {
  const yamahaF115 = engine('Yamaha', { model: 'F115XA', hp: 115, year: 2016, serial: '6BX1012345' });

  it('keeps the parts with a row covering an engine of the boat, bounds included; parts without fitment are left out', async () => {
    await db.boats.bulkPut([boat(1, [yamahaF115]), boat(2, [engine('Mercury', { hp: 150 }), yamahaF115]), boat(3, [])]);
    await keep(
      partsAMinuteApart(8, (i) => ({
        fitment: [
          [row('Yamaha', { engineModel: 'F115', hpFrom: 115, hpTo: 115 })],
          [row('Yamaha', { engineModel: 'F', serialFrom: '6BX1000001', serialTo: '6BX1012345' })],
          [row('Yamaha', { hpFrom: 116 })],
          [row('Yamaha', { yearTo: 2015 })],
          [row('Mercury', { hpFrom: 150, hpTo: 150 }), row('Yamaha', { engineModel: 'F150' })],
          [],
          [row('Suzuki')],
          [row('Yamaha', { engineModel: 'LF115' })],
        ][i],
      })),
    );
    expect(titles(await readCatalogPageOnDevice(db, search({ fits: '1' }), all))).toEqual(['Part 2', 'Part 1']);
    // Any engine of the boat: the Mercury's part too.
    expect(titles(await readCatalogPageOnDevice(db, search({ fits: '2' }), all))).toEqual(['Part 5', 'Part 2', 'Part 1']);
    // A boat without engines, or not on this device: nothing to compare with, nothing fits.
    expect(await readCatalogPageOnDevice(db, search({ fits: '3' }), all)).toEqual([]);
    expect(await readCatalogPageOnDevice(db, search({ fits: '9' }), all)).toEqual([]);
    // An engine described: 'merc' is Mercury; what it does not state is not compared.
    expect(titles(await readCatalogPageOnDevice(db, search({ engineMake: 'merc' }), all))).toEqual(['Part 5']);
    // No year given: Part 4's year range is not compared.
    expect(titles(await readCatalogPageOnDevice(db, search({ engineMake: 'yamaha', hp: '120' }), all))).toEqual([
      'Part 8',
      'Part 5',
      'Part 4',
      'Part 3',
      'Part 2',
    ]);
    // One past the serial range's end; no model given, so Part 5's F150 row still counts.
    expect(titles(await readCatalogPageOnDevice(db, search({ engineMake: 'Yamaha', serial: '6BX1012346', hp: '115' }), all))).toEqual([
      'Part 8',
      'Part 5',
      'Part 4',
      'Part 1',
    ]);
    // The same filter combines with the others (a category, the price order).
    expect(titles(await readCatalogPageOnDevice(db, search({ fits: '2', sort: 'price-asc' }), all))).toEqual([
      'Part 1',
      'Part 2',
      'Part 5',
    ]);
  });

  it('finds a part number by any spelling: exact numbers first, then through supersession, then the word search', async () => {
    await keep([
      // The current number, which replaced 47-43026Q06 (itself the replacement of 47-43026Q03).
      boatPartFactory({
        id: 1,
        price: '120.00',
        title: 'Water pump kit, current',
        partNumbers: [number('47-8M0065104'), number('47-43026Q06', 'supersedes')],
        createdAt: '2026-01-01T00:00:00.000Z',
      }),
      boatPartFactory({
        id: 2,
        title: 'Water pump kit, old stock',
        price: '95.00',
        partNumbers: [number('47-43026Q06'), number('47-43026Q03', 'supersedes')],
        createdAt: '2026-01-02T00:00:00.000Z',
      }),
      boatPartFactory({
        id: 3,
        price: '40.00',
        title: 'Aftermarket impeller kit',
        partNumbers: [number('18-3148', 'own', 'Sierra'), number('47 43026 Q06', 'cross-reference')],
        createdAt: '2026-01-03T00:00:00.000Z',
      }),
      boatPartFactory({
        id: 4,
        price: '60.00',
        title: 'Oldest pump kit',
        partNumbers: [number('47-43026Q03')],
        createdAt: '2026-01-04T00:00:00.000Z',
      }),
      boatPartFactory({
        id: 5,
        price: '10.00',
        title: 'Gearcase seals',
        description: 'Came with a 47-43026Q06 kit.',
        createdAt: '2026-01-05T00:00:00.000Z',
      }),
      boatPartFactory({ id: 6, title: 'Sold pump kit', status: 'sold', partNumbers: [number('47-43026Q06')] }),
    ]);
    const found = async (q: string, filters: Partial<CatalogFilters> = {}) =>
      (await readCatalogPageOnDevice(db, search({ q, ...filters }), all)).map((part) => [
        part.title,
        part.matchedPartNumber,
        part.supersededBy,
      ]);

    // Exact (own and cross-reference), newest first; then through supersession: the part whose own number it
    // replaced, and the part that supersedes it (with the number that replaced it); then the word search.
    // The Mercury prefix '47-' is optional, 'Q06' is 'Q6'.
    const throughNumbers = [
      ['Aftermarket impeller kit', '47 43026 Q06', undefined],
      ['Water pump kit, old stock', '47-43026Q06', undefined],
      ['Oldest pump kit', '47-43026Q03', undefined],
      ['Water pump kit, current', '47-43026Q06', '47-8M0065104'],
    ];
    const text = ['Gearcase seals', undefined, undefined];
    expect(await found('47-43026Q06')).toEqual([...throughNumbers, text]);
    expect(await found('43026Q06')).toEqual([...throughNumbers, text]);
    // Written as one word, the number is not a word of the description.
    expect(await found('4743026q6')).toEqual(throughNumbers);
    // The end of the chain: the own numbers it replaced, all the way back (a cross-reference is not one).
    expect(await found('8M0065104')).toEqual([
      ['Water pump kit, current', '47-8M0065104', undefined],
      ['Oldest pump kit', '47-43026Q03', undefined],
      ['Water pump kit, old stock', '47-43026Q06', undefined],
    ]);
    // The first of the chain: each later part says which number replaced the one it matched.
    expect(await found('47-43026Q03')).toEqual([
      ['Oldest pump kit', '47-43026Q03', undefined],
      ['Water pump kit, old stock', '47-43026Q03', '47-43026Q06'],
      ['Water pump kit, current', '47-43026Q06', '47-8M0065104'],
    ]);
    // Another order than relevance: the parts found through the number join the word search's, in that order.
    expect((await found('47-43026Q06', { sort: 'price-asc', maxPrice: '100' })).map(([title]) => title)).toEqual([
      'Gearcase seals',
      'Aftermarket impeller kit',
      'Oldest pump kit',
      'Water pump kit, old stock',
    ]);
    // Letters are never dropped: no number is '47-43026' (its words still begin the description's);
    // punctuation alone is no number and finds nothing.
    expect(await found('47-43026')).toEqual([text]);
    expect(await found('--')).toEqual([]);
  });

  it('shows the line a card shows for a superseded number', () => {
    expect(FITMENT_TEXTS.supersededBy('47-8M0065104')).toBe('Superseded by 47-8M0065104');
  });

  it('reads a page of the parts that fit through the index, not every part above them', async () => {
    // 3,000 parts, newest last; one in 30 stated for Yamaha, one in 90 of them covering the F115.
    await db.boats.put(boat(1, [yamahaF115]));
    await keep(
      partsAMinuteApart(3000, (i) => ({
        fitment: i % 30 ? (i % 7 ? [] : [row('Mercury')]) : [row('Yamaha', { engineModel: i % 90 ? 'F250' : 'F115' })],
        partNumbers: i === 5 ? [number('6H3-44352-00', 'own', 'Yamaha')] : [],
      })),
    );
    const rows = countRowsRead();
    try {
      rows.take();
      const page = await readCatalogPageOnDevice(db, search({ fits: '1' }), { limit: 24 });
      expect(titles(page)).toEqual(Array.from({ length: 24 }, (_, k) => `Part ${2971 - 90 * k}`).filter((_, k) => 2971 - 90 * k > 0));
      // The Yamaha stretch of the index: about three parts read per part shown.
      expect(rows.take()).toBeLessThanOrEqual(100);
      expect(titles(await readCatalogPageOnDevice(db, search({ q: '6H3 44352' }), { limit: 24 }))).toEqual(['Part 6']);
      // A few reads of the number's key and its chain (none here), not the parts.
      expect(rows.take()).toBeLessThanOrEqual(12);
    } finally {
      rows.stop();
    }
  });
});
