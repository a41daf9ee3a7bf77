import type { EmailVerificationResult } from '@dockside/shared/accounts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/user/verify-email: the token of the link in the verification e-mail (no sign-in needed). */
export function verifyEmail(token: string): Promise<EmailVerificationResult> {
  return apiRequest<EmailVerificationResult>('POST', '/api/user/verify-email', { token });
}
