import { Injectable } from '@nestjs/common';
import { EntityManager, LockMode } from '@mikro-orm/postgresql';
import { LISTING_LIMITS } from '@dockside/shared/listings';
import { User } from '../users/user.entity';
import { BoatPartEntity, PUBLIC_WHERE } from './listing.entity';
import { DETAIL_COLUMNS, OWN_COLUMNS, type PartRow, PUBLIC_COLUMNS } from './listing.row';
import { sqlRows } from '../../database/sql';
import { afterPosition, syncMicros } from '../../common/sync/delta-http';
import type { DeltaRequest, DeltaRow, SyncPosition } from '../../common/sync/sync-token';

export type ListingFields = Pick<
  BoatPartEntity,
  | 'title'
  | 'description'
  | 'category'
  | 'condition'
  | 'price'
  | 'brand'
  | 'model'
  | 'year'
  | 'location'
  | 'contactEmail'
  | 'contactPhone'
  | 'websiteUrl'
  | 'imageUrls'
>;

/**
 * boat_parts reads (plain SQL rows, no entity hydration: these are the hot paths) and writes (the
 * entity, so MikroORM keeps updated_at). Catalogue search is in search/catalog-search.repository.ts.
 */
@Injectable()
export class ListingRepository {
  constructor(private readonly em: EntityManager) {}

  /** Any listing that is not deleted, with contact details (the service decides who may see it). */
  async findByIdWithContact(id: number): Promise<PartRow | null> {
    const [row] = await sqlRows<PartRow>(
      this.em,
      `SELECT ${DETAIL_COLUMNS}, p.seller_suspended FROM boat_parts p WHERE p.id = ? AND p.deleted_at IS NULL`,
      [id],
    );
    return row ?? null;
  }

  /** Whether the id names a listing, deleted or not. */
  async exists(id: number): Promise<boolean> {
    return (await sqlRows(this.em, `SELECT 1 FROM boat_parts WHERE id = ?`, [id])).length > 0;
  }

  async existsNotDeleted(id: number): Promise<boolean> {
    const rows = await sqlRows(this.em, `SELECT 1 FROM boat_parts WHERE id = ? AND deleted_at IS NULL`, [id]);
    return rows.length > 0;
  }

  findFeatured(limit: number = LISTING_LIMITS.featuredOnHome): Promise<PartRow[]> {
    return sqlRows<PartRow>(
      this.em,
      `SELECT ${PUBLIC_COLUMNS} FROM boat_parts p WHERE ${PUBLIC_WHERE} AND p.featured ORDER BY p.created_at DESC, p.id DESC LIMIT ?`,
      [limit],
    );
  }

  /** The seller's own listings in every status but deleted, newest first. */
  findByOwner(userId: number): Promise<PartRow[]> {
    return sqlRows<PartRow>(
      this.em,
      `SELECT ${OWN_COLUMNS} FROM boat_parts p WHERE p.user_id = ? AND p.deleted_at IS NULL ORDER BY p.created_at DESC, p.id DESC`,
      [userId],
    );
  }

  /**
   * Delta pull of the public catalogue: every listing changed after the position, in (updated_at, id)
   * order, limit + 1 rows; `visible` is false for rows the public no longer sees (tombstones). With
   * `seenUpTo`, only listings whose id is at most its id (see seenPosition).
   */
  findPublicChangedSince(request: DeltaRequest): Promise<Array<PartRow & DeltaRow>> {
    const seen = request.seenUpTo;
    return sqlRows<PartRow & DeltaRow>(
      this.em,
      `SELECT ${PUBLIC_COLUMNS}, ${syncMicros('p.updated_at')} AS sync_micros, p.id AS sync_id, (${PUBLIC_WHERE}) AS visible
         FROM boat_parts p
        WHERE ${afterPosition('p.updated_at', 'p.id')} ${seen ? 'AND p.id <= ?' : ''}
        ORDER BY p.updated_at, p.id
        LIMIT ?`,
      [request.since.micros, request.since.id, ...(seen ? [seen.id] : []), request.limit + 1],
    );
  }

  /**
   * Where the catalogue stood when a list answer had been read (X-Sync-Seen): the database clock and the
   * largest listing id. Read after the answer's rows, so every listing it returned has an id at most this
   * one (ids only grow); listings created later get larger ids. No clock is compared.
   */
  async seenPosition(): Promise<SyncPosition> {
    const [row] = await sqlRows<{ micros: string; id: number }>(
      this.em,
      `SELECT ${syncMicros('clock_timestamp()')} AS micros, coalesce(max(id), 0)::int AS id FROM boat_parts`,
    );
    return { micros: row.micros, id: row.id };
  }

  /** Delta pull of the seller's own listings (any status); deleted ones are tombstones. */
  findOwnChangedSince(userId: number, request: DeltaRequest): Promise<Array<PartRow & DeltaRow>> {
    return sqlRows<PartRow & DeltaRow>(
      this.em,
      `SELECT ${OWN_COLUMNS}, ${syncMicros('p.updated_at')} AS sync_micros, p.id AS sync_id, (p.deleted_at IS NULL) AS visible
         FROM boat_parts p
        WHERE p.user_id = ? AND ${afterPosition('p.updated_at', 'p.id')}
        ORDER BY p.updated_at, p.id
        LIMIT ?`,
      [userId, request.since.micros, request.since.id, request.limit + 1],
    );
  }

  /** For a write, in a transaction: the entity (not deleted), its row locked until commit. */
  findEditableForUpdate(id: number): Promise<BoatPartEntity | null> {
    return this.em.findOne(BoatPartEntity, { id, deletedAt: null }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  }

  /** Median price and count of the category's catalogue listings (the automatic price check). */
  async categoryPriceStats(category: string): Promise<{ median: number; count: number } | null> {
    const [row] = await sqlRows<{ median: string | null; count: string }>(
      this.em,
      `SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY p.price)::text AS median, count(*)::text AS count
         FROM (SELECT p.price FROM boat_parts p WHERE ${PUBLIC_WHERE} AND p.category = ? ORDER BY p.created_at DESC LIMIT 1000) p`,
      [category],
    );
    return row?.median ? { median: Number(row.median), count: Number(row.count) } : null;
  }

  /** Whether a moderator rejected or removed one of the seller's listings in the last 30 days. */
  async hasRecentStrike(userId: number): Promise<boolean> {
    const rows = await sqlRows(
      this.em,
      `SELECT 1 FROM boat_parts WHERE user_id = ? AND moderation_status IN ('rejected', 'removed') AND moderated_at > now() - interval '30 days' LIMIT 1`,
      [userId],
    );
    return rows.length > 0;
  }

  async insert(
    ownerId: number,
    fields: ListingFields &
      Partial<Pick<BoatPartEntity, 'moderationStatus' | 'moderationNotes' | 'sellerSuspended' | 'fitment' | 'specs' | 'partNumbers'>>,
  ): Promise<BoatPartEntity> {
    const entity = this.em.create(BoatPartEntity, { ...fields, user: this.em.getReference(User, ownerId) });
    await this.em.persist(entity).flush();
    return entity;
  }

  async save(): Promise<void> {
    await this.em.flush();
  }

  /** Takes up to `batch` listings sold more than `days` ago out of the catalogue (`sold_expired`); answers their ids. */
  async expireSold(em: EntityManager, days: number, batch: number): Promise<number[]> {
    const rows = await sqlRows<{ id: number }>(
      em,
      `UPDATE boat_parts SET sold_expired = true
        WHERE id IN (SELECT id FROM boat_parts
                      WHERE status = 'sold' AND NOT sold_expired AND deleted_at IS NULL AND sold_at < now() - make_interval(days => ?)
                      LIMIT ?)
        RETURNING id`,
      [days, batch],
    );
    return rows.map((row) => row.id);
  }
}
