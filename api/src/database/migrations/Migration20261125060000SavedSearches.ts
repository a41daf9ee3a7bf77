import { Migration } from '@mikro-orm/migrations';

/**
 * Saved searches (docs/decisions.md "Saved searches and alerts"): the catalogue query as
 * saved (`query`, normalised) and, for the matching job of a later slice, its filters parsed into
 * columns of their own, so matching needs no query-string parsing per row. `updated_at` is stamped by
 * the database like the other synced tables. A user's searches go with the user.
 */
export class Migration20261125060000SavedSearches extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE saved_searches (
        id serial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        query text NOT NULL,
        frequency varchar(10) NOT NULL CHECK (frequency IN ('instant', 'daily', 'off')),
        paused boolean NOT NULL DEFAULT false,
        q text NULL,
        categories text[] NOT NULL DEFAULT '{}',
        conditions text[] NOT NULL DEFAULT '{}',
        min_price numeric NULL,
        max_price numeric NULL,
        brand text NULL,
        location text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );`);
    this.addSql(`CREATE INDEX saved_searches_user ON saved_searches (user_id, id);`);
    this.addSql(
      `CREATE TRIGGER saved_searches_stamp_updated_at BEFORE INSERT OR UPDATE ON saved_searches FOR EACH ROW EXECUTE FUNCTION dockside_stamp_updated_at('updated_at');`,
    );
  }
}
