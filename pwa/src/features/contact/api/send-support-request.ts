import type { SupportRequest, ContactReceipt } from '@dockside/shared/contact';
import { apiRequest } from '@/lib/api-client';

/** POST /api/support (spec §2 Support: the 'Customer Support' form). */
export function sendSupportRequest(body: SupportRequest): Promise<ContactReceipt> {
  return apiRequest<ContactReceipt>('POST', '/api/support', body);
}
