import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sqlRows } from '../raw-sql';
import { type PartRow, PUBLIC_COLUMNS, PUBLIC_WHERE } from '../listing.row';
import type { CatalogSearch } from './catalog-query';
import { type RelevanceKey, parseRelevanceKey, relevanceKeyExpression } from './catalog-cursor';
import { TYPO_ALTERNATIVES, TYPO_MIN_LENGTH, closeAlternatives, escapeLike, typoText } from './search-text';

export type CatalogRow = PartRow & { sort_key: string };

/** A piece of SQL and its bindings, in the order its `?` appear. */
interface Sql {
  text: string;
  bindings: unknown[];
}
const sql = (text: string, ...bindings: unknown[]): Sql => ({ text, bindings });
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
 * Catalogue search in PostgreSQL (ARCHITECTURE.md §4, docs/performance.md, docs/decisions.md "Search"):
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
    const plain = search.q ? sql(`websearch_to_tsquery('english', ?::text)`, search.q) : null;
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
  private async correctedQuery(text: string): Promise<Sql | null> {
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
    return sql(`(${eachWord.map((w) => w.text).join(') && (')})`, ...eachWord.flatMap((w) => w.bindings));
  }

  /** One catalogue query; `query` is the tsquery of `q` (full text or typo-corrected), null without `q`. */
  private run(search: CatalogSearch, query: Sql | null): Promise<CatalogRow[]> {
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
   * B. the tier's matches older than the walk's last row, the way the planner prefers (for a rare
   *    word, its GIN bitmap: few matches, so few rows read).
   * Together they are exactly the tier's next rows in (created_at, id) order, whatever the planner
   * estimates a word's frequency to be (two common words together, e.g. 'bilge pump', are estimated
   * rare and would otherwise be read in full through the bitmap). Each step is a MATERIALIZED CTE
   * behind a one-time filter on the rows found so far, so PostgreSQL never runs the ones not needed.
   */
  private relevance(search: CatalogSearch, query: Sql): Promise<CatalogRow[]> {
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
      const walked = walk ?? sql('SELECT NULL::integer AS id, NULL::timestamptz AS created_at WHERE false');
      ctes.push(
        sql(`t${tier}a AS MATERIALIZED (SELECT * FROM (${walked.text}) a ${walkGate.text})`, ...walked.bindings, ...walkGate.bindings),
      );
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
   * The steps of one relevance tier (see `relevance`), each selecting (id, created_at), newest first.
   * With filters there is no walk: the planner sees the words and the filters together (a walk over
   * "the newest listings in Miami" would read every Miami listing when the word is rare there, and the
   * planner's guess of how many listings a filter keeps can be far off), so `rest` is the whole tier.
   */
  private relevanceTier(
    search: CatalogSearch,
    query: Sql,
    tier: 0 | 1,
    after: { micros: string; id: number } | null,
    need: number,
  ): { walk: Sql | null; rest: Sql } {
    const filters = this.filters(search);
    const filtered = filters.length > 1; // more than visibility
    if (after) filters.push(sql(`(p.created_at, p.id) < (${FROM_MICROS}, ?)`, after.micros, after.id));
    const where = join(filters, ' AND ');
    const onTitle = (alias: string) => sql(`${alias}.title_vector @@ (${query.text})`, ...query.bindings);
    const onAll = (alias: string) => sql(`${alias}.search_vector @@ (${query.text})`, ...query.bindings);
    const match =
      tier === 0 ? join([onTitle('p'), onAll('p')], ' AND ') : join([onAll('p'), sql('AND NOT ('), onTitle('p'), sql(')')], ' ');
    if (filtered) {
      return {
        walk: null,
        rest: sql(
          `SELECT p.id, p.created_at FROM boat_parts p WHERE ${where.text} AND ${match.text}
            ORDER BY p.created_at DESC, p.id DESC LIMIT ?`,
          ...where.bindings,
          ...match.bindings,
          need,
        ),
      };
    }

    const rows = tier === 0 ? RELEVANCE_WALK.indexOnly : RELEVANCE_WALK.heap;
    const newest = sql(
      `SELECT p.id, p.created_at, p.title_vector${tier === 1 ? ', p.search_vector' : ''} FROM boat_parts p WHERE ${where.text}
        ORDER BY p.created_at DESC, p.id DESC LIMIT ?`,
      ...where.bindings,
      rows,
    );
    // A. Tier 0 tests title_vector inside the index-only walk, then search_vector on the few rows that
    //    pass (a negated word, 'pump -bilge', may sit in the description); ordered by the walk's own
    //    columns, so the join runs in walk order and stops at `need` rows. Tier 1 reads each row.
    const walk =
      tier === 0
        ? join(
            [
              sql(`SELECT w.id, w.created_at FROM (`),
              newest,
              sql(`) w JOIN boat_parts c ON c.id = w.id WHERE`),
              onTitle('w'),
              sql('AND'),
              onAll('c'),
              sql(`ORDER BY w.created_at DESC, w.id DESC LIMIT ?`, need),
            ],
            ' ',
          )
        : join(
            [
              sql(`SELECT w.id, w.created_at FROM (`),
              newest,
              sql(`) w WHERE`),
              onAll('w'),
              sql('AND NOT ('),
              onTitle('w'),
              sql(`) ORDER BY w.created_at DESC, w.id DESC LIMIT ?`, need),
            ],
            ' ',
          );
    // B. Older than the walk's last row (no rows when the walk reached the end of the catalogue). The
    //    walk's last row is an uncorrelated subquery: an InitPlan, evaluated once.
    const rest = sql(
      `SELECT p.id, p.created_at FROM boat_parts p
        WHERE ${where.text} AND ${match.text}
          AND (p.created_at, p.id) < (SELECT p.created_at, p.id FROM boat_parts p WHERE ${where.text}
                                       ORDER BY p.created_at DESC, p.id DESC OFFSET ? LIMIT 1)
        ORDER BY p.created_at DESC, p.id DESC LIMIT ?`,
      ...where.bindings,
      ...match.bindings,
      ...where.bindings,
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
