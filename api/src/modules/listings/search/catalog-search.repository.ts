import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sqlRows } from '../raw-sql';
import { type PartRow, PUBLIC_COLUMNS, PUBLIC_WHERE } from '../listing.row';
import type { CatalogSearch } from './catalog-query';
import { escapeLike, typoText } from './search-text';

export type CatalogRow = PartRow & { sort_key: string };

/** A piece of SQL and its bindings, in the order its `?` appear. */
interface Sql {
  text: string;
  bindings: unknown[];
}
const sql = (text: string, ...bindings: unknown[]): Sql => ({ text, bindings });

/** Microseconds since the epoch: exact, so (created_at, id) keysets never skip or repeat a row. */
const CREATED_MICROS = `(extract(epoch FROM p.created_at) * 1000000)::bigint`;
const FROM_MICROS = `(timestamptz 'epoch' + ?::bigint * interval '1 microsecond')`;

/**
 * Catalogue search in PostgreSQL (ARCHITECTURE.md §4):
 * - `q`: websearch_to_tsquery over the weighted search_vector (GIN). When that finds nothing on the
 *   first page, the same request is answered as a typo search: pg_trgm similarity on lower(title)
 *   (word similarity) and lower(brand) (pg_trgm GIN), so 'yamha' still finds Yamaha. The cursor
 *   remembers which of the two a search was, so its pages never mix. Trigrams never run over the
 *   description, and never on queries full text can answer (their index scans cost more than the
 *   full-text match itself — docs/performance.md).
 * - filters: B-tree / partial indexes (category, condition, price, brand, featured), trigram on location.
 * - keyset paging for every sort; relevance keysets on (score, id) with score = round(rank × 1e6).
 * Every value is a bound parameter.
 */
@Injectable()
export class CatalogSearchRepository {
  constructor(private readonly em: EntityManager) {}

  /** Up to `limit + 1` rows (one more tells whether there is a next page), and whether it was a typo search. */
  async search(search: CatalogSearch): Promise<{ rows: CatalogRow[]; typo: boolean }> {
    const typoQuery = search.q ? typoText(search.q) : null;
    if (search.after?.typo && typoQuery) return { rows: await this.run(search, typoQuery), typo: true };
    const rows = await this.run(search, null);
    if (rows.length > 0 || search.after || !typoQuery) return { rows, typo: false };
    return { rows: await this.run(search, typoQuery), typo: true };
  }

  /** One catalogue query: full text when `typo` is null, else trigram similarity on title and brand. */
  private run(search: CatalogSearch, typo: string | null): Promise<CatalogRow[]> {
    const filters = this.filters(search, typo);
    const where = filters.map((f) => f.text).join(' AND ');
    const whereBindings = filters.flatMap((f) => f.bindings);
    const fetch = search.limit + 1;

    if (search.sort === 'relevance' && search.q) {
      // Only ids and scores go through the sort; the winners' columns are read afterwards, so the
      // per-match cost is one rank, not a whole row's projection.
      const score = typo
        ? sql(
            `round(greatest(word_similarity(?::text, lower(p.title)), similarity(?::text, coalesce(lower(p.brand), '')))::float8 * 1000000)::bigint`,
            typo,
            typo,
          )
        : sql(`round(ts_rank_cd(p.search_vector, websearch_to_tsquery('english', ?::text), 32)::float8 * 1000000)::bigint`, search.q);
      const after = search.after ? sql(`WHERE (m.score, m.id) < (?::bigint, ?)`, search.after.key, search.after.id) : sql('');
      return sqlRows<CatalogRow>(
        this.em,
        `SELECT ${PUBLIC_COLUMNS}, r.score::text AS sort_key
           FROM (SELECT m.id, m.score FROM (SELECT p.id, ${score.text} AS score FROM boat_parts p WHERE ${where}) m
                  ${after.text} ORDER BY m.score DESC, m.id DESC LIMIT ?) r
           JOIN boat_parts p ON p.id = r.id
          ORDER BY r.score DESC, r.id DESC`,
        [...score.bindings, ...whereBindings, ...after.bindings, fetch],
      );
    }

    let keyExpr: string;
    let order: string;
    let after: Sql | undefined;
    if (search.sort === 'price-asc' || search.sort === 'price-desc') {
      const asc = search.sort === 'price-asc';
      keyExpr = `p.price::text`;
      order = asc ? 'p.price ASC, p.id ASC' : 'p.price DESC, p.id DESC';
      if (search.after) after = sql(`(p.price, p.id) ${asc ? '>' : '<'} (?::numeric, ?)`, search.after.key, search.after.id);
    } else {
      keyExpr = CREATED_MICROS;
      order = 'p.created_at DESC, p.id DESC';
      if (search.after) after = sql(`(p.created_at, p.id) < (${FROM_MICROS}, ?)`, search.after.key, search.after.id);
    }
    return sqlRows<CatalogRow>(
      this.em,
      `SELECT ${PUBLIC_COLUMNS}, ${keyExpr} AS sort_key FROM boat_parts p
        WHERE ${where}${after ? ` AND ${after.text}` : ''}
        ORDER BY ${order} LIMIT ?`,
      [...whereBindings, ...(after?.bindings ?? []), fetch],
    );
  }

  private filters(search: CatalogSearch, typo: string | null): Sql[] {
    const filters: Sql[] = [sql(PUBLIC_WHERE)];
    if (search.q) {
      filters.push(
        typo
          ? sql(`(lower(p.title) %> ?::text OR lower(p.brand) % ?::text)`, typo, typo)
          : sql(`p.search_vector @@ websearch_to_tsquery('english', ?::text)`, search.q),
      );
    }
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
