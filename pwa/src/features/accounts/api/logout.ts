import { apiRequest } from '@/lib/api-client';

/** POST /api/logout: ends the server session and clears the cookie. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}
