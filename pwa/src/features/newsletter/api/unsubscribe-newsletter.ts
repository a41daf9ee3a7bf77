import type { NewsletterResult } from '@dockside/shared/contact';
import { apiRequest } from '@/lib/api-client';

/** POST /api/newsletter/unsubscribe: the token of the unsubscribe link every newsletter e-mail carries. */
export function unsubscribeNewsletter(token: string): Promise<NewsletterResult> {
  return apiRequest<NewsletterResult>('POST', '/api/newsletter/unsubscribe', { token });
}
