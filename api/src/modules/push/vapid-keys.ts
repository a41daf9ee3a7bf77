import type { EntityManager } from '@mikro-orm/postgresql';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

const KEY = 'vapid_keys';

/**
 * The server's VAPID key pair (docs/decisions.md "Saved searches and alerts"): generated at first start and kept with the data (the
 * app_settings table), so every replica and every restart signs with the same key and devices stay
 * subscribed. Concurrent first starts agree: the first insert wins and everyone reads it back.
 */
export async function loadVapidKeys(em: EntityManager): Promise<VapidKeys> {
  const connection = em.getConnection();
  const generated = webpush.generateVAPIDKeys();
  await connection.execute(`insert into app_settings (key, value) values (?, ?) on conflict (key) do nothing`, [
    KEY,
    JSON.stringify(generated),
  ]);
  const [row] = await connection.execute<{ value: string }[]>(`select value from app_settings where key = ?`, [KEY]);
  return JSON.parse(row.value) as VapidKeys;
}
