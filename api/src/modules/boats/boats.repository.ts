import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Engine } from '@dockside/shared/fitment';
import { isoTimestamp, sqlRows } from '../../database/sql';

/** A boats row as selected (snake_case; length as text, numeric(5,1)). */
export interface BoatRow {
  id: number;
  user_id: number;
  name: string;
  make: string | null;
  model: string | null;
  year: number | null;
  length_ft: string | null;
  hin: string | null;
  engines: Engine[];
  version: number;
  created_at: string;
  updated_at: string;
}

export const BOAT_COLUMNS = `b.id, b.user_id, b.name, b.make, b.model, b.year, b.length_ft::text AS length_ft, b.hin, b.engines, b.version,
  ${isoTimestamp('b.created_at')} AS created_at, ${isoTimestamp('b.updated_at')} AS updated_at`;

/** boats: every read is scoped to its owner; deleted boats (tombstones) are never returned here. */
@Injectable()
export class BoatsRepository {
  constructor(private readonly em: EntityManager) {}

  /** Oldest first: the order the owner added them (the first is the catalogue's default boat). */
  findByUser(userId: number): Promise<BoatRow[]> {
    return sqlRows<BoatRow>(this.em, `SELECT ${BOAT_COLUMNS} FROM boats b WHERE b.user_id = ? AND b.deleted_at IS NULL ORDER BY b.id`, [userId]);
  }

  async findOwned(userId: number, id: number): Promise<BoatRow | null> {
    const [row] = await sqlRows<BoatRow>(
      this.em,
      `SELECT ${BOAT_COLUMNS} FROM boats b WHERE b.id = ? AND b.user_id = ? AND b.deleted_at IS NULL`,
      [id, userId],
    );
    return row ?? null;
  }
}
