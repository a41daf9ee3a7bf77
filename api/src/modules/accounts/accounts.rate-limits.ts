import type { RateLimitRule } from '../../common/rate-limit/rate-limiter';

const MINUTE = 60_000;

/** Sign-in attempts per client IP, counted before any password is hashed. */
export const LOGIN_PER_IP: RateLimitRule = { name: 'login-ip', limit: 30, windowMs: 15 * MINUTE };
/** Failed sign-ins per account (username or e-mail, lower-cased): slows guessing from many IPs. */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { name: 'login-account', limit: 10, windowMs: 15 * MINUTE };
export const REGISTER_PER_IP: RateLimitRule = { name: 'register-ip', limit: 10, windowMs: 60 * MINUTE };
export const USERNAME_CHECK_PER_IP: RateLimitRule = { name: 'username-check-ip', limit: 60, windowMs: MINUTE };
export const PASSWORD_CHANGE_PER_USER: RateLimitRule = { name: 'password-change-user', limit: 10, windowMs: 15 * MINUTE };
