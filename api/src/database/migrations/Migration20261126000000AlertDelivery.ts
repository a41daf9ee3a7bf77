import { Migration } from '@mikro-orm/migrations';
import { isPublic } from './Migration20261125070000Alerts';

/**
 * Alert delivery (docs/decisions.md "Saved searches and alerts"):
 * - alerts.delivery: 'pending' (recorded, not yet handled by the 'alert-delivery' job), 'digest' (waits for
 *   the user's daily digest e-mail), 'done'. Alerts recorded before this migration count as done.
 * - alerts.old_price / new_price: the prices of a 'price-drop' alert.
 * - price drops: a statement trigger records a 'price-drop' alert for each saver of a public listing whose
 *   price went down (never the seller), in the transaction that changed the price.
 * - push_subscriptions: the devices a user turned alerts on for (PushSubscription.toJSON()).
 * - users.alert_emails (the one-click unsubscribe turns it off), users.alert_digest_sent_at (one digest a day).
 * - A row queued in listing_publications, or a price drop, wakes its job on commit (NOTIFY dockside_jobs),
 *   so an instant alert goes out seconds after the listing becomes public, not at the next scheduled run.
 * - alerts keeps no foreign keys: the matching job inserts up to a million rows a batch, and each row's
 *   key checks (a FOR KEY SHARE lock on its user, its listing and its search) were most of the batch's time
 *   (docs/performance.md §9). Statement triggers do what the keys' ON DELETE did: a
 *   deleted user's or listing's alerts go, a deleted search's alerts keep the alert without the search.
 */
export class Migration20261126000000AlertDelivery extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      ALTER TABLE alerts
        ADD COLUMN delivery varchar(10) NOT NULL DEFAULT 'pending' CHECK (delivery IN ('pending', 'digest', 'done')),
        ADD COLUMN old_price numeric(10,2) NULL,
        ADD COLUMN new_price numeric(10,2) NULL;`);
    this.addSql(`UPDATE alerts SET delivery = 'done';`);
    this.addSql(`CREATE INDEX alerts_pending ON alerts (id) WHERE delivery = 'pending';`);
    this.addSql(`CREATE INDEX alerts_digest ON alerts (user_id, id) WHERE delivery = 'digest';`);
    this.addSql(`ALTER TABLE alerts DROP CONSTRAINT alerts_kind_check;`);
    this.addSql(`
      ALTER TABLE alerts ADD CONSTRAINT alerts_kind_check CHECK (
        (kind = 'search' AND old_price IS NULL) OR (kind = 'price-drop' AND old_price IS NOT NULL AND new_price < old_price));`);

    this.addSql(
      `ALTER TABLE alerts DROP CONSTRAINT alerts_user_id_fkey, DROP CONSTRAINT alerts_part_id_fkey, DROP CONSTRAINT alerts_saved_search_id_fkey;`,
    );
    for (const [table, action] of [
      ['users', 'DELETE FROM alerts WHERE user_id IN (SELECT id FROM gone)'],
      ['boat_parts', 'DELETE FROM alerts WHERE part_id IN (SELECT id FROM gone)'],
      ['saved_searches', 'UPDATE alerts SET saved_search_id = NULL WHERE saved_search_id IN (SELECT id FROM gone)'],
    ] as const) {
      this.addSql(`
        CREATE FUNCTION alerts_after_${table}_delete() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            ${action};
            RETURN NULL;
          END
        $$;`);
      this.addSql(`
        CREATE TRIGGER alerts_after_delete AFTER DELETE ON ${table}
          REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION alerts_after_${table}_delete();`);
    }

    this.addSql(
      `ALTER TABLE users ADD COLUMN alert_emails boolean NOT NULL DEFAULT true, ADD COLUMN alert_digest_sent_at timestamptz NULL;`,
    );

    this.addSql(`
      CREATE TABLE push_subscriptions (
        id bigserial PRIMARY KEY,
        user_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        endpoint text NOT NULL UNIQUE,
        p256dh text NOT NULL,
        auth text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_sent_at timestamptz NULL
      );`);
    this.addSql(`CREATE INDEX push_subscriptions_user ON push_subscriptions (user_id, created_at);`);

    this.addSql(`
      CREATE FUNCTION alerts_price_drop() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          INSERT INTO alerts (user_id, part_id, kind, old_price, new_price)
            SELECT s.user_id, p.id, 'price-drop', o.price, p.price
              FROM changed p
              JOIN previous o ON o.id = p.id
              JOIN saved_parts s ON s.part_id = p.id AND s.deleted_at IS NULL
             WHERE p.price < o.price AND ${isPublic('p')} AND s.user_id IS DISTINCT FROM p.user_id;
          IF FOUND THEN
            PERFORM pg_notify('dockside_jobs', 'alert-delivery');
          END IF;
          RETURN NULL;
        END
      $$;`);
    this.addSql(`
      CREATE TRIGGER boat_parts_price_drop AFTER UPDATE ON boat_parts
        REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION alerts_price_drop();`);

    this.addSql(`
      CREATE FUNCTION listing_publications_notify() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM pg_notify('dockside_jobs', 'saved-search-matching');
          RETURN NULL;
        END
      $$;`);
    this.addSql(`
      CREATE TRIGGER listing_publications_notify AFTER INSERT ON listing_publications
        FOR EACH STATEMENT EXECUTE FUNCTION listing_publications_notify();`);
  }
}
