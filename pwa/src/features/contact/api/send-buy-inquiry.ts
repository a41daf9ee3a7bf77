import type { BuyInquiry, ContactReceipt } from '@dockside/shared/contact';
import { apiRequest } from '@/lib/api-client';

/** POST /api/contact/buy (spec §2 Buy page: the inquiry form). */
export function sendBuyInquiry(body: BuyInquiry): Promise<ContactReceipt> {
  return apiRequest<ContactReceipt>('POST', '/api/contact/buy', body);
}
