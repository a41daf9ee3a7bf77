import type { RateLimitRule } from '../../common/rate-limit/rate-limiter';

/** A listing has at most 10 images; 120 uploads in 15 minutes leaves room for retries and several drafts. */
export const UPLOAD_PER_IP: RateLimitRule = { name: 'upload-ip', limit: 120, windowMs: 15 * 60_000 };
