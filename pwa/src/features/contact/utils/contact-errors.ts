import { CONTACT_MESSAGES, CONTACT_TOASTS, type ContactKind } from '@dockside/shared/contact';
import { ApiError } from '@/lib/api-client';
import type { ToastInput } from '@/components/ui/toaster';

/** What a form shows when a submission fails: an inline message under the captcha, a toast, or both. */
export interface ContactFailure {
  captchaError?: string;
  toast?: ToastInput;
}

/** The server refused the captcha token (spec §8: a message containing 'CAPTCHA verification failed'). */
export function isCaptchaRefused(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  return codeOf(error) === 'CAPTCHA_FAILED' || (error.serverMessage ?? '').includes('CAPTCHA verification failed');
}

function codeOf(error: ApiError): string | undefined {
  try {
    const body: unknown = JSON.parse(error.body);
    return body && typeof body === 'object' && 'code' in body && typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
}

const errorToast = (title: string, description: string): ToastInput => ({ title, description, type: 'error' });

/**
 * Spec §8 Forms, per form. A refused captcha always shows inline under the widget too (a fresh token is
 * already being prepared, so sending again is the way out).
 */
export function contactFailure(kind: ContactKind, error: unknown): ContactFailure {
  const captchaError = isCaptchaRefused(error) ? CONTACT_MESSAGES.captchaFailed : undefined;
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  switch (kind) {
    case 'advertise':
      // Spec: a refused captcha is inline only; anything else the 'Submission Failed' toast.
      return captchaError ? { captchaError } : { toast: errorToast(CONTACT_TOASTS.advertiseFailedTitle, CONTACT_TOASTS.advertiseFailed) };
    case 'support':
      return { captchaError, toast: errorToast(CONTACT_TOASTS.supportFailedTitle, serverMessage ?? CONTACT_TOASTS.tryLater) };
    case 'buy':
    case 'wanted-part': {
      // Spec: the server's message, else 'Failed to send your inquiry'; no answer at all: 'Please try again later'.
      const fallback = error instanceof ApiError ? CONTACT_TOASTS.buyFailed : CONTACT_TOASTS.tryLater;
      return { captchaError, toast: errorToast(CONTACT_TOASTS.buyFailedTitle, serverMessage ?? fallback) };
    }
  }
}

/** No captcha token could be prepared (spec §5: the submit is blocked). */
export function captchaMissing(kind: ContactKind): ContactFailure {
  if (kind === 'support') {
    return {
      captchaError: CONTACT_MESSAGES.supportCaptcha,
      toast: errorToast(CONTACT_MESSAGES.supportCaptchaTitle, CONTACT_MESSAGES.supportCaptcha),
    };
  }
  return { captchaError: CONTACT_MESSAGES.captchaRequired };
}

/** Spec §8 success toast of each form, with the submission's reference number. */
export function contactSuccessToast(kind: ContactKind, reference: string): ToastInput {
  const texts = {
    buy: CONTACT_TOASTS.buy,
    'wanted-part': CONTACT_TOASTS.wantedPart,
    advertise: CONTACT_TOASTS.advertise,
    support: CONTACT_TOASTS.support,
  }[kind];
  return {
    title: texts.title,
    description: `${texts.description} ${CONTACT_TOASTS.reference.replace('{reference}', reference)}`,
    type: 'success',
  };
}
