import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { PUBLIC_WHERE } from '../listing.entity';
import { type PartRow, PUBLIC_COLUMNS } from '../listing.row';
import { isoTimestamp, sqlRows } from '../../../database/sql';

/** The public columns of a seller: never e-mail, phone or anything else private (not even selected). */
export interface SellerRow {
  id: number;
  username: string;
  full_name: string;
  company: string;
  avatar_url: string | null;
  seller_type: 'individual' | 'business' | null;
  member_since: string;
  email_verified: boolean;
}

const SELLER_COLUMNS = `u.id, u.username, u.full_name, u.company, u.avatar_url, u.seller_type,
  ${isoTimestamp('u.created_at')} AS member_since, u.email_verified_at IS NOT NULL AS email_verified`;

@Injectable()
export class SellerRepository {
  constructor(private readonly em: EntityManager) {}

  async findById(id: number): Promise<SellerRow | null> {
    const [row] = await sqlRows<SellerRow>(this.em, `SELECT ${SELLER_COLUMNS} FROM users u WHERE u.id = ?`, [id]);
    return row ?? null;
  }

  /** Case-insensitively, on the unique index over lower(username); a suspended seller has no public page. */
  async findByUsername(username: string): Promise<SellerRow | null> {
    const [row] = await sqlRows<SellerRow>(
      this.em,
      `SELECT ${SELLER_COLUMNS} FROM users u WHERE lower(u.username) = lower(?) AND u.suspended_at IS NULL`,
      [username],
    );
    return row ?? null;
  }

  /** The seller's active listings the catalogue shows (its rule, minus sold ones), newest first, without contact details. */
  findPublicListings(userId: number, limit: number): Promise<PartRow[]> {
    return sqlRows<PartRow>(
      this.em,
      `SELECT ${PUBLIC_COLUMNS} FROM boat_parts p WHERE p.user_id = ? AND p.status = 'active' AND ${PUBLIC_WHERE} ORDER BY p.created_at DESC, p.id DESC LIMIT ?`,
      [userId, limit],
    );
  }

  async countPublicListings(userId: number): Promise<number> {
    const [row] = await sqlRows<{ n: number }>(
      this.em,
      `SELECT count(*)::int AS n FROM boat_parts p WHERE p.user_id = ? AND p.status = 'active' AND ${PUBLIC_WHERE}`,
      [userId],
    );
    return row?.n ?? 0;
  }
}
