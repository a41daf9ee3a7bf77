import { Migration } from '@mikro-orm/migrations';

/**
 * Offline sync (docs/architecture.md §4.6):
 * - idempotency_keys: one stored response per (user, Idempotency-Key), written in the same transaction
 *   as the request's own writes; rows older than 30 days are deleted hourly.
 * - updated_at is stamped by the database (clock_timestamp()) on every insert and every real change of
 *   the tables the client syncs, so delta pulls never depend on an API host's clock. An UPDATE that
 *   changes nothing (a repeated vote) or only the ignored columns (a question's views) keeps the stamp.
 *   The demo seeder keeps its historical stamps with `SET LOCAL dockside.keep_timestamps = on`.
 * - a change to a question's answers (added, voted, accepted) touches the question, so the question
 *   stream tells the client which questions to refresh.
 * - saved_parts keeps un-saved rows (deleted_at) as tombstones for delta pulls; news_items gets
 *   deleted_at for the same purpose.
 * - (updated_at, id) indexes for the delta pulls.
 */
export class Migration20261121040000Offline extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE idempotency_keys (
        user_id integer NULL REFERENCES users (id) ON DELETE CASCADE,
        key varchar(128) NOT NULL,
        method varchar(10) NOT NULL,
        route varchar(2048) NOT NULL,
        body_hash char(64) NOT NULL,
        status smallint NOT NULL,
        response text NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`);
    // Anonymous requests (no user) share one scope.
    this.addSql(`CREATE UNIQUE INDEX idempotency_keys_scope_key ON idempotency_keys ((coalesce(user_id, 0)), key);`);
    this.addSql(`CREATE INDEX idempotency_keys_created ON idempotency_keys (created_at);`);

    // Arguments: the columns whose changes alone do not count as a change (updated_at always among them).
    this.addSql(`
      CREATE FUNCTION dockside_stamp_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          IF coalesce(current_setting('dockside.keep_timestamps', true), '') <> 'on' THEN
            NEW.updated_at := clock_timestamp();
          END IF;
          RETURN NEW;
        END IF;
        IF NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at AND (to_jsonb(NEW) - TG_ARGV) = (to_jsonb(OLD) - TG_ARGV) THEN
          RETURN NEW;
        END IF;
        NEW.updated_at := clock_timestamp();
        RETURN NEW;
      END $$;`);
    const stamp = (table: string, ignored: string[]) =>
      this.addSql(
        `CREATE TRIGGER ${table}_stamp_updated_at BEFORE INSERT OR UPDATE ON ${table} FOR EACH ROW EXECUTE FUNCTION dockside_stamp_updated_at(${ignored
          .map((c) => `'${c}'`)
          .join(', ')});`,
      );
    stamp('boat_parts', ['updated_at', 'search_vector']);
    stamp('expert_questions', ['updated_at', 'search_vector', 'views']);
    stamp('expert_answers', ['updated_at']);
    stamp('news_items', ['updated_at']);

    this.addSql(`
      CREATE FUNCTION dockside_touch_question() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'UPDATE' AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
          RETURN NULL;
        END IF;
        UPDATE expert_questions SET updated_at = clock_timestamp()
         WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.question_id ELSE NEW.question_id END;
        RETURN NULL;
      END $$;`);
    this.addSql(
      `CREATE TRIGGER expert_answers_touch_question AFTER INSERT OR UPDATE OR DELETE ON expert_answers FOR EACH ROW EXECUTE FUNCTION dockside_touch_question();`,
    );

    this.addSql(`ALTER TABLE saved_parts ADD COLUMN updated_at timestamptz NULL, ADD COLUMN deleted_at timestamptz NULL;`);
    this.addSql(`UPDATE saved_parts SET updated_at = created_at;`);
    this.addSql(`ALTER TABLE saved_parts ALTER COLUMN updated_at SET NOT NULL, ALTER COLUMN updated_at SET DEFAULT now();`);
    stamp('saved_parts', ['updated_at']);
    this.addSql(`DROP INDEX saved_parts_user_created;`);
    this.addSql(`CREATE INDEX saved_parts_user_created ON saved_parts (user_id, created_at DESC, part_id DESC) WHERE deleted_at IS NULL;`);

    this.addSql(`ALTER TABLE news_items ADD COLUMN deleted_at timestamptz NULL;`);
    this.addSql(`CREATE INDEX news_items_latest ON news_items (pub_date DESC, id DESC) WHERE deleted_at IS NULL;`);
    this.addSql(`CREATE INDEX news_items_updated ON news_items (updated_at, id);`);
    this.addSql(`CREATE INDEX expert_questions_updated ON expert_questions (updated_at, id);`);
  }
}
