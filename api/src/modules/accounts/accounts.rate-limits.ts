import type { RateLimitRule } from '../../common/rate-limit/rate-limiter';

const MINUTE = 60_000;

/** Sign-in attempts per client IP, counted before any password is hashed. */
export const LOGIN_PER_IP: RateLimitRule = { name: 'login-ip', limit: 30, windowMs: 15 * MINUTE };
/**
 * Failed sign-ins per account from browsers it has not signed in on (username and e-mail count as one
 * account; an unknown name counts on its own): slows guessing spread over many IPs. Past it, only the
 * account's known devices may still try (known-devices.service.ts).
 */
export const LOGIN_FAILURES_PER_ACCOUNT: RateLimitRule = { name: 'login-account', limit: 10, windowMs: 15 * MINUTE };
/** Failed sign-ins per account and IP together: one address alone cannot use up the account's allowance. */
export const LOGIN_FAILURES_PER_ACCOUNT_AND_IP: RateLimitRule = { name: 'login-account-ip', limit: 5, windowMs: 15 * MINUTE };
/** Failed sign-ins per known device: a stolen device cookie does not give unlimited guesses. */
export const LOGIN_FAILURES_PER_DEVICE: RateLimitRule = { name: 'login-device', limit: 10, windowMs: 15 * MINUTE };
export const REGISTER_PER_IP: RateLimitRule = { name: 'register-ip', limit: 10, windowMs: 60 * MINUTE };
export const USERNAME_CHECK_PER_IP: RateLimitRule = { name: 'username-check-ip', limit: 60, windowMs: MINUTE };
export const PASSWORD_CHANGE_PER_USER: RateLimitRule = { name: 'password-change-user', limit: 10, windowMs: 15 * MINUTE };
