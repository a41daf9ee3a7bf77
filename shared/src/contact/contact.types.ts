import type { CONTACT_KINDS } from './contact.constants';

export type ContactKind = (typeof CONTACT_KINDS)[number];

/** 201 answer of every contact form: the short reference shown in the toast and the confirmation e-mail. */
export interface ContactReceipt {
  reference: string;
}

/** Answer of POST /api/newsletter, /confirm and /unsubscribe. */
export interface NewsletterResult {
  status: 'pending' | 'subscribed' | 'unsubscribed';
  message: string;
}
