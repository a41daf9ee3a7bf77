import type { EntityManager } from '@mikro-orm/postgresql';
import webpush from 'web-push';
import { appSetting } from '../../common/secrets/app-secret';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The server's VAPID key pair (docs/decisions.md "Saved searches and alerts"): generated at first start and kept with the data (the
 * app_settings table), so every replica and every restart signs with the same key and devices stay
 * subscribed.
 */
export async function loadVapidKeys(em: EntityManager): Promise<VapidKeys> {
  return JSON.parse(await appSetting(em, 'vapid_keys', () => JSON.stringify(webpush.generateVAPIDKeys()))) as VapidKeys;
}
