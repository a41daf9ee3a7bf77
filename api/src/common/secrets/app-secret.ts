import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A server secret generated on first use and kept in `app_settings`, so every replica on the database
 * signs and checks with the same one (the ALTCHA HMAC key, newsletter unsubscribe links…).
 */
export async function appSecret(em: EntityManager, key: string): Promise<string> {
  const connection = em.getConnection();
  await connection.execute(`insert into app_settings (key, value) values (?, ?) on conflict (key) do nothing`, [
    key,
    randomBytes(32).toString('hex'),
  ]);
  const [row] = await connection.execute<{ value: string }[]>(`select value from app_settings where key = ?`, [key]);
  return row.value;
}
