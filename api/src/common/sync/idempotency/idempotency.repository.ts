import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sqlRows } from '../../../database/sql';

/** pg_try_advisory_xact_lock(class, hashtext(scope:key)): the two-int key space, apart from our other locks. */
const KEY_LOCK_CLASS = 727_203;

export interface StoredResponse {
  method: string;
  route: string;
  body_hash: string;
  status: number;
  response: string | null;
}

export interface ResponseToStore {
  method: string;
  route: string;
  fingerprint: string;
  status: number;
  body: unknown;
}

/** The idempotency_keys table; every call runs in the caller's open transaction. */
@Injectable()
export class IdempotencyRepository {
  constructor(private readonly em: EntityManager) {}

  /** Claims the user's key until the transaction ends; false when another request holds it. */
  async tryLock(userId: number | null, key: string): Promise<boolean> {
    const [lock] = await sqlRows<{ locked: boolean }>(this.em, `SELECT pg_try_advisory_xact_lock(?, hashtext(?)) AS locked`, [
      KEY_LOCK_CLASS,
      `${userId ?? 'anonymous'}:${key}`,
    ]);
    return lock.locked;
  }

  async findStored(userId: number | null, key: string): Promise<StoredResponse | undefined> {
    const [stored] = await sqlRows<StoredResponse>(
      this.em,
      `SELECT method, route, body_hash, status, response FROM idempotency_keys WHERE coalesce(user_id, 0) = ? AND key = ?`,
      [userId ?? 0, key],
    );
    return stored;
  }

  async store(userId: number | null, key: string, response: ResponseToStore): Promise<void> {
    const { method, route, fingerprint, status, body } = response;
    await sqlRows(
      this.em,
      `INSERT INTO idempotency_keys (user_id, key, method, route, body_hash, status, response) VALUES (?, ?, ?, ?, ?, ?, ?)`,
      [userId, key, method, route, fingerprint, status, body === undefined ? null : JSON.stringify(body)],
    );
  }
}
