import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { sqlRows } from '../../../database/sql';

export interface VerificationRow {
  id: string;
  user_id: number;
  /** The address the link was sent to. */
  email: string;
  used: boolean;
  expired: boolean;
  /** The account's address now, and whether it is verified. */
  current_email: string;
  verified: boolean;
}

/** email_verifications: the links sent (only a hash of each token). Every method runs in the caller's transaction. */
@Injectable()
export class EmailVerificationRepository {
  async insert(em: EntityManager, userId: number, email: string, tokenHash: string, validHours: number): Promise<void> {
    await sqlRows(
      em,
      `INSERT INTO email_verifications (user_id, email, token_hash, expires_at) VALUES (?, ?, ?, now() + make_interval(hours => ?))`,
      [userId, email, tokenHash, validHours],
    );
  }

  /** The link and its account, both locked until commit (two clicks at once take turns). */
  async findByTokenHashForUpdate(em: EntityManager, tokenHash: string): Promise<VerificationRow | null> {
    const [row] = await sqlRows<VerificationRow>(
      em,
      `SELECT v.id, v.user_id, v.email, v.used_at IS NOT NULL AS used, v.expires_at <= now() AS expired,
              u.email AS current_email, u.email_verified_at IS NOT NULL AS verified
         FROM email_verifications v JOIN users u ON u.id = v.user_id
        WHERE v.token_hash = ?
          FOR UPDATE OF v, u`,
      [tokenHash],
    );
    return row ?? null;
  }

  async markVerified(em: EntityManager, row: VerificationRow): Promise<void> {
    await sqlRows(em, `UPDATE email_verifications SET used_at = now() WHERE id = ?`, [row.id]);
    await sqlRows(em, `UPDATE users SET email_verified_at = coalesce(email_verified_at, now()) WHERE id = ? AND email = ?`, [
      row.user_id,
      row.email,
    ]);
  }

  /** Links sent to an address the account no longer has are useless: dropped when the address changes. */
  async deleteForOtherAddresses(em: EntityManager, userId: number, email: string): Promise<void> {
    await sqlRows(em, `DELETE FROM email_verifications WHERE user_id = ? AND email <> ?`, [userId, email]);
  }
}
