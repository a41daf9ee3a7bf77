import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { sqlRows } from '../../database/sql';
import type { PushTarget } from './push.service';

/** push_subscriptions: one row per device and user, by endpoint. */
@Injectable()
export class PushRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * Stores the subscription, or renews this user's own row of the endpoint; false when another user holds
   * the endpoint (the WHERE of DO UPDATE leaves their row alone and returns nothing for it).
   */
  async upsertOwn(tx: EntityManager, userId: number, endpoint: string, keys: { p256dh: string; auth: string }): Promise<boolean> {
    const stored = await sqlRows(
      tx,
      `INSERT INTO push_subscriptions (user_id, endpoint, p256dh, auth) VALUES (?, ?, ?, ?)
       ON CONFLICT (endpoint) DO UPDATE SET p256dh = excluded.p256dh, auth = excluded.auth, created_at = now()
         WHERE push_subscriptions.user_id = excluded.user_id
       RETURNING id`,
      [userId, endpoint, keys.p256dh, keys.auth],
    );
    return stored.length > 0;
  }

  /** Deletes the user's subscriptions but the newest `keep`. */
  async keepNewest(tx: EntityManager, userId: number, keep: number): Promise<void> {
    await sqlRows(
      tx,
      `DELETE FROM push_subscriptions WHERE user_id = ? AND id NOT IN (
         SELECT id FROM push_subscriptions WHERE user_id = ? ORDER BY created_at DESC, id DESC LIMIT ?)`,
      [userId, userId, keep],
    );
  }

  async deleteOwn(userId: number, endpoint: string): Promise<void> {
    await sqlRows(this.em.fork(), `DELETE FROM push_subscriptions WHERE user_id = ? AND endpoint = ?`, [userId, endpoint]);
  }

  findByUsers(em: EntityManager, userIds: number[]): Promise<Array<PushTarget & { user_id: number }>> {
    return sqlRows(
      em,
      `SELECT id::text AS id, user_id, endpoint, p256dh, auth FROM push_subscriptions WHERE user_id = ANY (?::int[]) ORDER BY id`,
      [userIds],
    );
  }

  async delete(id: string): Promise<void> {
    await sqlRows(this.em.fork(), `DELETE FROM push_subscriptions WHERE id = ?`, [id]);
  }

  async markSent(id: string): Promise<void> {
    await sqlRows(this.em.fork(), `UPDATE push_subscriptions SET last_sent_at = now() WHERE id = ?`, [id]);
  }
}
