import { Migration } from '@mikro-orm/migrations';

/** The catalogue's visibility (PUBLIC_WHERE in listing.entity.ts, without the `p.` alias) — word for word. */
const PUBLIC = `WHERE (status = 'active' OR (status = 'sold' AND sold_at IS NOT NULL AND NOT sold_expired)) AND deleted_at IS NULL AND moderation_status IN ('pending', 'approved') AND approval_status <> 'rejected' AND NOT seller_suspended`;

/**
 * The catalogue's fitment filter at 1M listings (docs/performance.md §1): fitment_search_keys gives each
 * listing, from the keys its fitment rows are stored with, `<make>` and `<make>:<first word of the
 * model>` (`<make>:` for a row without a model). A row can only cover an engine whose make it names and
 * one of whose model words begins with its first word, so the engine's candidate keys (`<make>`, or
 * `<make>:` and `<make>:<every prefix of every model word>`) find a superset of the listings that fit,
 * through a GIN index the planner can AND with the full-text and filter indexes; part_fitment then
 * decides exactly (CatalogSearchRepository.fitsAny).
 */
export class Migration20261129030000FitmentIndexes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE FUNCTION fitment_search_keys(fitment jsonb) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT coalesce(array_agg(DISTINCT k.key), '{}')
          FROM jsonb_array_elements(fitment) f(value)
          CROSS JOIN LATERAL (VALUES (f.value #>> '{match,make}'),
                                     ((f.value #>> '{match,make}') || ':' || coalesce(f.value #>> '{match,model,0}', ''))) k(key)
         WHERE k.key IS NOT NULL
      $$;`);
    this.addSql(`CREATE INDEX boat_parts_public_fitment ON boat_parts USING gin (fitment_search_keys(fitment)) ${PUBLIC};`);
  }
}
