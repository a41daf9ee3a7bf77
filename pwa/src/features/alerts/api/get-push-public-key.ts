import type { PushPublicKey } from '@dockside/shared/alerts';
import { apiRequest } from '@/lib/api-client';

/** GET /api/push/public-key: the server's VAPID public key (base64url), for PushManager.subscribe. */
export function getPushPublicKey(): Promise<PushPublicKey> {
  return apiRequest<PushPublicKey>('GET', '/api/push/public-key');
}
