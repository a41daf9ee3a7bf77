import { Migration } from '@mikro-orm/migrations';

/**
 * Community issue: one vote per user per question/answer (primary keys, so concurrent double clicks
 * cannot count twice), views counted once per viewer per day, full-text and trigram search over
 * questions, the list orders' indexes, at most one accepted answer per question, and the members
 * directory's order and search.
 */
export class Migration20261121030000Community extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      CREATE TABLE question_votes (
        question_id integer NOT NULL REFERENCES expert_questions (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (question_id, user_id)
      );`);
    this.addSql(`CREATE INDEX question_votes_user_id_index ON question_votes (user_id);`);

    this.addSql(`
      CREATE TABLE answer_votes (
        answer_id integer NOT NULL REFERENCES expert_answers (id) ON DELETE CASCADE,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (answer_id, user_id)
      );`);
    this.addSql(`CREATE INDEX answer_votes_user_id_index ON answer_votes (user_id);`);

    // viewer_key: 'u:<user id>' signed in, else 'a:' + a keyed hash of day, IP and user agent. Rows
    // older than yesterday serve no purpose and are deleted hourly.
    this.addSql(`
      CREATE TABLE question_views (
        question_id integer NOT NULL REFERENCES expert_questions (id) ON DELETE CASCADE,
        viewer_key varchar(64) NOT NULL,
        day date NOT NULL,
        PRIMARY KEY (question_id, viewer_key, day)
      );`);
    this.addSql(`CREATE INDEX question_views_day_index ON question_views (day);`);

    this.addSql(`
      ALTER TABLE expert_questions ADD COLUMN search_vector tsvector GENERATED ALWAYS AS (
        setweight(to_tsvector('english', coalesce(title, '')), 'A') ||
        setweight(to_tsvector('english', coalesce(content, '')), 'B')
      ) STORED;`);
    this.addSql(`CREATE INDEX expert_questions_search ON expert_questions USING gin (search_vector);`);
    // Similar-question suggestions compare typed titles with stored ones (pg_trgm, from the init migration).
    this.addSql(`CREATE INDEX expert_questions_title_trgm ON expert_questions USING gin (lower(title) gin_trgm_ops);`);

    const LIVE = `WHERE deleted_at IS NULL`;
    this.addSql(`CREATE INDEX expert_questions_top ON expert_questions (upvotes DESC, id DESC) ${LIVE};`);
    this.addSql(`CREATE INDEX expert_questions_category_latest ON expert_questions (category, created_at DESC, id DESC) ${LIVE};`);
    this.addSql(`CREATE INDEX expert_questions_category_top ON expert_questions (category, upvotes DESC, id DESC) ${LIVE};`);
    // The Unanswered tab: status = 'pending', newest first.
    this.addSql(
      `CREATE INDEX expert_questions_pending_latest ON expert_questions (created_at DESC, id DESC) WHERE status = 'pending' AND deleted_at IS NULL;`,
    );
    this.addSql(`CREATE INDEX expert_questions_user_id_index ON expert_questions (user_id);`);
    this.addSql(`CREATE INDEX expert_answers_user_id_index ON expert_answers (user_id);`);
    // Accepting another answer moves the mark; the index makes two accepted answers impossible.
    this.addSql(`CREATE UNIQUE INDEX expert_answers_one_accepted ON expert_answers (question_id) WHERE accepted;`);

    // Members directory: grouped by company, then name; `q` is a case-insensitive substring of either.
    this.addSql(`CREATE INDEX users_directory ON users (lower(company), lower(full_name), id);`);
    this.addSql(`CREATE INDEX users_full_name_trgm ON users USING gin (lower(full_name) gin_trgm_ops);`);
    this.addSql(`CREATE INDEX users_company_trgm ON users USING gin (lower(company) gin_trgm_ops);`);
  }
}
