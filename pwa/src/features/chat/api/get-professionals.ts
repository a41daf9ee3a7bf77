import type { MarineProfessional } from '@dockside/shared/chat';
import { apiRequest } from '@/lib/api-client';
import { PROFESSIONALS_URL } from './chat-urls';

/** GET /api/chat/professionals: business sellers and experts, with whether each is online. */
export async function getProfessionals(): Promise<MarineProfessional[]> {
  return apiRequest<MarineProfessional[]>('GET', PROFESSIONALS_URL);
}
