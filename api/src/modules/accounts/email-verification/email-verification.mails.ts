import { EMAIL_VERIFICATION_LIMITS } from '@dockside/shared/accounts';
import { renderMail } from '../../../mail/mail-layout';
import type { OutgoingMail } from '../../../mail/mail.types';

export type VerificationReason = 'registration' | 'email-change' | 'resend';

const OPENING: Record<VerificationReason, string> = {
  registration: 'Welcome to Dockside! Please confirm that this is your e-mail address.',
  'email-change': 'The e-mail address of your Dockside account was changed to this one. Please confirm it.',
  resend: 'You asked for a new link to confirm the e-mail address of your Dockside account.',
};

/** The verification link of an account's address: following it shows 'Verified Seller' on the account's listings. */
export function verificationMail(to: string, username: string, verifyUrl: string, reason: VerificationReason): OutgoingMail {
  return {
    kind: 'account.verify-email',
    to,
    subject: 'Confirm your e-mail address for Dockside',
    ...renderMail({
      heading: 'Confirm your e-mail address',
      paragraphs: [
        `Hello ${username},`,
        OPENING[reason],
        'Buyers see a Verified Seller mark on your listings once your address is confirmed.',
        `The link is valid for ${EMAIL_VERIFICATION_LIMITS.validHours / 24} days.`,
      ],
      action: { label: 'Confirm e-mail address', url: verifyUrl },
      footer: ['If you did not create a Dockside account or change its address, you can ignore this e-mail.'],
    }),
  };
}
