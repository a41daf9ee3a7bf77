import type { SellerType, UserRole } from './account.constants';

/** GET /api/user, POST /api/login, POST /api/register. Never carries secrets. */
export interface CurrentUser {
  id: number;
  username: string;
  fullName: string;
  email: string;
  company: string;
  avatarUrl: string | null;
  role: UserRole;
  sellerType: SellerType | null;
  businessName: string | null;
  phone: string | null;
  isOnline: boolean;
  newsletterSubscribed: boolean;
  notifyBrowser: boolean;
  notifyEmail: boolean;
  /** Saved-search and price-drop alert e-mails; the unsubscribe link of an alert e-mail turns it off. */
  alertEmails: boolean;
  emailVerified: boolean;
  createdAt: string;
}

/** GET /api/check-username/{username} */
export interface UsernameAvailability {
  available: boolean;
  message: string;
}

/** GET /api/captcha/challenge (ALTCHA); null when the server runs without a captcha (tests). */
export interface CaptchaConfig {
  provider: 'altcha' | 'recaptcha' | 'turnstile' | 'off';
  siteKey?: string;
}
