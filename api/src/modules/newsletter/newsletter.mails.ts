import { renderMail } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mail.types';

/** The double opt-in e-mail: nothing is subscribed until its link is followed. */
export function confirmationMail(to: string, confirmUrl: string): OutgoingMail {
  return {
    kind: 'newsletter.confirm',
    to,
    subject: 'Confirm your Dockside newsletter subscription',
    ...renderMail({
      heading: 'Confirm your subscription',
      paragraphs: [
        'Someone — hopefully you — asked to receive the Dockside newsletter at this address: new parts, buying guides and marina news, about twice a month.',
        'Follow the link below to confirm. The link is valid for 7 days.',
      ],
      action: { label: 'Confirm subscription', url: confirmUrl },
      footer: ['If you did not ask for this, ignore this e-mail: you will not be subscribed.'],
    }),
  };
}

/**
 * Any e-mail of the newsletter list: the unsubscribe link in the body and in List-Unsubscribe, working
 * without signing in. Every newsletter e-mail is built with this.
 */
export function newsletterMail(
  to: string,
  unsubscribeUrl: string,
  content: { kind: string; subject: string; heading: string; paragraphs: string[] },
): OutgoingMail {
  return {
    kind: content.kind,
    to,
    subject: content.subject,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>` },
    ...renderMail({
      heading: content.heading,
      paragraphs: content.paragraphs,
      footer: [`You receive this because you subscribed to the Dockside newsletter. Unsubscribe: ${unsubscribeUrl}`],
    }),
  };
}

export function welcomeMail(to: string, unsubscribeUrl: string): OutgoingMail {
  return newsletterMail(to, unsubscribeUrl, {
    kind: 'newsletter.welcome',
    subject: 'Welcome to the Dockside newsletter',
    heading: 'You are subscribed',
    paragraphs: ['Thank you for confirming. The next Dockside newsletter will reach you at this address.'],
  });
}
