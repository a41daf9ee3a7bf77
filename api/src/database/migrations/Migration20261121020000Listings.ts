import { Migration } from '@mikro-orm/migrations';

/**
 * Listings issue: the indexes the catalogue filters and sorts still lacked (the search vector, its GIN
 * index and the trigram indexes on title and brand are in the init migration), uploaded images and
 * saved parts.
 */
export class Migration20261121020000Listings extends Migration {
  override async up(): Promise<void> {
    const PUBLIC = `WHERE status = 'active' AND deleted_at IS NULL`;
    // brand=… is a case-insensitive equality filter, newest first within it.
    this.addSql(`CREATE INDEX boat_parts_public_brand ON boat_parts (lower(brand), created_at DESC, id DESC) ${PUBLIC};`);
    // location=… is a case-insensitive substring filter ("Miami" finds "Miami, FL").
    this.addSql(`CREATE INDEX boat_parts_location_trgm ON boat_parts USING gin (lower(location) gin_trgm_ops) ${PUBLIC};`);
    // category + price sort (the most common filter pair) as a keyset on (price, id) within a category.
    this.addSql(`CREATE INDEX boat_parts_public_category_price ON boat_parts (category, price, id) ${PUBLIC};`);
    // The seller's own listings (GET /api/boat-parts/user), every status but deleted.
    this.addSql(`CREATE INDEX boat_parts_user_created ON boat_parts (user_id, created_at DESC, id DESC) WHERE deleted_at IS NULL;`);

    this.addSql(`
      CREATE TABLE uploads (
        key varchar(64) PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        part_id integer NULL REFERENCES boat_parts (id) ON DELETE SET NULL,
        width integer NOT NULL,
        height integer NOT NULL,
        bytes integer NOT NULL,
        attached_at timestamptz NULL,
        released_at timestamptz NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX uploads_user_id_index ON uploads (user_id);`);
    this.addSql(`CREATE INDEX uploads_part_id_index ON uploads (part_id);`);
    // The cleanup job's scan: uploads no listing holds, oldest first.
    this.addSql(`CREATE INDEX uploads_orphans ON uploads ((coalesce(released_at, created_at))) WHERE part_id IS NULL;`);

    this.addSql(`
      CREATE TABLE saved_parts (
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        part_id integer NOT NULL REFERENCES boat_parts (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (user_id, part_id)
      );`);
    this.addSql(`CREATE INDEX saved_parts_user_created ON saved_parts (user_id, created_at DESC, part_id DESC);`);
    this.addSql(`CREATE INDEX saved_parts_part_id_index ON saved_parts (part_id);`);
  }
}
