import type { ChangePasswordInput } from '@dockside/shared/accounts';
import { apiRequest } from '@/lib/api-client';

export interface PasswordChanged {
  message: string;
  /** How many other sessions (devices) the server signed out. */
  otherSessionsEnded: number;
}

/** POST /api/user/password: the other sessions of the user end; this one stays. */
export function changePassword(input: ChangePasswordInput): Promise<PasswordChanged> {
  return apiRequest<PasswordChanged>('POST', '/api/user/password', { ...input });
}
