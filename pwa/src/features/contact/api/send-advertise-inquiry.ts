import type { AdvertiseInquiry, ContactReceipt } from '@dockside/shared/contact';
import { apiRequest } from '@/lib/api-client';

/** POST /api/contact/advertise (spec §2 Advertise page: the request form). */
export function sendAdvertiseInquiry(body: AdvertiseInquiry): Promise<ContactReceipt> {
  return apiRequest<ContactReceipt>('POST', '/api/contact/advertise', body);
}
