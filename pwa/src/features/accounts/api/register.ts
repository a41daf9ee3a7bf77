import type { CurrentUser, SellerType } from '@dockside/shared/accounts';
import { apiRequest } from '@/lib/api-client';

/** The body of POST /api/register (spec §3 Registration); confirmPassword and terms stay in the form. */
export interface RegistrationPayload {
  username: string;
  fullName: string;
  email: string;
  phone?: string;
  password: string;
  company: string;
  sellerType?: SellerType;
  businessName?: string;
  newsletterSubscribed: boolean;
  recaptchaToken: string;
}

/** POST /api/register: 201 with the new user and a session cookie. */
export function register(payload: RegistrationPayload): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/register', { ...payload });
}
