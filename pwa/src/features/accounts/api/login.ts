import type { CurrentUser, LoginInput } from '@dockside/shared/accounts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/login (spec §3: rememberMe is collected by the form but not sent). */
export function login({ username, password }: Pick<LoginInput, 'username' | 'password'>): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/login', { username, password });
}
