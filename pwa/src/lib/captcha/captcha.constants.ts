/** Spec §4 and §9: the widget's load timeout. Solving the proof of work is not timed by it. */
export const CAPTCHA_LOAD_TIMEOUT_MS = 5000;

/** Solve again this long before a challenge expires, so a submitted token is never stale. */
export const CAPTCHA_EXPIRY_MARGIN_MS = 30_000;

/**
 * The token sent when the server runs without a captcha (`CAPTCHA_PROVIDER=off`, tests only; the
 * server accepts anything then and refuses `off` in production).
 */
export const CAPTCHA_OFF_TOKEN = 'captcha-off';

/** Spec §8 Forms (word for word) plus our loading and success texts. */
export const CAPTCHA_TEXTS = {
  label: 'Human verification',
  loading: 'Verifying you are human...',
  verified: 'Verified',
  loadFailed: 'CAPTCHA could not be loaded. Please refresh the page or try again later.',
  timedOut: 'CAPTCHA is taking longer than expected to load. Please reload the page.',
  error: 'CAPTCHA error occurred. Please try again.',
  expired: 'CAPTCHA expired. Please verify again.',
  retry: 'Try again',
} as const;
