import type { ModerationQueueItem } from '@dockside/shared/moderation';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_LIST_LIMIT } from '../admin.constants';

/** GET /api/admin/moderation: listings waiting for review, oldest first (moderators and admins). */
export function getModerationQueue(): Promise<ModerationQueueItem[]> {
  return apiRequest<ModerationQueueItem[]>('GET', `/api/admin/moderation?limit=${ADMIN_LIST_LIMIT}`);
}
