import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { loginErrorTexts, parseApiError, registrationErrorDescription } from './auth-errors';

const apiError = (status: number, message: string, code = 'X') => new ApiError(status, '', JSON.stringify({ message, code }));

describe('registrationErrorDescription (spec §8)', () => {
  it.each([
    [
      apiError(400, 'Username contains inappropriate language'),
      'Please choose a different username. The one provided contains inappropriate content.',
    ],
    [apiError(409, 'Username already exists'), 'This username is already taken. Please choose another one.'],
    [apiError(409, 'Email already registered'), 'This email is already registered. Please use a different email or try to login.'],
    [apiError(400, 'CAPTCHA verification failed'), 'CAPTCHA verification failed. Please try again.'],
    [
      apiError(400, 'This password is too common. Please choose a less common password.'),
      'This password is too common. Please choose a less common password.',
    ],
    [apiError(429, 'Too many attempts. Please wait a moment and try again.'), 'Too many attempts. Please wait a moment and try again.'],
  ])('maps %s', (error, description) => {
    expect(registrationErrorDescription(error)).toBe(description);
  });

  it('reads the message out of the client error text "<status>: <body>"', () => {
    const error = new Error('409: {"message":"Username already exists","code":"USERNAME_TAKEN"}');
    expect(registrationErrorDescription(error)).toBe('This username is already taken. Please choose another one.');
  });

  it('falls back to the spec text without a server message', () => {
    expect(registrationErrorDescription(new TypeError('Failed to fetch'))).toBe('Registration failed. Please try again.');
    expect(registrationErrorDescription(new ApiError(500, 'Internal Server Error', ''))).toBe('Registration failed. Please try again.');
  });
});

describe('loginErrorTexts (spec §8)', () => {
  it('gives the banner and toast texts for refused credentials', () => {
    expect(loginErrorTexts(apiError(401, 'Invalid username or password'))).toEqual({
      banner: 'Invalid username or password. Please try again.',
      description: 'Invalid username or password',
    });
  });

  it('says so when the sign-in was rate limited', () => {
    const texts = loginErrorTexts(apiError(429, 'Too many attempts. Please wait a moment and try again.'));
    expect(texts.banner).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it('explains a network failure', () => {
    expect(loginErrorTexts(new TypeError('Failed to fetch')).banner).toMatch(/connection/);
  });
});

describe('parseApiError', () => {
  it('returns status, message and code', () => {
    expect(parseApiError(apiError(400, 'Current password is incorrect', 'CURRENT_PASSWORD_WRONG'))).toEqual({
      status: 400,
      message: 'Current password is incorrect',
      code: 'CURRENT_PASSWORD_WRONG',
    });
    expect(parseApiError(new Error('503: Service Unavailable'))).toEqual({ status: 503, message: 'Service Unavailable', code: undefined });
    expect(parseApiError('nope')).toEqual({});
  });
});
