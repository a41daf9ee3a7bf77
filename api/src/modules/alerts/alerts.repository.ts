import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AlertFrequency, AlertKind } from '@dockside/shared/alerts';
import { PUBLIC_WHERE } from '../listings/listing.entity';
import { isoTimestamp, sqlRows } from '../../database/sql';
import type { Engine } from '@dockside/shared/fitment';
import { engineKeys } from '../listings/search/engine-keys.types';

export interface AlertRow {
  id: string;
  kind: AlertKind;
  created_at: string;
  channels: string[];
  saved_search_id: number | null;
  saved_search_name: string | null;
  part_id: number;
  title: string;
  price: string;
  image_url: string | null;
  status: string;
}

/** The columns both jobs read of a recorded alert, its listing and its user (snake_case as selected). */
export interface AlertMailRow {
  id: string;
  user_id: number;
  kind: AlertKind;
  part_id: number;
  title: string;
  price: string;
  old_price: string | null;
  search_name: string | null;
  email: string;
  full_name: string;
  mail_ok: boolean;
}

export interface PendingAlert extends AlertMailRow {
  image_url: string | null;
  public: boolean;
  frequency: AlertFrequency | null;
  paused: boolean | null;
  push_ok: boolean;
}

export interface DigestAlert extends AlertMailRow {
  include: boolean;
}

/**
 * One batch (bound: the batch size): takes the oldest queued listings off listing_publications and inserts
 * their alerts; answers how many listings it took and how many alerts it made. Exported for the benchmark (bench:alerts).
 */
export const MATCHING_SQL = `WITH batch AS (
       DELETE FROM listing_publications
        WHERE id IN (SELECT id FROM listing_publications ORDER BY id LIMIT ?)
       RETURNING part_id, published_at
     ), parts AS MATERIALIZED (
       SELECT p.id, p.user_id, p.category, p.condition, p.price, lower(p.brand) AS brand, lower(p.location) AS location,
              p.search_vector, b.published_at, listing_match_keys(p.search_vector, p.category, p.condition, p.brand) AS keys
         FROM (SELECT part_id, max(published_at) AS published_at FROM batch GROUP BY part_id) b
         JOIN boat_parts p ON p.id = b.part_id
        WHERE ${PUBLIC_WHERE}
     ), matches AS (
       SELECT DISTINCT ON (s.user_id, p.id) s.user_id, p.id AS part_id, s.id AS saved_search_id
         FROM parts p
         JOIN saved_searches s ON s.anchor && p.keys
        WHERE NOT s.paused AND s.frequency <> 'off'
          AND s.user_id IS DISTINCT FROM p.user_id
          AND s.created_at < p.published_at
          AND (s.tsq IS NULL OR p.search_vector @@ s.tsq)
          AND (cardinality(s.categories) = 0 OR p.category = ANY (s.categories))
          AND (cardinality(s.conditions) = 0 OR p.condition = ANY (s.conditions))
          AND (s.min_price IS NULL OR p.price >= s.min_price)
          AND (s.max_price IS NULL OR p.price <= s.max_price)
          AND (s.brand IS NULL OR p.brand = lower(s.brand))
          AND (s.location IS NULL OR p.location LIKE '%' || replace(replace(replace(lower(s.location), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
          AND (s.engine_filter IS NULL
               OR EXISTS (SELECT 1 FROM part_fitment f WHERE f.part_id = p.id AND fitment_covers(f, s.engine_filter)))
          AND (s.fits_boat_id IS NULL
               OR EXISTS (SELECT 1 FROM part_fitment f CROSS JOIN LATERAL jsonb_array_elements(s.fits_engines) e(engine)
                           WHERE f.part_id = p.id AND fitment_covers(f, e.engine)))
        ORDER BY s.user_id, p.id, s.id
     ), inserted AS (
       INSERT INTO alerts (user_id, part_id, saved_search_id, kind)
       SELECT user_id, part_id, saved_search_id, 'search' FROM matches
       ON CONFLICT DO NOTHING
       RETURNING id
     )
     SELECT (SELECT count(*) FROM batch)::int AS listings, (SELECT count(*) FROM inserted)::int AS alerts`;

/** alerts: matched, delivered and put in digests by the jobs, read per user, and the user's switch for alert e-mails. */
@Injectable()
export class AlertsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Newest first, ids below `before`; only alerts whose listing is in the catalogue now. */
  findByUser(em: EntityManager, userId: number, before: number | undefined, limit: number): Promise<AlertRow[]> {
    return sqlRows<AlertRow>(
      em,
      `SELECT a.id::text AS id, a.kind, ${isoTimestamp('a.created_at')} AS created_at, a.channels,
              s.id AS saved_search_id, s.name AS saved_search_name,
              p.id AS part_id, p.title, p.price::text AS price, p.image_urls->>0 AS image_url, p.status
         FROM alerts a
         JOIN boat_parts p ON p.id = a.part_id
         LEFT JOIN saved_searches s ON s.id = a.saved_search_id
        WHERE a.user_id = ? AND a.id < ? AND ${PUBLIC_WHERE}
        ORDER BY a.id DESC LIMIT ?`,
      [userId, before ?? '9223372036854775807', limit],
    );
  }

  /** Turns the user's alert e-mails off; false when there is no such user. */
  async turnOffAlertEmails(em: EntityManager, userId: number): Promise<boolean> {
    return (await sqlRows(em, `UPDATE users SET alert_emails = false WHERE id = ? RETURNING id`, [userId])).length > 0;
  }

  /** Recorded alerts waiting for delivery, oldest first, with what decides each (listing, search, user). */
  pendingDeliveries(em: EntityManager, batch: number): Promise<PendingAlert[]> {
    return sqlRows<PendingAlert>(
      em,
      `SELECT a.id::text AS id, a.user_id, a.kind, a.part_id, p.title, p.price::text AS price, a.old_price::text AS old_price,
              p.image_urls->>0 AS image_url, (${PUBLIC_WHERE}) AS public, s.name AS search_name, s.frequency, s.paused,
              u.email, u.full_name, (u.notify_browser AND u.suspended_at IS NULL) AS push_ok,
              (u.notify_email AND u.alert_emails AND u.email_verified_at IS NOT NULL AND u.suspended_at IS NULL) AS mail_ok
         FROM alerts a
         JOIN boat_parts p ON p.id = a.part_id
         JOIN users u ON u.id = a.user_id
         LEFT JOIN saved_searches s ON s.id = a.saved_search_id
        WHERE a.delivery = 'pending'
        ORDER BY a.id LIMIT ?`,
      [batch],
    );
  }

  /** Marks delivered alerts with their outcome and the channels that took them (pending ones only). */
  async settleDeliveries(tx: EntityManager, ids: string[], delivery: string[], channels: string[]): Promise<void> {
    await sqlRows(
      tx,
      `UPDATE alerts a SET delivery = d.delivery, channels = CASE WHEN d.channels = '' THEN '{}' ELSE string_to_array(d.channels, ',') END
         FROM unnest(?::bigint[], ?::text[], ?::text[]) AS d(id, delivery, channels)
        WHERE a.id = d.id AND a.delivery = 'pending'`,
      [ids, delivery, channels],
    );
  }

  /** Users whose daily digest is due (none within `interval`), locked for the caller's transaction; others skip them. */
  lockDigestUsers(tx: EntityManager, interval: string, batch: number): Promise<Array<{ id: number }>> {
    return sqlRows<{ id: number }>(
      tx,
      `SELECT u.id FROM users u
        WHERE u.id IN (SELECT DISTINCT user_id FROM alerts WHERE delivery = 'digest')
          AND (u.alert_digest_sent_at IS NULL OR u.alert_digest_sent_at <= now() - interval '${interval}')
        ORDER BY u.id LIMIT ? FOR UPDATE OF u SKIP LOCKED`,
      [batch],
    );
  }

  /** The waiting digest alerts of `users`, newest first per user, with whether each still belongs in a digest. */
  digestAlerts(tx: EntityManager, users: Array<{ id: number }>): Promise<DigestAlert[]> {
    return sqlRows<DigestAlert>(
      tx,
      `SELECT a.id::text AS id, a.user_id, a.kind, a.part_id, p.title, p.price::text AS price, a.old_price::text AS old_price,
              s.name AS search_name, ((${PUBLIC_WHERE}) AND s.id IS NOT NULL AND NOT s.paused AND s.frequency <> 'off') AS include,
              u.email, u.full_name,
              (u.notify_email AND u.alert_emails AND u.email_verified_at IS NOT NULL AND u.suspended_at IS NULL) AS mail_ok
         FROM alerts a
         JOIN boat_parts p ON p.id = a.part_id
         JOIN users u ON u.id = a.user_id
         LEFT JOIN saved_searches s ON s.id = a.saved_search_id
        WHERE a.delivery = 'digest' AND a.user_id = ANY (?::int[])
        ORDER BY a.user_id, a.id DESC`,
      [users.map((u) => u.id)],
    );
  }

  /** Closes the digest of `users`: their waiting alerts done (`mailedIds` by e-mail), and the digest noted sent for `mailedUsers`. */
  async settleDigest(tx: EntityManager, users: Array<{ id: number }>, mailedIds: string[], mailedUsers: number[]): Promise<void> {
    await sqlRows(
      tx,
      `UPDATE alerts SET delivery = 'done', channels = CASE WHEN id = ANY (?::bigint[]) THEN ARRAY['email'] ELSE channels END
        WHERE delivery = 'digest' AND user_id = ANY (?::int[])`,
      [mailedIds, users.map((u) => u.id)],
    );
    await sqlRows(tx, `UPDATE users SET alert_digest_sent_at = now() WHERE id = ANY (?::int[])`, [mailedUsers]);
  }

  /**
   * Brings the engines of `fits=<boatId>` saved searches up to date with their boats (saved_searches.fits_engines,
   * the keys MATCHING_SQL compares): those whose boat changed since, or was deleted (then no engines: the
   * search matches nothing). Returns how many searches it updated.
   */
  async refreshBoatEngines(): Promise<number> {
    const em = this.em.fork();
    const stale = await sqlRows<{ id: number; engines: Engine[] | null; version: number | null }>(
      em,
      `SELECT s.id, b.engines, b.version
         FROM saved_searches s
         LEFT JOIN boats b ON b.id = s.fits_boat_id AND b.user_id = s.user_id AND b.deleted_at IS NULL
        WHERE s.fits_boat_id IS NOT NULL AND s.fits_boat_version IS DISTINCT FROM b.version`,
      [],
    );
    if (stale.length === 0) return 0;
    await sqlRows(
      em,
      `UPDATE saved_searches s SET fits_engines = c.engines, fits_boat_version = c.version
         FROM jsonb_to_recordset(?::jsonb) AS c(id int, engines jsonb, version int)
        WHERE s.id = c.id`,
      [
        JSON.stringify(
          stale.map((row) => ({
            id: row.id,
            engines: (row.engines ?? []).map((e) => engineKeys({ make: e.make, model: e.model, hp: e.hp, year: e.year, serial: e.serial })),
            version: row.version,
          })),
        ),
      ],
    );
    return stale.length;
  }

  /** One matching batch (MATCHING_SQL): how many queued listings it took and how many alerts it recorded. */
  async matchNewListings(batch: number): Promise<{ listings: number; alerts: number }> {
    const [result] = await sqlRows<{ listings: number; alerts: number }>(this.em.fork(), MATCHING_SQL, [batch]);
    return result;
  }
}
