import type { Collection, InsertType } from 'dexie';
import {
  firstCoveringRow,
  looksLikePartNumber,
  nameKey,
  normalizeEngineMake,
  partNumberKey,
  type EngineFilter,
} from '@dockside/shared/fitment';
import { CONDITION_FILTER_ALIASES, type BoatPart } from '@dockside/shared/listings';
import type { DocksideDatabase } from '@/lib/db/database';
import { facetsComplete } from '@/lib/db/facets-complete';
import { fitmentKeysComplete } from '@/lib/db/fitment-keys-complete';
import { foldText, fromPartRow, searchWords, toPartRow, type PartRow } from '@/lib/db/part-row';
import { fitmentParameters, withPriceRangeInOrder, type CatalogFilters } from './catalog-filters';
import { lookUpInParts, lookUpOnDevice, withLookup, type NumberLookup } from './part-number-lookup';

/**
 * The catalogue over the parts saved on this device (docs/architecture.md §6.2: catalogue search works offline),
 * with the catalogue API's rules as far as the device can apply them (docs/architecture.md §6.2):
 * - shown: active parts; categories, conditions (with their aliases), price range (either way round,
 *   bounds included), featured, brand (the whole brand, any case) and location (a part of it) as the API;
 * - search: every search word begins a word of the title, brand, model or description (the API's
 *   full-text search also stems words and corrects typos; the device does not);
 * - orders: newest (created, then id, descending); price ascending (price, id) or descending (price, id
 *   descending); relevance (the default while searching): parts with every word in the title, brand or
 *   model first, then the others, newest first within each;
 * - fitment (`fits` = one of the user's boats on this device, or an engine described): parts with a fitment
 *   row covering one of the engines (shared `firstCoveringRow`); parts without stated fitment are left out;
 * - a query that looks like a part number (part-number-lookup.ts) also finds the parts with that number or
 *   one linked to it by supersession: by relevance those come first (exact, then through supersession,
 *   newest first in each), then the word search's; by another order they join the word search's parts.
 *
 * `readCatalogPageOnDevice` reads one page through the indexes (never the whole table); `filterPartsOnDevice`
 * is the same rules over an array — the reference the indexed reads are tested against.
 */

type Order = 'newest' | 'price-asc' | 'price-desc';

/** A read of the device's parts (one index, one range). */
type PartsRead = Collection<PartRow, number, InsertType<PartRow, 'id'>>;

interface FilterRules {
  words: string[];
  /** The fitment filter's engines: null when it is off (none: nothing fits, e.g. a boat not on this device). */
  engines: EngineFilter[] | null;
  /** Relevance is ordered by tier, then newest. */
  sort: Order | 'relevance';
  categories: string[];
  min: number | undefined;
  max: number | undefined;
  /** The filters other than the search words. */
  test: (part: PartRow) => boolean;
  /** Whether walking the order's index (see indexWalk) already keeps only the parts `test` would keep. */
  walkCovers: (order: Order) => boolean;
  /**
   * For each filter chosen: the index reads that find every part it keeps (any of them: a condition has
   * aliases, a filter several categories) — brand, condition, featured and location only `withFacets`
   * (facets-backfill.ts). See partsPassingFilters.
   */
  filterReads: (db: DocksideDatabase, indexes: { facets: boolean; fitment: boolean }) => PartsRead[][];
  /** Whether a filter chosen is read from the facets index. */
  usesFacets: boolean;
  /** A candidate set up to this size is read whole and sorted (READ_WHOLE_MAX; smaller in tests). */
  readWholeMax: number;
}

/**
 * A candidate set up to this size is read whole (bulkGet) and sorted; a larger one is found by walking the
 * order's index, which for a common word fills a page after a few dozen rows per part shown.
 */
const READ_WHOLE_MAX = 1500;

const amount = (value: string) => (value === '' ? undefined : Number(value));

/** The rules of a read of the device database (passed in: this module does not load it, lib/db/device.ts). */
interface Rules extends FilterRules {
  db: DocksideDatabase;
}

/** Engines without a make compare with nothing; the make is compared as stored (its reference name). */
const byMake = (engines: readonly EngineFilter[]) =>
  engines.filter((engine) => engine.make.trim()).map((engine) => ({ ...engine, make: normalizeEngineMake(engine.make) }));

/**
 * The engines the fitment filter compares with: a boat's (looked up by the caller: `boatEngines`), or the
 * engine the filters describe; null when the filter is off.
 */
export function filterEngines(
  filters: CatalogFilters,
  boatEngines: (boatId: number) => readonly EngineFilter[] | undefined,
): EngineFilter[] | null {
  const chosen = fitmentParameters(filters);
  if (chosen.fits) return byMake(boatEngines(Number(chosen.fits)) ?? []);
  if (!chosen.engineMake) return null;
  const number = (value: string | undefined) => (value ? Number(value) : null);
  return byMake([
    {
      make: chosen.engineMake,
      model: chosen.engineModel ?? null,
      hp: number(chosen.hp),
      year: number(chosen.year),
      serial: chosen.serial ?? null,
    },
  ]);
}

/** A part whose fitment covers one of the engines. */
const fitsAny = (part: BoatPart, engines: readonly EngineFilter[]) =>
  (part.fitment?.length ?? 0) > 0 && firstCoveringRow(part.fitment, engines) !== null;

/** The stretch of the `fitMakes` index holding a make's parts (PartRow.fitMakes), newest last. */
const makeStretch = (db: DocksideDatabase, make: string) => db.parts.where('fitMakes').between(`${make}|`, `${make}|\uffff`, true, true);

/** The distinct make keys of the engines (the fitMakes stretches to read). */
const makeKeys = (engines: readonly EngineFilter[]) => [...new Set(engines.map((engine) => nameKey(engine.make)))];

function rulesOf(requested: CatalogFilters, engines: EngineFilter[] | null, readWholeMax = READ_WHOLE_MAX): FilterRules {
  const filters = withPriceRangeInOrder(requested);
  const words = searchWords(filters.q);
  const conditions = filters.condition ? new Set<string>(CONDITION_FILTER_ALIASES[filters.condition] ?? [filters.condition]) : null;
  const categories = filters.categories.length ? new Set<string>(filters.categories) : null;
  const min = amount(filters.minPrice);
  const max = amount(filters.maxPrice);
  const brand = foldText(filters.brand.trim());
  const location = foldText(filters.location.trim());
  const chosen = filters.sort || (filters.q.trim() ? 'relevance' : 'newest');
  return {
    words,
    engines,
    // Relevance without search words is the newest order (every part is in the first tier).
    sort: chosen === 'relevance' && !words.length ? 'newest' : chosen,
    categories: filters.categories,
    min,
    max,
    test: (part) =>
      part.visible === 1 &&
      (!categories || categories.has(part.category)) &&
      (!conditions || conditions.has(part.condition)) &&
      (min === undefined || part.priceNum >= min) &&
      (max === undefined || part.priceNum <= max) &&
      (!filters.featured || part.featured) &&
      (!brand || foldText(part.brand ?? '') === brand) &&
      (!location || foldText(part.location ?? '').includes(location)) &&
      (!engines || fitsAny(part, engines)),
    walkCovers: (order) =>
      !engines &&
      !conditions &&
      !filters.featured &&
      !brand &&
      !location &&
      filters.categories.length <= 1 &&
      (order !== 'newest' || (min === undefined && max === undefined)),
    usesFacets: Boolean(conditions || brand || filters.featured || location),
    readWholeMax,
    filterReads: (db, { facets: withFacets, fitment }) => {
      const facet = (key: string) => db.parts.where('facets').equals(key);
      const reads = [filters.categories.map((category) => db.parts.where('category').equals(category))];
      if (min !== undefined || max !== undefined)
        reads.push([db.parts.where('[visible+priceNum]').between([1, min ?? -Infinity], [1, max ?? Infinity], true, true)]);
      if (withFacets)
        reads.push(
          [...(conditions ?? [])].map((condition) => facet(`condition:${condition}`)),
          brand ? [facet(`brand:${brand}`)] : [],
          filters.featured ? [facet('featured')] : [],
          // A part's location keys are its suffixes (partFacets): the text begins one of them.
          location ? [db.parts.where('facets').startsWith(`location:${location}`)] : [],
        );
      if (engines && fitment) reads.push(makeKeys(engines).map((make) => makeStretch(db, make)));
      return reads.filter((alternatives) => alternatives.length > 0);
    },
  };
}

/** A search of punctuation alone ('--', '?'): nothing is found, as the API answers it (its empty state). */
const searchesNothing = (filters: CatalogFilters) => filters.q.trim() !== '' && searchWords(filters.q).length === 0;

/** Every search word begins one of `words`. */
const hasAll = (search: readonly string[], words: readonly string[]) => search.every((word) => words.some((w) => w.startsWith(word)));

const byNewest = (a: PartRow, b: PartRow) => (a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : b.id - a.id);
const COMPARE: Record<Order, (a: PartRow, b: PartRow) => number> = {
  newest: byNewest,
  'price-asc': (a, b) => a.priceNum - b.priceNum || a.id - b.id,
  'price-desc': (a, b) => b.priceNum - a.priceNum || b.id - a.id,
};

/**
 * The reference: the catalogue's rules applied to an array of parts (a test oracle; screens read pages).
 * `boats`: the user's boats on the device, for `fits`.
 */
export function filterPartsOnDevice(
  parts: readonly BoatPart[],
  filters: CatalogFilters,
  { boats = [] }: { boats?: ReadonlyArray<{ id: number; engines: readonly EngineFilter[] }> } = {},
): BoatPart[] {
  const rules = rulesOf(
    filters,
    filterEngines(filters, (id) => boats.find((boat) => boat.id === id)?.engines),
  );
  if (searchesNothing(filters)) return [];
  const lookup = looksLikePartNumber(filters.q) ? lookUpInParts(parts, partNumberKey(filters.q)) : null;
  const rows = parts.map(toPartRow).filter((row) => rules.test(row) && (lookup?.found.has(row.id) || hasAll(rules.words, row.words)));
  // By relevance the parts found through the number come first (exact, then through supersession), then the
  // word search's tiers; by another order they join the word search's parts in that order (as the API).
  const numberTier = (row: PartRow) => lookup?.found.get(row.id)?.tier ?? 2;
  const wordTier = (row: PartRow) => (numberTier(row) === 2 && !hasAll(rules.words, row.headWords) ? 1 : 0);
  const compare =
    rules.sort === 'relevance'
      ? (a: PartRow, b: PartRow) => numberTier(a) - numberTier(b) || wordTier(a) - wordTier(b) || byNewest(a, b)
      : COMPARE[rules.sort];
  return rows.sort(compare).map((row) => withLookup(fromPartRow(row), lookup));
}

/**
 * Parts `offset` to `offset + limit` of the catalogue for these filters, from the device's indexes:
 * - no search: one walk down the order's index (within the category when one is chosen, within the price
 *   range when sorted by price), the other filters tested on the way, stopping after the page — unless a
 *   filter keeps few parts (partsPassingFilters): then those parts are read and ordered; filters that each
 *   keep many walk a bounded stretch, then read their keys whole and intersect them (commonFiltersTogether);
 * - search: the parts whose words begin with the search words, or that a filter keeps when fewer (key-only
 *   reads of the indexes, see partsWithWords), then either those parts read and ordered, or the order's
 *   index walked keeping them.
 * Deeper pages re-walk from the start (offset), so they cost what the parts above them cost.
 */
export async function readCatalogPageOnDevice(
  db: DocksideDatabase,
  filters: CatalogFilters,
  page: { offset?: number; limit: number },
  // Tests walk the indexes for small sets too.
  { readWholeMax }: { readWholeMax?: number } = {},
): Promise<BoatPart[]> {
  const offset = page.offset ?? 0;
  const wanted = offset + page.limit;
  const fits = Number(fitmentParameters(filters).fits);
  const boat = fits ? await db.boats.get(fits) : undefined;
  const rules: Rules = {
    ...rulesOf(
      filters,
      filterEngines(filters, () => boat?.engines),
      readWholeMax,
    ),
    db,
  };
  if (rules.engines?.length === 0 || searchesNothing(filters)) return [];
  if (!looksLikePartNumber(filters.q)) return (await firstRows(rules, wanted)).slice(offset).map(fromPartRow);
  const lookup = await partNumberLookup(db, partNumberKey(filters.q));
  const found = await numberMatches(rules, lookup);
  const others = { ...rules, test: (row: PartRow) => !lookup.found.has(row.id) && rules.test(row), walkCovers: () => false };
  // By relevance the parts found through the number come first; by another order they join the word search's.
  const rows =
    rules.sort === 'relevance'
      ? [...found, ...(found.length >= wanted ? [] : await firstRows(others, wanted - found.length))]
      : [...found, ...(await firstRows(others, wanted))].sort(COMPARE[rules.sort]);
  return rows.slice(offset, wanted).map((row) => withLookup(fromPartRow(row), lookup));
}

/** The part-number lookup through the `pnKeys` index; before it is filled (fitment-keys-backfill.ts), over every part. */
async function partNumberLookup(db: DocksideDatabase, key: string): Promise<NumberLookup> {
  if (await fitmentKeysComplete(db)) return lookUpOnDevice(db, key);
  return lookUpInParts(await db.parts.toArray(), key);
}

/** The parts found through the number that the other filters keep: the exact ones, then the related, each in the order chosen. */
async function numberMatches(rules: Rules, lookup: NumberLookup): Promise<PartRow[]> {
  const rows = (await rules.db.parts.bulkGet([...lookup.found.keys()])).filter(
    (row): row is PartRow => row !== undefined && rules.test(row),
  );
  const tier = (row: PartRow) => lookup.found.get(row.id)?.tier ?? 2;
  const compare = rules.sort === 'relevance' ? byNewest : COMPARE[rules.sort];
  return rows.sort((a, b) => tier(a) - tier(b) || compare(a, b));
}

/** The first `wanted` rows of the catalogue for these rules (see readCatalogPageOnDevice). */
async function firstRows(rules: Rules, wanted: number): Promise<PartRow[]> {
  const { words, readWholeMax } = rules;
  if (!words.length) {
    const order = rules.sort === 'relevance' ? 'newest' : rules.sort;
    if (rules.walkCovers(order)) return inOrder(rules, order, null, rules.test, wanted);
    const terms = await filterTerms(rules);
    // The fitment filter's read is the last term (filterReads).
    const fitment = rules.engines !== null && terms.length > 0 && (await fitmentKeysComplete(rules.db)) ? terms.at(-1) : undefined;
    if (fitment && order === 'newest') {
      // Newest first, the makes' stretches of fitMakes are the order itself: walked, they fill a page after
      // about as many parts as the page shows over the share of them that fit — unless another filter keeps few.
      const filtered = await partsPassingFilters(terms.slice(0, -1), readWholeMax);
      return filtered ? inOrder(rules, order, filtered, rules.test, wanted) : newestThatFit(rules, wanted);
    }
    const filtered = await partsPassingFilters(terms, readWholeMax);
    if (fitment && !filtered && terms.length === 1) {
      // By price: the makes' parts, keys only, are the candidates of the walk down the price index.
      return inOrder(rules, order, new Set((await keysOf(fitment)).flat()), rules.test, wanted);
    }
    if (filtered || terms.length < 2) return inOrder(rules, order, filtered, rules.test, wanted);
    return commonFiltersTogether(rules, order, terms, wanted);
  }
  const filtered = await partsPassingFilters(await filterTerms(rules), readWholeMax);
  if (rules.sort !== 'relevance') {
    const all = await partsWithWords(rules, 'words', words, filtered);
    return inOrder(rules, rules.sort, all, (row) => rules.test(row) && hasAll(words, row.words), wanted);
  }
  const inHead = (row: PartRow) => hasAll(words, row.headWords);
  // Several words (or a filter): when the parts with every word are few, they are read once and split into
  // the two tiers here, instead of the titles' index and then the words' index each read in turn — two
  // common words over 50,000 parts read both indexes whole, twice.
  const withWords = words.length > 1 || filtered ? await partsWithWords(rules, 'words', words, filtered) : null;
  if (withWords && withWords.size <= readWholeMax) {
    const tier = (row: PartRow) => (inHead(row) ? 0 : 1);
    const test = (row: PartRow) => rules.test(row) && hasAll(words, row.words);
    return rowsOf(rules, withWords, test, (a, b) => tier(a) - tier(b) || byNewest(a, b), wanted);
  }
  const first = await inOrder(
    rules,
    'newest',
    await partsWithWords(rules, 'headWords', words, filtered),
    (row) => rules.test(row) && inHead(row),
    wanted,
  );
  if (first.length >= wanted) return first;
  const rest = await inOrder(
    rules,
    'newest',
    withWords ?? (await partsWithWords(rules, 'words', words, filtered)),
    (row) => rules.test(row) && !inHead(row) && hasAll(words, row.words),
    wanted - first.length,
  );
  return [...first, ...rest];
}

/**
 * The first `wanted` parts that fit, newest first: each engine make's stretch of `fitMakes` walked from its
 * newest part (the keys end with the part's creation time; ties in id order, reversed as the newest order
 * has them), then merged. A part stated for two makes is in both stretches and kept once.
 */
async function newestThatFit(rules: Rules, wanted: number): Promise<PartRow[]> {
  const makes = makeKeys(rules.engines ?? []);
  const lists = await Promise.all(makes.map((make) => makeStretch(rules.db, make).reverse().filter(rules.test).limit(wanted).toArray()));
  if (lists.length === 1) return lists[0];
  const byId = new Map(lists.flat().map((row) => [row.id, row]));
  return [...byId.values()].sort(byNewest).slice(0, wanted);
}

/**
 * Ids of parts with a word beginning with each search word, from key-only reads of a words index (a superset:
 * the caller tests every word on the rows). The words are first read up to `readWholeMax` keys each, at once:
 * a word with fewer parts gives the candidates without reading the common words whole — 'Sta-Lok' is 'sta',
 * which begins a word in most parts, and 'lok', in a few. Only when every word is common are their parts read
 * whole and intersected, the longest word first, until few enough remain. (A search for one rare part over
 * 50,000 parts walked all of them for 8 s when the longest word alone chose the candidates.)
 */
async function partsWithWords(
  rules: Rules,
  index: 'words' | 'headWords',
  words: readonly string[],
  filtered: Set<number> | null,
): Promise<Set<number>> {
  const { readWholeMax } = rules;
  const withWord = (word: string) => rules.db.parts.where(index).startsWith(word);
  // One word: its keys read whole at once (a limited read first would be repeated whole when it is common).
  if (words.length === 1 && !filtered) return new Set(await withWord(words[0]).primaryKeys());
  const reads = words.map((word) => [withWord(word)]);
  const complete = (await idsUpTo(reads, readWholeMax)).filter((ids) => ids !== null);
  if (filtered) complete.push(filtered);
  if (complete.length) return complete.reduce((a, b) => (b.size < a.size ? b : a));
  const [longest, ...others] = [...words].sort((a, b) => b.length - a.length);
  let ids = new Set(await withWord(longest).primaryKeys());
  for (const word of others) {
    if (ids.size <= readWholeMax) break;
    const before = ids;
    ids = new Set((await withWord(word).primaryKeys()).filter((id) => before.has(id)));
  }
  return ids;
}

/** The index reads of the filters chosen (Rules.filterReads): those of the facets index once it is complete. */
async function filterTerms(rules: Rules): Promise<PartsRead[][]> {
  const [facets, fitment] = await Promise.all([
    rules.usesFacets && facetsComplete(rules.db),
    rules.engines !== null && fitmentKeysComplete(rules.db),
  ]);
  return rules.filterReads(rules.db, { facets, fitment });
}

/**
 * Ids of the parts every chosen filter may keep, when some filter keeps few enough to read them whole
 * (`max`); null when none does (the order's index is walked, testing the filters on the way).
 * Each filter is read up to `max` keys (idsUpTo); the complete ones are intersected.
 * (A brand on one part of 50,000 walked all of them for 3.7 s.) The rows read are tested against every filter.
 */
async function partsPassingFilters(terms: readonly PartsRead[][], max: number): Promise<Set<number> | null> {
  const complete = (await idsUpTo(terms, max)).filter((ids) => ids !== null);
  return complete.length ? complete.reduce(intersect) : null;
}

/**
 * Filters that each keep many parts but together may keep few (a category, a condition and a price range):
 * the order's index is walked for at most `readWholeMax` parts, which fills a page when the filters together
 * keep a fair share; when it does not, every filter's keys are read whole (keys only) and intersected, so a
 * rare combination costs its filters' keys instead of a walk past every part on the device.
 */
async function commonFiltersTogether(rules: Rules, order: Order, terms: readonly PartsRead[][], wanted: number) {
  let seen = 0;
  const rows = await indexWalk(rules, order)
    .until(() => ++seen > rules.readWholeMax)
    .filter(rules.test)
    .limit(wanted)
    .toArray();
  if (rows.length >= wanted || seen <= rules.readWholeMax) return rows;
  const whole = await Promise.all(terms.map(async (alternatives) => new Set((await keysOf(alternatives)).flat())));
  return inOrder(rules, order, whole.reduce(intersect), rules.test, wanted);
}

/** The ids in both sets. */
function intersect(a: Set<number>, b: Set<number>): Set<number> {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  return new Set([...small].filter((id) => large.has(id)));
}

/**
 * For each term (a search word, a filter): the ids of its parts, or null when it has more than `max` — its
 * reads (a filter's alternatives: a condition's aliases, several categories) each read up to `max + 1` keys,
 * keys only, all terms at once, so a common term costs a bounded read. A multi-entry read can give a part
 * more than once (a word beginning several of its words): each time counts towards the limit.
 */
function idsUpTo(terms: readonly PartsRead[][], max: number): Promise<Array<Set<number> | null>> {
  return Promise.all(
    terms.map(async (alternatives) => {
      const lists = await keysOf(alternatives, max + 1);
      const ids = new Set(lists.flat());
      return lists.some((list) => list.length > max) || ids.size > max ? null : ids;
    }),
  );
}

/**
 * The keys of a term's reads (a filter's alternatives), keys only, all at once: each read up to `limit` keys
 * when given, else whole (no limit(): an unbounded getAllKeys count must not be Infinity).
 */
function keysOf(alternatives: readonly PartsRead[], limit?: number): Promise<number[][]> {
  // clone(): Dexie's limit() changes the collection itself; the caller may read it whole after.
  return Promise.all(alternatives.map((read) => (limit === undefined ? read : read.clone().limit(limit)).primaryKeys()));
}

/** The first `limit` rows passing `test` (and among `candidates` when given) in `order`. */
async function inOrder(rules: Rules, order: Order, candidates: Set<number> | null, test: (row: PartRow) => boolean, limit: number) {
  if (limit <= 0 || candidates?.size === 0) return [];
  if (candidates && candidates.size <= rules.readWholeMax) return rowsOf(rules, candidates, test, COMPARE[order], limit);
  // Nothing to test on the way (e.g. the whole catalogue, or one category): the page is one read of the
  // index (getAll), not a cursor stepping row by row.
  if (!candidates && test === rules.test && rules.walkCovers(order)) return indexWalk(rules, order).limit(limit).toArray();
  return indexWalk(rules, order)
    .filter((row) => (!candidates || candidates.has(row.id)) && test(row))
    .limit(limit)
    .toArray();
}

/** The first `limit` of these few parts (read at once) that pass `test`, in `compare`'s order. */
async function rowsOf(
  rules: Rules,
  ids: Set<number>,
  test: (row: PartRow) => boolean,
  compare: (a: PartRow, b: PartRow) => number,
  limit: number,
): Promise<PartRow[]> {
  const rows = (await rules.db.parts.bulkGet([...ids])).filter((row): row is PartRow => row !== undefined && test(row));
  return rows.sort(compare).slice(0, limit);
}

/** Dexie.minKey and Dexie.maxKey (array keys, which every browser we support has), without loading Dexie here. */
const MIN_KEY = -Infinity;
const MAX_KEY: unknown[] = [[]];

/** The index that holds the visible parts in `order`: within the one chosen category, and price range when by price. */
function indexWalk(rules: Rules, order: Order): PartsRead {
  const byPrice = order !== 'newest';
  const low = byPrice ? (rules.min ?? -Infinity) : MIN_KEY;
  const high = byPrice ? (rules.max ?? Infinity) : MAX_KEY;
  const key = byPrice ? 'priceNum' : 'createdAt';
  const category = rules.categories.length === 1 ? rules.categories[0] : null;
  const walk =
    category === null
      ? rules.db.parts.where(`[visible+${key}]`).between([1, low], [1, high], true, true)
      : rules.db.parts.where(`[visible+category+${key}]`).between([1, category, low], [1, category, high], true, true);
  return order === 'price-asc' ? walk : walk.reverse();
}
