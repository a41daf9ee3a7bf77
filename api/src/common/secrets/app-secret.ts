import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * A server setting generated on first use and kept in `app_settings`, so every replica on the database
 * reads the same one. Concurrent first uses agree: the first insert wins and everyone reads it back.
 */
export async function appSetting(em: EntityManager, key: string, generate: () => string): Promise<string> {
  const connection = em.getConnection();
  await connection.execute(`insert into app_settings (key, value) values (?, ?) on conflict (key) do nothing`, [key, generate()]);
  const [row] = await connection.execute<{ value: string }[]>(`select value from app_settings where key = ?`, [key]);
  return row.value;
}

/** A server secret (the ALTCHA HMAC key, newsletter unsubscribe links…): 32 random bytes, as hex. */
export const appSecret = (em: EntityManager, key: string): Promise<string> => appSetting(em, key, () => randomBytes(32).toString('hex'));
