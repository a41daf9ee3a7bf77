import { Migration } from '@mikro-orm/migrations';

/** The catalogue's visibility (PUBLIC_WHERE in listing.entity.ts, without the `p.` alias) — word for word. */
const PUBLIC = `WHERE (status = 'active' OR (status = 'sold' AND sold_at IS NOT NULL AND NOT sold_expired)) AND deleted_at IS NULL AND moderation_status IN ('pending', 'approved') AND approval_status <> 'rejected' AND NOT seller_suspended`;

/** Partial catalogue indexes: name → columns (and method). Each is rebuilt with the new predicate. */
const CATALOGUE_INDEXES: Array<[string, string]> = [
  ['boat_parts_public_newest', '(created_at DESC, id DESC)'],
  ['boat_parts_public_price', '(price, id)'],
  ['boat_parts_public_category', '(category, created_at DESC, id DESC)'],
  ['boat_parts_public_condition', '(condition, created_at DESC, id DESC)'],
  ['boat_parts_public_brand', '(lower(brand), created_at DESC, id DESC)'],
  ['boat_parts_location_trgm', 'USING gin (lower(location) gin_trgm_ops)'],
  ['boat_parts_public_category_price', '(category, price, id)'],
  ['boat_parts_public_newest_title', '(created_at DESC, id DESC) INCLUDE (title_vector)'],
  ['boat_parts_public_title_search', 'USING gin (title_vector)'],
];

/**
 * Trust and safety (docs/decisions.md "Moderation"):
 * - users: suspension (suspended_at, reason).
 * - boat_parts: sold_at (mark sold), sold_expired (set by the sold-listings job 7 days later, so the row
 *   changes and delta pulls see it leave), seller_suspended (copied from the owner, so catalogue reads
 *   need no join). Catalogue visibility now also covers sold listings, moderation holds and suspension,
 *   so the partial catalogue indexes are rebuilt with the new predicate.
 * - reports: one per reporter and item (unique), open until a moderator decides.
 * - audit_log: every moderation action, written in the action's own transaction.
 */
export class Migration20261125030000Moderation extends Migration {
  override async up(): Promise<void> {
    this.addSql(`ALTER TABLE users ADD COLUMN suspended_at timestamptz NULL, ADD COLUMN suspension_reason text NULL;`);

    this.addSql(`
      ALTER TABLE boat_parts
        ADD COLUMN sold_at timestamptz NULL,
        ADD COLUMN sold_expired boolean NOT NULL DEFAULT false,
        ADD COLUMN seller_suspended boolean NOT NULL DEFAULT false;`);
    for (const [name, definition] of CATALOGUE_INDEXES) {
      this.addSql(`DROP INDEX IF EXISTS ${name};`);
      this.addSql(`CREATE INDEX ${name} ON boat_parts ${definition} ${PUBLIC};`);
    }
    this.addSql(`DROP INDEX IF EXISTS boat_parts_public_featured;`);
    this.addSql(`CREATE INDEX boat_parts_public_featured ON boat_parts (created_at DESC, id DESC) ${PUBLIC} AND featured;`);
    // The moderation queue (waiting listings, oldest first) and the sold-listings job.
    this.addSql(
      `CREATE INDEX boat_parts_moderation_queue ON boat_parts (updated_at, id) WHERE moderation_status IN ('review', 'hidden') AND deleted_at IS NULL;`,
    );
    this.addSql(`CREATE INDEX boat_parts_sold ON boat_parts (sold_at) WHERE status = 'sold' AND NOT sold_expired AND deleted_at IS NULL;`);

    this.addSql(`
      CREATE TABLE reports (
        id serial PRIMARY KEY,
        reporter_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        target_type varchar(20) NOT NULL CHECK (target_type IN ('listing', 'question', 'answer', 'message')),
        target_id bigint NOT NULL,
        owner_id integer NULL REFERENCES users (id) ON DELETE SET NULL,
        reason varchar(20) NOT NULL,
        note text NULL,
        status varchar(20) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'upheld', 'dismissed')),
        decided_by integer NULL REFERENCES users (id) ON DELETE SET NULL,
        decided_at timestamptz NULL,
        decision_note text NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (reporter_id, target_type, target_id)
      );`);
    this.addSql(`CREATE INDEX reports_open ON reports (target_type, target_id) WHERE status = 'open';`);

    this.addSql(`
      CREATE TABLE audit_log (
        id bigserial PRIMARY KEY,
        actor_id integer NULL REFERENCES users (id) ON DELETE SET NULL,
        action varchar(60) NOT NULL,
        target_type varchar(20) NOT NULL,
        target_id varchar(40) NOT NULL,
        reason text NULL,
        details jsonb NULL,
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      );`);
    this.addSql(`CREATE INDEX audit_log_created ON audit_log (created_at DESC, id DESC);`);
    this.addSql(`CREATE INDEX audit_log_target ON audit_log (target_type, target_id);`);
  }
}
