import type { ContactKind } from '@dockside/shared/contact';
import { renderMail } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mail.types';

export interface Submission {
  kind: ContactKind;
  reference: string;
  name: string;
  /** Where the confirmation goes; none → no confirmation. */
  email?: string;
  /**
   * The confirmation quotes the name and the form's fields only when it goes to the signed-in sender's own
   * verified address. To any other address it is a fixed text with the reference: whoever typed the address
   * may not be its owner, and nothing they wrote may reach a stranger under Dockside's name.
   */
  quoteInConfirmation: boolean;
  /** The form's fields as label/value pairs, in the form's order. */
  details: Array<[string, string]>;
  clientIp?: string;
}

const TITLES: Record<ContactKind, { team: string; noun: string; promise: string }> = {
  buy: { team: 'Buy inquiry', noun: 'inquiry', promise: 'Our team will contact you shortly.' },
  'wanted-part': {
    team: 'Wanted part inquiry',
    noun: 'wanted-part inquiry',
    promise: 'Our team will look for the part and contact you shortly.',
  },
  advertise: { team: 'Advertising inquiry', noun: 'advertising inquiry', promise: "We'll be in touch soon!" },
  support: { team: 'Support request', noun: 'support request', promise: "We'll get back to you as soon as possible." },
};

/**
 * The team's copy (to TEAM_EMAIL, Reply-To the sender: everything the sender wrote) and, unless `confirm`
 * is false (a confirmation cap reached), the sender's confirmation with the reference number.
 */
export function contactMails(submission: Submission, teamEmail: string, confirm = true): OutgoingMail[] {
  const title = TITLES[submission.kind];
  const team = renderMail({
    heading: `${title.team} ${submission.reference}`,
    paragraphs: [`${submission.name} sent a ${title.noun} through Dockside.`],
    details: [
      ['Reference', submission.reference],
      ...submission.details,
      ...(submission.clientIp ? [['Client address', submission.clientIp] as [string, string]] : []),
    ],
    footer: submission.email ? ['Reply to this e-mail to answer the sender.'] : ['The sender gave no e-mail address.'],
  });
  const mails: OutgoingMail[] = [
    {
      kind: `contact.${submission.kind}.team`,
      to: teamEmail,
      replyTo: submission.email,
      subject: `[${submission.reference}] ${title.team} from ${submission.name}`,
      ...team,
    },
  ];
  if (submission.email && confirm) {
    const receipt = renderMail({
      heading: `We received your ${title.noun}`,
      paragraphs: [
        submission.quoteInConfirmation ? `Hello ${submission.name},` : 'Hello,',
        `Thank you for contacting Dockside. ${title.promise}`,
        `Your reference number is ${submission.reference}. Please quote it if you write to us about this.`,
      ],
      details: submission.quoteInConfirmation ? submission.details : [],
      footer: [
        'You receive this e-mail because this address was entered in a form on Dockside.',
        ...(submission.quoteInConfirmation ? [] : ['If that was not you, you can ignore this e-mail: nothing else will be sent.']),
      ],
    });
    mails.push({
      kind: `contact.${submission.kind}.receipt`,
      to: submission.email,
      subject: `Your Dockside ${title.noun} ${submission.reference}`,
      ...receipt,
    });
  }
  return mails;
}
