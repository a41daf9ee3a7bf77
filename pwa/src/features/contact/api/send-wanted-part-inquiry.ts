import type { WantedPartInquiry, ContactReceipt } from '@dockside/shared/contact';
import { apiRequest } from '@/lib/api-client';

/** POST /api/contact/wanted-part (spec §3/§5: "Can't find the part you need?"). */
export function sendWantedPartInquiry(body: WantedPartInquiry): Promise<ContactReceipt> {
  return apiRequest<ContactReceipt>('POST', '/api/contact/wanted-part', body);
}
