import { Migration } from '@mikro-orm/migrations';

/**
 * A user's boats (docs/decisions.md "Fitment"): hull details, the HIN as normalised (12 characters), and
 * its engines as written (jsonb, at most 4). Deleted boats stay as tombstones (deleted_at, version bumped)
 * so devices learn of the deletion in their next delta pull; `updated_at` is stamped by the database like the
 * other synced tables. A user's boats go with the user.
 */
export class Migration20261129010000Boats extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE boats (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        make text NULL,
        model text NULL,
        year integer NULL,
        length_ft numeric(5,1) NULL,
        hin varchar(12) NULL,
        engines jsonb NOT NULL DEFAULT '[]',
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        deleted_at timestamptz NULL
      );`);
    this.addSql(`CREATE INDEX boats_user ON boats (user_id, id) WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX boats_user_changes ON boats (user_id, updated_at, id);`);
    this.addSql(
      `CREATE TRIGGER boats_stamp_updated_at BEFORE INSERT OR UPDATE ON boats FOR EACH ROW EXECUTE FUNCTION dockside_stamp_updated_at('updated_at');`,
    );
  }
}
