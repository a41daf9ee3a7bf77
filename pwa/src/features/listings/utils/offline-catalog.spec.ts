import { PART_CATEGORIES, type BoatPart } from '@dockside/shared/listings';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db/database';
import { toPartRow } from '@/lib/db/part-row';
import { boatPartFactory } from '../test/boat-part.factory';
import { EMPTY_FILTERS, type CatalogFilters } from './catalog-filters';
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
    const parts = fc
      .array(part, { minLength: 8, maxLength: 40 })
      .map((list) => list.map((fields, i) => boatPartFactory({ ...fields, id: i + 1 })));
    // Each filter is off most of the time, so most runs have parts to order.
    const sometimes = <T>(off: T, ...values: T[]) => fc.oneof({ arbitrary: fc.constant(off), weight: 3 }, fc.constantFrom(...values));
    const amount = sometimes('', '9', '10', '45.5', '100');
    const filters = fc.record({
      q: sometimes('', 'yam', 'YAMAHA', 'evin', 'pump', 'pumps', 'f', '150', 'bronze winch', 'pump Yam', 'x'),
      categories: fc.oneof({ arbitrary: fc.constant([]), weight: 2 }, fc.subarray([...categories], { minLength: 1 })),
      condition: sometimes('', 'New', 'Used - Good', 'Good', 'For Parts / Not Working'),
      minPrice: amount,
      maxPrice: amount,
      location: sometimes('', 'miami', 'MD'),
      brand: sometimes('', 'yamaha', 'Lewmar'),
      featured: fc.oneof({ arbitrary: fc.constant(false), weight: 3 }, fc.constant(true)),
      sort: fc.constantFrom('', 'newest', 'price-asc', 'price-desc', 'relevance'),
    }) as fc.Arbitrary<CatalogFilters>;
    const page = fc.record({ offset: fc.nat(12), limit: fc.integer({ min: 1, max: 12 }) });

    let ordered = 0;
    await fc.assert(
      fc.asyncProperty(parts, filters, page, fc.constantFrom(0, 4, undefined), async (list, chosen, { offset, limit }, readWholeMax) => {
        await db.parts.clear();
        await keep(list);
        const expected = filterPartsOnDevice(list, chosen).map((p) => p.id);
        if (expected.length > 1) ordered += 1;
        // readWholeMax 0: every candidate set is found by walking the order's index; 4: some words and filters
        // give few enough parts to read whole, others do not; the default: all do.
        const options = { readWholeMax };
        expect((await readCatalogPageOnDevice(db, chosen, { limit: 100 }, options)).map((p) => p.id)).toEqual(expected);
        expect((await readCatalogPageOnDevice(db, chosen, { offset, limit }, options)).map((p) => p.id)).toEqual(
          expected.slice(offset, offset + limit),
        );
      }),
      { numRuns: 200 },
    );
    // The runs compared orders, not mostly empty lists.
    expect(ordered).toBeGreaterThan(60);
    // 200 databases filled and read: seconds on a busy machine.
  }, 60_000);

  it('hands back parts without the index keys', async () => {
    await keep([boatPartFactory({ id: 1 })]);
    const [part] = await readCatalogPageOnDevice(db, search({ q: 'yamaha' }), all);
    expect(Object.keys(part)).not.toContain('words');
    expect(part).toEqual(boatPartFactory({ id: 1 }));
  });
});
