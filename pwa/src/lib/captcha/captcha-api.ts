import type { CaptchaConfig } from '@dockside/shared/accounts';
import type { Challenge } from 'altcha-lib';
import { apiRequest } from '@/lib/api-client';

/** GET /api/captcha: which captcha the forms must show. */
export function getCaptchaConfig(signal?: AbortSignal): Promise<CaptchaConfig> {
  return apiRequest<CaptchaConfig>('GET', '/api/captcha', undefined, { signal });
}

/** GET /api/captcha/challenge: a signed ALTCHA v2 challenge. */
export function getAltchaChallenge(signal?: AbortSignal): Promise<Challenge> {
  return apiRequest<Challenge>('GET', '/api/captcha/challenge', undefined, { signal });
}
