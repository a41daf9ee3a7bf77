import { Migration } from '@mikro-orm/migrations';

/** The catalogue's visibility (PUBLIC_WHERE in listing.entity.ts, without the `p.` alias) — word for word. */
const PUBLIC = `WHERE (status = 'active' OR (status = 'sold' AND sold_at IS NOT NULL AND NOT sold_expired)) AND deleted_at IS NULL AND moderation_status IN ('pending', 'approved') AND approval_status <> 'rejected' AND NOT seller_suspended`;

/**
 * The catalogue's fitment filter at 1M listings (docs/performance.md §1):
 * - boat_parts.fitment_keys (stored, generated from the keys the fitment rows are stored with): `<make>`
 *   and `<make>:<first word of the model>` (`<make>:` for a row without a model) of each row. A row can
 *   only cover an engine whose make it names and one of whose model words begins with its first word,
 *   so the engine's candidate keys (`<make>`, or `<make>:` and `<make>:<every prefix of every model
 *   word>`) find a superset of the listings that fit; part_fitment then decides exactly
 *   (CatalogSearchRepository's fitsAny).
 * - a GIN index on it over the public listings, which the planner ANDs with the full-text and filter
 *   indexes; walks down the newest listings test the stored array, never the jsonb.
 * Rewrites boat_parts once (a stored generated column, as title_vector); the updated_at stamp leaves the
 * column out of its comparison, as it does title_vector (a BEFORE trigger sees generated columns as NULL).
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
    this.addSql(`ALTER TABLE boat_parts ADD COLUMN fitment_keys text[] GENERATED ALWAYS AS (fitment_search_keys(fitment)) STORED;`);
    this.addSql(`CREATE INDEX boat_parts_public_fitment ON boat_parts USING gin (fitment_keys) ${PUBLIC};`);
    this.addSql(`DROP TRIGGER boat_parts_stamp_updated_at ON boat_parts;`);
    this.addSql(
      `CREATE TRIGGER boat_parts_stamp_updated_at BEFORE INSERT OR UPDATE ON boat_parts FOR EACH ROW
         EXECUTE FUNCTION dockside_stamp_updated_at('updated_at', 'search_vector', 'title_vector', 'fitment_keys');`,
    );
  }
}
