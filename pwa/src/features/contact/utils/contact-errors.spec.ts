import { CONTACT_MESSAGES, CONTACT_TOASTS } from '@dockside/shared/contact';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { captchaMissing, contactFailure, contactSuccessToast, isCaptchaRefused } from './contact-errors';

const apiError = (status: number, body: unknown) =>
  new ApiError(status, 'Bad Request', typeof body === 'string' ? body : JSON.stringify(body));
const captchaRefused = apiError(400, { code: 'CAPTCHA_FAILED', message: 'CAPTCHA verification failed. Please try again.' });
const network = new TypeError('Failed to fetch');

describe('contact form failures (spec §8 Forms)', () => {
  it('recognises a refused captcha by its code or its message', () => {
    expect(isCaptchaRefused(captchaRefused)).toBe(true);
    expect(isCaptchaRefused(apiError(400, { message: 'CAPTCHA verification failed. Please try again.' }))).toBe(true);
    expect(isCaptchaRefused(apiError(400, { message: 'Please enter a valid phone number' }))).toBe(false);
    expect(isCaptchaRefused(network)).toBe(false);
  });

  it('Advertise: a refused captcha is inline only; anything else the Submission Failed toast', () => {
    expect(contactFailure('advertise', captchaRefused)).toEqual({ captchaError: CONTACT_MESSAGES.captchaFailed });
    expect(contactFailure('advertise', apiError(429, { code: 'RATE_LIMITED', message: 'Too many requests' }))).toEqual({
      toast: { title: 'Submission Failed', description: CONTACT_TOASTS.advertiseFailed, type: 'error' },
    });
  });

  it("Buy: the server's message, else 'Failed to send your inquiry', and 'Please try again later' without an answer", () => {
    const toastOf = (error: unknown) => contactFailure('buy', error).toast;
    expect(toastOf(apiError(400, { message: 'Please enter a valid phone number' }))).toMatchObject({
      title: 'Submission failed',
      description: 'Please enter a valid phone number',
    });
    expect(toastOf(apiError(500, ''))?.description).toBe('Failed to send your inquiry');
    expect(toastOf(network)?.description).toBe('Please try again later');
    expect(contactFailure('wanted-part', captchaRefused).captchaError).toBe(CONTACT_MESSAGES.captchaFailed);
  });

  it("Support: 'Error submitting support request' with the server's message or 'Please try again later'", () => {
    expect(contactFailure('support', apiError(429, { message: 'Too many requests' })).toast).toMatchObject({
      title: 'Error submitting support request',
      description: 'Too many requests',
    });
    expect(contactFailure('support', network).toast?.description).toBe('Please try again later');
  });

  it('without a token: the spec texts of each form', () => {
    expect(captchaMissing('advertise')).toEqual({ captchaError: 'Please complete the CAPTCHA verification' });
    expect(captchaMissing('support')).toEqual({
      captchaError: 'Please complete the reCAPTCHA verification',
      toast: { title: 'reCAPTCHA verification required', description: 'Please complete the reCAPTCHA verification', type: 'error' },
    });
  });

  it('the success toast carries the reference number', () => {
    expect(contactSuccessToast('advertise', 'DS-7K3Q9M2X')).toEqual({
      title: 'Request Submitted',
      description: "Your advertising inquiry has been sent to our team. We'll be in touch soon! Reference: DS-7K3Q9M2X",
      type: 'success',
    });
  });
});
