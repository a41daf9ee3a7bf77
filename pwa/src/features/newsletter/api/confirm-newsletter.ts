import type { NewsletterResult } from '@dockside/shared/contact';
import { apiRequest } from '@/lib/api-client';

/** POST /api/newsletter/confirm: the token of the confirmation link. */
export function confirmNewsletter(token: string): Promise<NewsletterResult> {
  return apiRequest<NewsletterResult>('POST', '/api/newsletter/confirm', { token });
}
