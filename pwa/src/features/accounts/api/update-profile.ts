import type { CurrentUser } from '@dockside/shared/accounts';
import { apiRequest } from '@/lib/api-client';

/** What PATCH /api/user accepts; null clears an optional field. */
export interface ProfileChanges {
  fullName?: string;
  email?: string;
  company?: string;
  phone?: string | null;
  avatarUrl?: string | null;
  newsletterSubscribed?: boolean;
  notifyBrowser?: boolean;
  notifyEmail?: boolean;
  /** Alert e-mails of saved searches and price drops (docs/decisions.md "Saved searches and alerts"). */
  alertEmails?: boolean;
}

/** PATCH /api/user: answers with the updated user. */
export function updateProfile(changes: ProfileChanges): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('PATCH', '/api/user', { ...changes });
}
