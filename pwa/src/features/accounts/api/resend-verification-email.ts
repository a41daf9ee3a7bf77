import type { EmailVerificationResult } from '@dockside/shared/accounts';
import { apiRequest } from '@/lib/api-client';

/** POST /api/user/verify-email/resend: a new link to the signed-in user's address (rate limited). */
export function resendVerificationEmail(): Promise<EmailVerificationResult> {
  return apiRequest<EmailVerificationResult>('POST', '/api/user/verify-email/resend');
}
