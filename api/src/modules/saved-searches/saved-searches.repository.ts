import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AlertFrequency } from '@dockside/shared/alerts';
import { isoTimestamp, sqlRows } from '../../database/sql';
import type { EngineKeys } from '../listings/search/engine-keys.types';
import type { SavedSearchFilters } from './saved-search-query';

export interface SavedSearchRow {
  id: number;
  name: string;
  query: string;
  frequency: AlertFrequency;
  paused: boolean;
  created_at: string;
  updated_at: string;
}

export interface NewSavedSearch {
  name: string;
  query: string;
  frequency: AlertFrequency;
  filters: SavedSearchFilters;
  /** The keys of `filters.engine` (engine_filter). */
  engine: EngineKeys | null;
  /** fits=<boatId>: the keys of the boat's engines, as of its version. */
  fits: { boatId: number; engines: EngineKeys[]; version: number } | null;
}

export interface SavedSearchChanges {
  name?: string;
  frequency?: AlertFrequency;
  paused?: boolean;
}

const COLUMNS = `id, name, query, frequency, paused, ${isoTimestamp('created_at')} AS created_at, ${isoTimestamp('updated_at')} AS updated_at`;

/** saved_searches: every read and write is scoped to one user; calls take the EntityManager of the caller's transaction. */
@Injectable()
export class SavedSearchesRepository {
  /** Newest first: ids grow with time, and (user_id, id) is the index. */
  findByUser(em: EntityManager, userId: number): Promise<SavedSearchRow[]> {
    return sqlRows<SavedSearchRow>(em, `SELECT ${COLUMNS} FROM saved_searches WHERE user_id = ? ORDER BY id DESC`, [userId]);
  }

  /**
   * Locks the user's row until the transaction ends, so one user's saves take turns and each count sees
   * the ones before it. FOR NO KEY UPDATE does not block the foreign-key checks of other inserts.
   */
  async lockUser(em: EntityManager, userId: number): Promise<void> {
    await sqlRows(em, `SELECT id FROM users WHERE id = ? FOR NO KEY UPDATE`, [userId]);
  }

  async countByUser(em: EntityManager, userId: number): Promise<number> {
    const [row] = await sqlRows<{ count: number }>(em, `SELECT count(*)::int AS count FROM saved_searches WHERE user_id = ?`, [userId]);
    return row.count;
  }

  async insert(em: EntityManager, userId: number, search: NewSavedSearch): Promise<SavedSearchRow> {
    const f = search.filters;
    const [row] = await sqlRows<SavedSearchRow>(
      em,
      `INSERT INTO saved_searches (user_id, name, query, frequency, q, categories, conditions, min_price, max_price, brand, location,
         engine_filter, fits_boat_id, fits_engines, fits_boat_version)
       VALUES (?, ?, ?, ?, ?, ?::text[], ?::text[], ?, ?, ?, ?, ?::jsonb, ?, ?::jsonb, ?)
       RETURNING ${COLUMNS}`,
      [
        userId,
        search.name,
        search.query,
        search.frequency,
        f.q ?? null,
        f.categories,
        f.conditions,
        f.minPrice ?? null,
        f.maxPrice ?? null,
        f.brand ?? null,
        f.location ?? null,
        search.engine ? JSON.stringify(search.engine) : null,
        search.fits?.boatId ?? null,
        search.fits ? JSON.stringify(search.fits.engines) : null,
        search.fits?.version ?? null,
      ],
    );
    return row;
  }

  /** The changed row, or null when the user has no saved search with this id. */
  async update(em: EntityManager, userId: number, id: number, changes: SavedSearchChanges): Promise<SavedSearchRow | null> {
    const [row] = await sqlRows<SavedSearchRow>(
      em,
      `UPDATE saved_searches
          SET name = coalesce(?::text, name), frequency = coalesce(?::text, frequency), paused = coalesce(?::boolean, paused)
        WHERE id = ? AND user_id = ?
        RETURNING ${COLUMNS}`,
      [changes.name ?? null, changes.frequency ?? null, changes.paused ?? null, id, userId],
    );
    return row ?? null;
  }

  /** False when the user has no saved search with this id. */
  async delete(em: EntityManager, userId: number, id: number): Promise<boolean> {
    const rows = await sqlRows(em, `DELETE FROM saved_searches WHERE id = ? AND user_id = ? RETURNING id`, [id, userId]);
    return rows.length > 0;
  }
}
