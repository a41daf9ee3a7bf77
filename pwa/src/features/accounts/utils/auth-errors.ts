import { ACCOUNT_MESSAGES } from '@dockside/shared/accounts';
import { ApiError, messageFromBody } from '@/lib/api-client';
import { AUTH_TEXTS } from '../accounts.constants';

export interface ParsedApiError {
  status?: number;
  /** The `message` of the JSON error body (spec §8: the body carries a message field). */
  message?: string;
  code?: string;
}

/**
 * Reads a failed call. The API client's error message is "<status>: <body text>" (spec §8); the body is
 * `{ message, code }` JSON. Anything else (a network failure) has neither.
 */
export function parseApiError(error: unknown): ParsedApiError {
  if (error instanceof ApiError) return { status: error.status, message: error.serverMessage, code: codeFromBody(error.body) };
  if (error instanceof Error) {
    const match = /^(\d{3}): ([\s\S]*)$/.exec(error.message);
    if (match)
      return { status: Number(match[1]), message: messageFromBody(match[2]) ?? (match[2] || undefined), code: codeFromBody(match[2]) };
  }
  return {};
}

function codeFromBody(body: string): string | undefined {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && typeof (parsed as { code?: unknown }).code === 'string')
      return (parsed as { code: string }).code;
  } catch {
    // Not JSON.
  }
  return undefined;
}

/** Spec §8: the 'Registration failed' toast description, mapped from the server's message. */
export function registrationErrorDescription(error: unknown): string {
  const { message } = parseApiError(error);
  if (!message) return AUTH_TEXTS.registrationFailedFallback;
  if (message.includes('Username contains inappropriate')) return AUTH_TEXTS.registrationInappropriateUsername;
  if (message.includes(ACCOUNT_MESSAGES.usernameTaken)) return AUTH_TEXTS.registrationUsernameTaken;
  if (message.includes(ACCOUNT_MESSAGES.emailTaken)) return AUTH_TEXTS.registrationEmailTaken;
  if (message.includes(ACCOUNT_MESSAGES.captchaFailed)) return AUTH_TEXTS.registrationCaptchaFailed;
  return message;
}

export interface LoginErrorTexts {
  /** The form's error banner. */
  banner: string;
  /** The 'Login failed' toast description. */
  description: string;
}

/**
 * Spec §8: a refused sign-in shows 'Invalid username or password. Please try again.' and the toast
 * 'Login failed' - 'Invalid username or password'. Other failures (rate limit, offline) say what happened.
 */
export function loginErrorTexts(error: unknown): LoginErrorTexts {
  const { status, message } = parseApiError(error);
  if (status === undefined) return { banner: AUTH_TEXTS.networkError, description: AUTH_TEXTS.networkError };
  if (status === 400 || status === 401 || !message) {
    return { banner: AUTH_TEXTS.loginFailedBanner, description: AUTH_TEXTS.loginFailedDescription };
  }
  // 429 'Too many attempts. Please wait a moment and try again.', or a server failure.
  return { banner: message, description: message };
}
