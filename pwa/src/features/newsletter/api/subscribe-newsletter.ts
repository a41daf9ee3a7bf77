import type { NewsletterResult } from '@dockside/shared/contact';
import { apiRequest } from '@/lib/api-client';

/** POST /api/newsletter: sends the double opt-in e-mail; the same 202 answer for new and known addresses. */
export function subscribeNewsletter(email: string): Promise<NewsletterResult> {
  return apiRequest<NewsletterResult>('POST', '/api/newsletter', { email });
}
