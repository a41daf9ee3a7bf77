import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AlertKind } from '@dockside/shared/alerts';
import { PUBLIC_WHERE } from '../listings/listing.entity';
import { isoTimestamp, sqlRows } from '../../database/sql';

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

/** alerts: read per user (the matching job writes them), and the user's switch for alert e-mails. */
@Injectable()
export class AlertsRepository {
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
}
