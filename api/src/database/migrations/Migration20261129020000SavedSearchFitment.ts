import { Migration } from '@mikro-orm/migrations';

/**
 * Saved searches with the catalogue's fitment filter (docs/decisions.md "Fitment"):
 * - engine_filter: the engine of engineMake/engineModel/hp/year/serial, as the keys part_fitment is
 *   compared with (make key, model words or null, hp, year, serial key), fixed when the search is saved;
 * - fits_boat_id, fits_engines, fits_boat_version: `fits=<boatId>` — the keys of that boat's engines as of
 *   boat version fits_boat_version. The matching job refreshes them before each batch when the boat has
 *   changed; a deleted boat leaves an empty list (the search matches nothing until it is removed).
 * fitment_covers is the shared rowCoversEngine rule over a part_fitment row and such keys; the
 * catalogue's own SQL (CatalogSearchRepository) states the same rule with bound parameters.
 */
export class Migration20261129020000SavedSearchFitment extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE saved_searches
        ADD COLUMN engine_filter jsonb NULL,
        ADD COLUMN fits_boat_id integer NULL,
        ADD COLUMN fits_engines jsonb NULL,
        ADD COLUMN fits_boat_version integer NULL;`);
    this.addSql(`CREATE INDEX saved_searches_fits_boat ON saved_searches (fits_boat_id) WHERE fits_boat_id IS NOT NULL;`);
    this.addSql(`
      CREATE FUNCTION fitment_covers(f part_fitment, engine jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT f.make_key = (engine ->> 'make') COLLATE "C"
           AND (jsonb_typeof(engine -> 'model') IS DISTINCT FROM 'array'
                OR NOT EXISTS (SELECT 1 FROM unnest(f.model_tokens) r(word)
                                WHERE NOT EXISTS (SELECT 1 FROM jsonb_array_elements_text(engine -> 'model') e(word)
                                                   WHERE starts_with(e.word, r.word))))
           AND (engine ->> 'hp' IS NULL OR ((f.hp_from IS NULL OR f.hp_from <= (engine ->> 'hp')::numeric)
                                        AND (f.hp_to IS NULL OR f.hp_to >= (engine ->> 'hp')::numeric)))
           AND (engine ->> 'year' IS NULL OR ((f.year_from IS NULL OR f.year_from <= (engine ->> 'year')::int)
                                          AND (f.year_to IS NULL OR f.year_to >= (engine ->> 'year')::int)))
           AND (engine ->> 'serial' IS NULL OR ((f.serial_from_key IS NULL OR f.serial_from_key <= (engine ->> 'serial') COLLATE "C")
                                            AND (f.serial_to_key IS NULL OR f.serial_to_key >= (engine ->> 'serial') COLLATE "C")))
      $$;`);
  }
}
