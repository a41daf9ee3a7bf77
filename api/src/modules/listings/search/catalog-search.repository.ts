import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sqlRows } from '../../../database/sql';
import { PUBLIC_WHERE } from '../listing.entity';
import { type PartRow, PUBLIC_COLUMNS } from '../listing.row';
import type { CatalogSearch } from './catalog-search.types';
import { type RelevanceKey, parseRelevanceKey, relevanceKeyExpression } from './catalog-cursor';
import { TYPO_ALTERNATIVES, TYPO_MIN_LENGTH, closeAlternatives, escapeLike, excludesOrQuotes, typoText } from './search-text';

export type CatalogRow = PartRow & { sort_key: string };

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

  /** One catalogue query; `query` is the tsquery of `q` (full text or typo-corrected), null without `q`. */
  private run(search: CatalogSearch, query: TsQuery | null): Promise<CatalogRow[]> {
    if (search.sort === 'relevance' && query) return this.relevance(search, query);

    const filters = [...this.filters(search), ...(query ? [sql(`p.search_vector @@ (${query.text})`, ...query.bindings)] : [])];
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
    return sqlRows<CatalogRow>(
      this.em,
      `SELECT ${PUBLIC_COLUMNS}, ${keyExpr} AS sort_key FROM boat_parts p WHERE ${where.text} ORDER BY ${order} LIMIT ?`,
      [...where.bindings, search.limit + 1],
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
  private relevance(search: CatalogSearch, query: TsQuery): Promise<CatalogRow[]> {
    const need = search.limit + 1;
    const start: RelevanceKey | null = search.after ? parseRelevanceKey(search.after.key) : null;
    const tiers: Array<0 | 1> = start?.tier === 1 ? [1] : [0, 1];
    const ctes: Sql[] = [];
    const found: string[] = [];
    for (const tier of tiers) {
      const after = start && start.tier === tier ? { micros: start.micros, id: search.after!.id } : null;
      const { walk, rest } = this.relevanceTier(search, query, tier, after, need);
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
    const union = tiers.map((tier) => `SELECT ${tier} AS tier, id, created_at FROM t${tier}`).join(' UNION ALL ');
    return sqlRows<CatalogRow>(
      this.em,
      `WITH ${withs.text}
       SELECT ${PUBLIC_COLUMNS}, ${relevanceKeyExpression('x.tier', CREATED_MICROS)} AS sort_key
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
  ): { walk: Sql; rest: Sql } {
    const visibleParts = [sql(PUBLIC_WHERE)];
    if (after) visibleParts.push(sql(`(p.created_at, p.id) < (${FROM_MICROS}, ?)`, after.micros, after.id));
    const visible = join(visibleParts, ' AND ');
    const others = this.filters(search).slice(1);
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
    return filters;
  }
}
