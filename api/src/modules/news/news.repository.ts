import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { isoTimestamp, sqlRows } from '../../database/sql';
import { afterPosition, syncMicros } from '../../common/sync/delta-http';
import type { DeltaRequest, DeltaRow } from '../../common/sync/sync-token';
import type { NewsSearch } from './news-query';

/** A news_items row as the queries select it (dates as ISO text). */
export interface NewsRow {
  id: number;
  title: string;
  description: string;
  link: string;
  pub_date: string;
  source: string;
  category: string;
  /** List reads: pub_date in microseconds (the keyset key). */
  sort_key?: string;
}

const COLUMNS = `n.id, n.title, n.description, n.link, ${isoTimestamp('n.pub_date')} AS pub_date, n.source, n.category`;

/** news_items (seeded, and written by the feed reader in feeds/). Newest first, keyset on (pub_date, id). */
@Injectable()
export class NewsRepository {
  constructor(private readonly em: EntityManager) {}

  /** One page plus one row (to know whether there is a next page). */
  search(search: NewsSearch): Promise<NewsRow[]> {
    const where = ['n.deleted_at IS NULL'];
    const params: unknown[] = [];
    if (search.category) {
      // Spec §2: the category choice filters by category or source equality.
      where.push('(lower(n.category) = lower(?) OR lower(n.source) = lower(?))');
      params.push(search.category, search.category);
    }
    if (search.after) {
      where.push(`(n.pub_date, n.id) < (timestamptz 'epoch' + ?::bigint * interval '1 microsecond', ?)`);
      params.push(search.after.key, search.after.id);
    }
    params.push(search.limit + 1);
    return sqlRows<NewsRow>(
      this.em,
      `SELECT ${COLUMNS}, ${syncMicros('n.pub_date')} AS sort_key
         FROM news_items n
        WHERE ${where.join(' AND ')}
        ORDER BY n.pub_date DESC, n.id DESC
        LIMIT ?`,
      params,
    );
  }

  /** Delta pull: items changed after the position, in (updated_at, id) order; deleted ones are tombstones. */
  findChangedSince(request: DeltaRequest): Promise<Array<NewsRow & DeltaRow>> {
    return sqlRows<NewsRow & DeltaRow>(
      this.em,
      `SELECT ${COLUMNS}, ${syncMicros('n.updated_at')} AS sync_micros, n.id AS sync_id, (n.deleted_at IS NULL) AS visible
         FROM news_items n
        WHERE ${afterPosition('n.updated_at', 'n.id')}
        ORDER BY n.updated_at, n.id
        LIMIT ?`,
      [request.since.micros, request.since.id, request.limit + 1],
    );
  }
}
