import { Migration } from '@mikro-orm/migrations';

/**
 * Catalogue search at 1M listings (docs/performance.md, docs/decisions.md "Catalogue search"):
 * - `title_vector`: the full-text vector of title, brand and model (no description). Relevance puts
 *   listings whose title/brand/model match every word first, newest first. A covering index on
 *   (created_at, id) INCLUDE (title_vector) over the public listings lets that walk the newest listings
 *   index-only, testing each row's title_vector without a heap visit (a few hundred index entries for a
 *   common word); a partial GIN index on it finds rare words. Both indexes' predicate is the full
 *   PUBLIC_WHERE (listing.entity.ts), so the planner proves it from the query and needs no heap check.
 *   A tsvector of ≤ 100-character fields stays far below the B-tree's 2.7 kB tuple limit (the
 *   description's could not be INCLUDEd).
 * - `search_words`: the distinct words of listing titles and brands (a few thousand rows, whatever
 *   the catalogue size), trigram-indexed (GiST, so `ORDER BY word <-> ?` is an index scan). A typo
 *   search corrects each misspelt word to its nearest dictionary words, then runs an ordinary
 *   full-text search — instead of trigram-matching every listing title. Kept up to date by
 *   statement-level triggers (one INSERT … SELECT DISTINCT per statement, so bulk loads stay cheap);
 *   words are never removed (a stale word only offers a correction that matches nothing).
 */
export class Migration20261121050000Search extends Migration {
  override async up(): Promise<void> {
    const PUBLIC = `WHERE status = 'active' AND deleted_at IS NULL AND moderation_status <> 'rejected' AND approval_status <> 'rejected'`;
    // Rewrites boat_parts once (a stored generated column); title, brand and model are at most 100
    // characters each (listing rules, checked by the API).
    this.addSql(`
      ALTER TABLE boat_parts ADD COLUMN title_vector tsvector GENERATED ALWAYS AS (
        to_tsvector('english', coalesce(title, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(model, ''))
      ) STORED;`);
    this.addSql(`CREATE INDEX boat_parts_public_newest_title ON boat_parts (created_at DESC, id DESC) INCLUDE (title_vector) ${PUBLIC};`);
    this.addSql(`CREATE INDEX boat_parts_public_title_search ON boat_parts USING gin (title_vector) ${PUBLIC};`);
    // Index-only scans skip the heap only on pages the visibility map marks all-visible, which VACUUM
    // does. The walk starts at the newest listings — the ones most likely on pages not vacuumed yet —
    // so vacuum after 1 % new rows (≈10,000 at 1M) instead of the default 20 %.
    this.addSql(`ALTER TABLE boat_parts SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_scale_factor = 0.05);`);
    // The Offline migration's updated_at stamp compares OLD and NEW without their generated columns,
    // which a BEFORE trigger sees as NULL (not computed yet): title_vector joins search_vector there,
    // or every no-op update would look like a change.
    this.addSql(`DROP TRIGGER boat_parts_stamp_updated_at ON boat_parts;`);
    this.addSql(
      `CREATE TRIGGER boat_parts_stamp_updated_at BEFORE INSERT OR UPDATE ON boat_parts FOR EACH ROW
         EXECUTE FUNCTION dockside_stamp_updated_at('updated_at', 'search_vector', 'title_vector');`,
    );

    this.addSql(`CREATE TABLE search_words (word text PRIMARY KEY);`);
    this.addSql(`CREATE INDEX search_words_trgm ON search_words USING gist (word gist_trgm_ops);`);

    // The words of a title and brand as the typo search sees them: lower case, split at spaces and
    // punctuation, 3–32 characters, at least one letter (no bare numbers or sizes).
    this.addSql(`
      CREATE FUNCTION search_title_words(title text, brand text) RETURNS SETOF text
        LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
          SELECT DISTINCT w
            FROM regexp_split_to_table(lower(coalesce(title, '') || ' ' || coalesce(brand, '')), '[[:space:][:punct:]]+') AS w
           WHERE length(w) BETWEEN 3 AND 32 AND w ~ '[[:alpha:]]'
        $$;`);
    this.addSql(`
      CREATE FUNCTION search_words_add() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO search_words (word)
            SELECT DISTINCT w.word FROM changed c CROSS JOIN LATERAL search_title_words(c.title, c.brand) AS w(word)
            ON CONFLICT (word) DO NOTHING;
          RETURN NULL;
        END
      $$;`);
    this.addSql(`
      CREATE TRIGGER boat_parts_search_words_insert AFTER INSERT ON boat_parts
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();`);
    this.addSql(`
      CREATE TRIGGER boat_parts_search_words_update AFTER UPDATE ON boat_parts
        REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION search_words_add();`);
    this.addSql(`
      INSERT INTO search_words (word)
        SELECT DISTINCT w.word FROM boat_parts p CROSS JOIN LATERAL search_title_words(p.title, p.brand) AS w(word)
        ON CONFLICT (word) DO NOTHING;`);
    this.addSql(`ANALYZE search_words;`);
  }
}
