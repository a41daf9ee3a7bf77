import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sqlRows } from '../../../database/sql';
import { PUBLIC_WHERE } from '../listing.entity';
import { type PartRow, PUBLIC_COLUMNS } from '../listing.row';
import { type EngineFilter, looksLikePartNumber, partNumberKey } from '@dockside/shared/fitment';
import { engineKeys, fitmentSearchKeys } from './engine-keys.types';
import type { CatalogSearch } from './catalog-search.types';
import { type RelevanceKey, parseRelevanceKey, relevanceKeyExpression } from './catalog-cursor';
import { TYPO_ALTERNATIVES, TYPO_MIN_LENGTH, closeAlternatives, escapeLike, excludesOrQuotes, typoText } from './search-text';

export type CatalogRow = PartRow & {
  sort_key: string;
  /** Found through a part number: the listing's number that matched, as written. */
  matched_part_number?: string | null;
  /** …and when the number searched for was superseded, the listing's own number that replaces it. */
  superseded_by?: string | null;
};

/** A piece of SQL and its bindings, in the order its `?` appear. */
interface Sql {
  text: string;
  bindings: unknown[];
}
const sql = (text: string, ...bindings: unknown[]): Sql => ({ text, bindings });
/** A tsquery expression; `operators` when it excludes words or asks for a phrase. */
type TsQuery = Sql & { operators: boolean };
const join = (parts: Sql[], separator: string): Sql => sql(parts.map((p) => p.text).join(separator), ...parts.flatMap((p) => p.bindings));

/** Microseconds since the epoch: exact, so (created_at, id) keysets never skip or repeat a row. */
const CREATED_MICROS = `(extract(epoch FROM p.created_at) * 1000000)::bigint`;
const FROM_MICROS = `(timestamptz 'epoch' + ?::bigint * interval '1 microsecond')`;

/**
 * How many of the newest listings a relevance page looks through itself before asking the planner for
 * the older matches (see `relevanceTier`). Without filters the walk is index-only
 * (boat_parts_public_newest_title holds title_vector), so it is cheap per row; with filters, or in the
 * description tier, each row is a heap visit.
 */
export const RELEVANCE_WALK = { indexOnly: 5000, heap: 1000 } as const;

/**
 * Catalogue search in PostgreSQL (docs/architecture.md §4.7, docs/performance.md, docs/decisions.md "Catalogue search"):
 * - `q`: websearch_to_tsquery over the weighted search_vector (GIN). Sorted by relevance (the default
 *   with `q`), matches come in two tiers — every word in the title, brand or model (title_vector)
 *   first, then matches in the description — newest first within a tier. Both tiers are found
 *   without ranking every match, so a word in 5 % of a million listings costs what a rare one does.
 * - typo search: when full text finds nothing on the first page, each word of 4+ characters that is
 *   not a title/brand word is corrected to its nearest words in `search_words` (pg_trgm similarity,
 *   GiST) and the search runs again as full text with "word OR corrections" — so 'yamha' finds
 *   Yamaha. The cursor remembers a typo search, so its pages never mix with plain ones.
 * - filters: B-tree / partial indexes (category, condition, price, brand, featured), trigram on location.
 * - keyset paging for every sort; relevance keysets on (tier, created_at, id).
 * Every value is a bound parameter.
 */
@Injectable()
export class CatalogSearchRepository {
  constructor(private readonly em: EntityManager) {}

  /** Up to `limit + 1` rows (one more tells whether there is a next page), and whether it was a typo search. */
  async search(search: CatalogSearch): Promise<{ rows: CatalogRow[]; typo: boolean }> {
    // Punctuation alone ('---', '#') searches for nothing: the empty catalogue, as any query without a match.
    if (search.q && !/[\p{L}\p{N}]/u.test(search.q)) return { rows: [], typo: false };
    const typoQuery = search.q ? typoText(search.q) : null;
    if (search.after?.typo && typoQuery) return { rows: await this.typoSearch(search, typoQuery), typo: true };
    const plain: TsQuery | null = search.q
      ? { ...sql(`websearch_to_tsquery('english', ?::text)`, search.q), operators: excludesOrQuotes(search.q) }
      : null;
    const rows = await this.run(search, plain);
    if (rows.length > 0 || search.after || !typoQuery) return { rows, typo: false };
    return { rows: await this.typoSearch(search, typoQuery), typo: true };
  }

  private async typoSearch(search: CatalogSearch, text: string): Promise<CatalogRow[]> {
    const corrected = await this.correctedQuery(text);
    return corrected ? this.run(search, corrected) : [];
  }

  /**
   * The typo search's tsquery: each word OR its nearest dictionary words, the words ANDed — or null
   * when no word has a correction (the search would only repeat the full-text one). A correction is a
   * title/brand word with trigram similarity ≥ pg_trgm.similarity_threshold (0.3) and within
   * TYPO_MARGIN of the best one ('chartploter' → chartplotter 0.79, not charger 0.33). Words of the
   * dictionary, and words under 4 characters, are kept as they are.
   */
  private async correctedQuery(text: string): Promise<TsQuery | null> {
    const words = await sqlRows<{ word: string; alternatives: string[] | null; similarities: number[] | null }>(
      this.em,
      `SELECT w.word, c.alternatives, c.similarities
         FROM (SELECT word, min(n) AS n FROM regexp_split_to_table(?::text, '[[:space:][:punct:]]+') WITH ORDINALITY AS t(word, n)
                WHERE word <> '' GROUP BY word) w
         LEFT JOIN LATERAL (
           SELECT array_agg(d.word ORDER BY d.distance, d.word) AS alternatives,
                  array_agg(1 - d.distance ORDER BY d.distance, d.word) AS similarities
             FROM (SELECT s.word, s.word <-> w.word AS distance FROM search_words s
                    WHERE length(w.word) >= ? AND s.word % w.word
                      AND NOT EXISTS (SELECT 1 FROM search_words known WHERE known.word = w.word)
                    ORDER BY s.word <-> w.word LIMIT ?) d) c ON true
        ORDER BY w.n`,
      [text, TYPO_MIN_LENGTH, TYPO_ALTERNATIVES],
    );
    const corrections = words.map((w) => closeAlternatives(w.alternatives ?? [], w.similarities ?? []));
    if (corrections.every((alternatives) => alternatives.length === 0)) return null;
    const eachWord = words.map((w, i) =>
      join(
        [w.word, ...corrections[i]].map((word) => sql(`plainto_tsquery('english', ?::text)`, word)),
        ' || ',
      ),
    );
    return {
      ...sql(`(${eachWord.map((w) => w.text).join(') && (')})`, ...eachWord.flatMap((w) => w.bindings)),
      operators: false,
    };
  }

  /**
   * One catalogue query; `query` is the tsquery of `q` (full text or typo-corrected), null without `q`.
   * A `q` that looks like a part number also matches through part_number_keys (`partNumberMatches`):
   * by relevance those matches come first (tiers -2 and -1); by the other sorts they simply join the
   * full-text matches.
   */
  private run(search: CatalogSearch, query: TsQuery | null): Promise<CatalogRow[]> {
    const numbers = query && search.q && looksLikePartNumber(search.q) ? this.partNumberMatches(search, partNumberKey(search.q)) : null;
    if (search.sort === 'relevance' && query) return this.relevance(search, query, numbers);

    const textMatch = query ? sql(`p.search_vector @@ (${query.text})`, ...query.bindings) : null;
    const filters = [
      ...this.filters(search),
      ...(textMatch && numbers
        ? [sql(`(${textMatch.text} OR p.id = ANY (ARRAY(SELECT id FROM pn)))`, ...textMatch.bindings)]
        : textMatch
          ? [textMatch]
          : []),
    ];
    let keyExpr: string;
    let order: string;
    if (search.sort === 'price-asc' || search.sort === 'price-desc') {
      const asc = search.sort === 'price-asc';
      keyExpr = `p.price::text`;
      order = asc ? 'p.price ASC, p.id ASC' : 'p.price DESC, p.id DESC';
      if (search.after) filters.push(sql(`(p.price, p.id) ${asc ? '>' : '<'} (?::numeric, ?)`, search.after.key, search.after.id));
    } else {
      keyExpr = CREATED_MICROS;
      order = 'p.created_at DESC, p.id DESC';
      if (search.after) filters.push(sql(`(p.created_at, p.id) < (${FROM_MICROS}, ?)`, search.after.key, search.after.id));
    }
    const where = join(filters, ' AND ');
    const withs = numbers ? sql(`WITH RECURSIVE ${numbers.text}`, ...numbers.bindings) : sql('');
    return sqlRows<CatalogRow>(
      this.em,
      `${withs.text} SELECT ${PUBLIC_COLUMNS}, ${keyExpr} AS sort_key${numbers ? PART_NUMBER_COLUMNS : ''}
         FROM boat_parts p WHERE ${where.text} ORDER BY ${order} LIMIT ?`,
      [...withs.bindings, ...where.bindings, search.limit + 1],
    );
  }

  /**
   * CTEs ending in `pn (id, created_at, tier, matched_part_number, superseded_by)`: the public listings
   * passing the filters that a part-number key finds (index part_number_keys_key), at most once each —
   * - tier -2: a listing carrying the key as its own number or a cross-reference;
   * - tier -1: the key's supersession chain, followed to its end both ways (recursive CTEs over the
   *   edges "a public listing with own number O supersedes S ⇒ S → O"): listings that supersede the key
   *   or a later number of its chain (matched: the number they supersede; superseded_by: their own),
   *   listings whose own number is later in the chain (superseded_by: that number), and listings whose
   *   own number the key replaced.
   * Chains are keyed by each number's normalised key; UNION stops at a key seen before (no cycles).
   */
  private partNumberMatches(search: CatalogSearch, key: string): Sql {
    const filters = join(this.filters(search), ' AND ');
    return sql(
      `pn_later(key) AS (
         SELECT ?::text COLLATE "C"
         UNION
         SELECT o.normalized FROM pn_later c
           JOIN part_number_keys s ON s.key = c.key AND s.relation = 'supersedes'
           JOIN boat_parts p ON p.id = s.part_id
           JOIN part_number_keys o ON o.part_id = s.part_id AND o.relation = 'own'
          WHERE ${PUBLIC_WHERE}
       ), pn_earlier(key) AS (
         SELECT ?::text COLLATE "C"
         UNION
         SELECT s.normalized FROM pn_earlier c
           JOIN part_number_keys o ON o.key = c.key AND o.relation = 'own'
           JOIN boat_parts p ON p.id = o.part_id
           JOIN part_number_keys s ON s.part_id = o.part_id AND s.relation = 'supersedes'
          WHERE ${PUBLIC_WHERE}
       ), pn_hits(id, tier, matched, replaced_by, indirect) AS (
         SELECT k.part_id, -2, k.position, NULL::smallint, 0 FROM part_number_keys k
          WHERE k.key = ?::text COLLATE "C" AND k.relation IN ('own', 'cross-reference')
         UNION ALL
         SELECT k.part_id, -1, k.position,
                (SELECT min(o.position) FROM part_number_keys o WHERE o.part_id = k.part_id AND o.relation = 'own'), 0
           FROM part_number_keys k WHERE k.key IN (SELECT c.key FROM pn_later c) AND k.relation = 'supersedes'
         UNION ALL
         SELECT k.part_id, -1, k.position, k.position, 1 FROM part_number_keys k
          WHERE k.key IN (SELECT c.key FROM pn_later c WHERE c.key <> ?::text COLLATE "C") AND k.relation = 'own'
         UNION ALL
         SELECT k.part_id, -1, k.position, NULL::smallint, 0 FROM part_number_keys k
          WHERE k.key IN (SELECT c.key FROM pn_earlier c WHERE c.key <> ?::text COLLATE "C") AND k.relation = 'own'
       ), pn AS MATERIALIZED (
         SELECT DISTINCT ON (p.id) p.id, p.created_at, h.tier,
                p.part_numbers -> h.matched::int ->> 'number' AS matched_part_number,
                p.part_numbers -> h.replaced_by::int ->> 'number' AS superseded_by
           FROM pn_hits h JOIN boat_parts p ON p.id = h.id
          WHERE ${filters.text}
          ORDER BY p.id, h.tier, h.replaced_by IS NULL, h.indirect, h.matched
       )`,
      key,
      key,
      key,
      key,
      key,
      ...filters.bindings,
    );
  }

  /**
   * Relevance: tier 0 (every word in title, brand or model), then tier 1 (the other matches: the
   * description), newest first within a tier — one statement per page. Each tier is found in two
   * steps, the second only run when the first comes up short:
   * A. walk the newest public listings (from the cursor) and keep the tier's matches, looking at no
   *    more than RELEVANCE_WALK rows: a common word fills the page within a few hundred rows;
   * B. the tier's matches older than the walk's last row, all of them, then sorted (for a word that
   *    is rare among the newest listings: its GIN bitmap, few rows read).
   * Together they are exactly the tier's next rows in (created_at, id) order, whatever the planner
   * estimates a word's frequency to be (two common words together, e.g. 'bilge pump', are estimated
   * rare and would otherwise be read in full through the bitmap). Each step is a MATERIALIZED CTE
   * behind a one-time filter on the rows found so far, so PostgreSQL never runs the ones not needed.
   */
  private relevance(search: CatalogSearch, query: TsQuery, numbers: Sql | null): Promise<CatalogRow[]> {
    const need = search.limit + 1;
    const start: RelevanceKey | null = search.after ? parseRelevanceKey(search.after.key) : null;
    const tiers: Array<0 | 1> = start?.tier === 1 ? [1] : [0, 1];
    const ctes: Sql[] = [];
    const found: string[] = [];
    const selects: string[] = [];
    // Part-number tiers (-2, -1) first, then the full-text ones without the listings already found.
    let exclude: Sql[] = [];
    if (numbers) {
      ctes.push(numbers);
      exclude = [sql(`NOT (p.id = ANY (ARRAY(SELECT id FROM pn)))`)];
      if (!start || start.tier < 0) {
        const after = start
          ? sql(
              `(tier > ? OR (tier = ? AND (created_at, id) < (${FROM_MICROS}, ?)))`,
              start.tier,
              start.tier,
              start.micros,
              search.after!.id,
            )
          : sql('true');
        ctes.push(
          sql(
            `tpn AS MATERIALIZED (SELECT tier, id, created_at FROM pn WHERE ${after.text} ORDER BY tier, created_at DESC, id DESC LIMIT ?)`,
            ...after.bindings,
            need,
          ),
        );
        found.push(`(SELECT count(*) FROM tpn)`);
        selects.push(`SELECT tier, id, created_at FROM tpn`);
      }
    }
    for (const tier of tiers) {
      const after = start && start.tier === tier ? { micros: start.micros, id: search.after!.id } : null;
      const { walk, rest } = this.relevanceTier(search, query, tier, after, need, exclude);
      const gate = (counts: string[]) => (counts.length > 0 ? sql(`WHERE ${counts.join(' + ')} < ?`, need) : sql(''));
      const walkGate = gate(found);
      ctes.push(sql(`t${tier}a AS MATERIALIZED (SELECT * FROM (${walk.text}) a ${walkGate.text})`, ...walk.bindings, ...walkGate.bindings));
      const restGate = gate([...found, `(SELECT count(*) FROM t${tier}a)`]);
      ctes.push(
        sql(
          `t${tier} AS MATERIALIZED (SELECT * FROM t${tier}a UNION ALL SELECT * FROM (${rest.text}) b ${restGate.text})`,
          ...rest.bindings,
          ...restGate.bindings,
        ),
      );
      found.push(`(SELECT count(*) FROM t${tier})`);
    }
    const withs = join(ctes, ',\n');
    const union = [...selects, ...tiers.map((tier) => `SELECT ${tier} AS tier, id, created_at FROM t${tier}`)].join(' UNION ALL ');
    return sqlRows<CatalogRow>(
      this.em,
      `WITH ${numbers ? 'RECURSIVE ' : ''}${withs.text}
       SELECT ${PUBLIC_COLUMNS}, ${relevanceKeyExpression('x.tier', CREATED_MICROS)} AS sort_key${numbers ? PART_NUMBER_COLUMNS : ''}
         FROM (${union}) x JOIN boat_parts p ON p.id = x.id
        ORDER BY x.tier, x.created_at DESC, x.id DESC LIMIT ?`,
      [...withs.bindings, need],
    );
  }

  /**
   * The two steps of one relevance tier (see `relevance`), each selecting (id, created_at), newest first.
   * A. The walk goes over the newest public listings after the cursor, whatever the filters: tier 0
   *    tests title_vector inside the index-only walk (5,000 index entries at most) and reads only the
   *    rows that pass — to test the filters, and search_vector when the query excludes a word or asks
   *    for a phrase; tier 1 reads each walked row (1,000 at most). Ordered by the walk's own columns,
   *    so the join runs in walk order and stops at `need` rows. A walk over "the newest listings in
   *    Miami" instead would let a filter the planner misjudges read every Miami listing.
   * B. The tier's matches older than the walk's last row (an InitPlan, evaluated once), fetched whole
   *    behind `OFFSET 0` and then sorted: the planner must choose a plan for all of them (a GIN bitmap,
   *    AND-ed with filter indexes) and can never pick an open-ended walk down the newest listings for
   *    a word it wrongly believes common (e.g. 'pump' within Sails & Rigging: thousands expected, none
   *    there). B runs only when A came up short, so the word is rare among the newest listings.
   */
  private relevanceTier(
    search: CatalogSearch,
    query: TsQuery,
    tier: 0 | 1,
    after: { micros: string; id: number } | null,
    need: number,
    exclude: Sql[],
  ): { walk: Sql; rest: Sql } {
    const visibleParts = [sql(PUBLIC_WHERE)];
    if (after) visibleParts.push(sql(`(p.created_at, p.id) < (${FROM_MICROS}, ?)`, after.micros, after.id));
    const visible = join(visibleParts, ' AND ');
    const others = [...this.filters(search).slice(1), ...exclude];
    const filters = others.length > 0 ? join(others, ' AND ') : sql('true');
    const onTitle = (alias: string) => sql(`${alias}.title_vector @@ (${query.text})`, ...query.bindings);
    const onAll = (alias: string) => sql(`${alias}.search_vector @@ (${query.text})`, ...query.bindings);
    // A title/brand/model match is a full match, unless the query excludes a word (-word: it may sit
    // in the description) or asks for a phrase (word positions differ slightly between the vectors);
    // only then is search_vector tested in tier 0 too. Testing both always would make the planner
    // multiply two strongly correlated selectivities and misjudge common words as rare.
    const match =
      tier === 0
        ? query.operators
          ? join([onTitle('p'), onAll('p')], ' AND ')
          : onTitle('p')
        : join([onAll('p'), sql('AND NOT ('), onTitle('p'), sql(')')], ' ');
    const rows = tier === 0 ? RELEVANCE_WALK.indexOnly : RELEVANCE_WALK.heap;

    const newest = sql(
      `SELECT p.id, p.created_at${tier === 0 ? ', p.title_vector' : ''} FROM boat_parts p WHERE ${visible.text}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ?`,
      ...visible.bindings,
      rows,
    );
    const walkTest = tier === 0 ? join([onTitle('w'), sql('AND'), query.operators ? onAll('p') : sql('true')], ' ') : match;
    const walk = join(
      [
        sql(`SELECT w.id, w.created_at FROM (`),
        newest,
        sql(`) w JOIN boat_parts p ON p.id = w.id WHERE`),
        walkTest,
        sql('AND'),
        filters,
        sql(`ORDER BY w.created_at DESC, w.id DESC LIMIT ?`, need),
      ],
      ' ',
    );

    const rest = sql(
      `SELECT m.id, m.created_at FROM (
         SELECT p.id, p.created_at FROM boat_parts p
          WHERE ${visible.text} AND ${filters.text} AND ${match.text}
            AND (p.created_at, p.id) < (SELECT p.created_at, p.id FROM boat_parts p WHERE ${visible.text}
                                         ORDER BY p.created_at DESC, p.id DESC OFFSET ? LIMIT 1)
         OFFSET 0) m
        ORDER BY m.created_at DESC, m.id DESC LIMIT ?`,
      ...visible.bindings,
      ...filters.bindings,
      ...match.bindings,
      ...visible.bindings,
      rows - 1,
      need,
    );
    return { walk, rest };
  }

  /** Visibility and the filters other than `q`. */
  private filters(search: CatalogSearch): Sql[] {
    const filters: Sql[] = [sql(PUBLIC_WHERE)];
    if (search.categories.length > 0) filters.push(sql(`p.category = ANY(?::text[])`, search.categories));
    if (search.conditions.length > 0) filters.push(sql(`p.condition = ANY(?::text[])`, search.conditions));
    if (search.minPrice !== undefined) filters.push(sql(`p.price >= ?::numeric`, search.minPrice));
    if (search.maxPrice !== undefined) filters.push(sql(`p.price <= ?::numeric`, search.maxPrice));
    if (search.brand) filters.push(sql(`lower(p.brand) = ?::text`, search.brand.toLowerCase()));
    if (search.location) filters.push(sql(`lower(p.location) LIKE ?::text`, `%${escapeLike(search.location.toLowerCase())}%`));
    if (search.featured !== undefined) filters.push(sql(`p.featured = ?::boolean`, search.featured));
    if (search.fitsEngines) filters.push(fitsAny(search.fitsEngines));
    if (search.engine) filters.push(fitsAny([search.engine]));
    return filters;
  }
}

/** A part-number result's match, read from `pn` for the rows returned. */
const PART_NUMBER_COLUMNS = `, (SELECT pn.matched_part_number FROM pn WHERE pn.id = p.id) AS matched_part_number,
  (SELECT pn.superseded_by FROM pn WHERE pn.id = p.id) AS superseded_by`;

/**
 * Listings with a part_fitment row covering one of the engines — the shared rowCoversEngine rule in SQL
 * (candidates first found through the boat_parts_public_fitment index, Migration20261129030000FitmentIndexes):
 * the same make key; every word of the row's model begins a word of the engine's (when the engine states
 * a model); the engine's hp, year and serial key within the row's bounds (inclusive), for what the engine
 * states. Serial keys compare as text in byte order. No engines: nothing matches.
 */
function fitsAny(engines: readonly EngineFilter[]): Sql {
  if (engines.length === 0) return sql('false');
  const candidates = new Set<string>();
  const covers = engines.map((engine) => {
    const keys = engineKeys(engine);
    for (const key of fitmentSearchKeys(keys)) candidates.add(key);
    const parts: Sql[] = [sql(`f.make_key = ?::text COLLATE "C"`, keys.make)];
    if (keys.model) {
      parts.push(
        sql(
          `NOT EXISTS (SELECT 1 FROM unnest(f.model_tokens) r(word)
                        WHERE NOT EXISTS (SELECT 1 FROM unnest(?::text[]) e(word) WHERE starts_with(e.word, r.word)))`,
          keys.model,
        ),
      );
    }
    if (keys.hp !== null)
      parts.push(sql(`(f.hp_from IS NULL OR f.hp_from <= ?::numeric) AND (f.hp_to IS NULL OR f.hp_to >= ?::numeric)`, keys.hp, keys.hp));
    if (keys.year !== null)
      parts.push(
        sql(`(f.year_from IS NULL OR f.year_from <= ?::int) AND (f.year_to IS NULL OR f.year_to >= ?::int)`, keys.year, keys.year),
      );
    if (keys.serial !== null) {
      parts.push(
        sql(
          `(f.serial_from_key IS NULL OR f.serial_from_key <= ?::text COLLATE "C") AND (f.serial_to_key IS NULL OR f.serial_to_key >= ?::text COLLATE "C")`,
          keys.serial,
          keys.serial,
        ),
      );
    }
    return sql(`(${join(parts, ' AND ').text})`, ...parts.flatMap((p) => p.bindings));
  });
  const any = join(covers, ' OR ');
  // The candidates through the GIN index on fitment_keys, then the exact rule on part_fitment.
  return sql(
    `p.fitment_keys && ?::text[] AND EXISTS (SELECT 1 FROM part_fitment f WHERE f.part_id = p.id AND (${any.text}))`,
    [...candidates],
    ...any.bindings,
  );
}
