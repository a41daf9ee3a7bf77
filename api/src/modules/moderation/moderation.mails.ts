import type { ListingDecision } from '@dockside/shared/moderation';
import { renderMail } from '../../mail/mail-layout';
import type { OutgoingMail } from '../../mail/mail.types';

const SUBJECTS: Record<ListingDecision, (title: string) => string> = {
  approve: (title) => `Your listing "${title}" is live on Dockside`,
  reject: (title) => `Your listing "${title}" needs changes`,
  remove: (title) => `Your listing "${title}" was removed`,
};

const TEXTS: Record<ListingDecision, string> = {
  approve: 'A moderator reviewed your listing and it is now visible in the catalogue.',
  reject:
    'A moderator reviewed your listing and could not publish it as it is. You can edit it in My Listings and it will be reviewed again.',
  remove: 'A moderator removed your listing from Dockside. It can no longer be edited or relisted.',
};

/** The seller's e-mail after a moderator's decision on their listing. Subjects are single lines (titles are). */
export function listingDecisionMail(
  to: { email: string; fullName: string },
  listing: { title: string },
  action: ListingDecision,
  reason: string | null,
  myListingsUrl: string,
): OutgoingMail {
  const title = listing.title.replace(/[\r\n]+/g, ' ');
  const body = renderMail({
    heading: SUBJECTS[action](title),
    paragraphs: [`Hello ${to.fullName},`, TEXTS[action]],
    details: reason ? [['Reason', reason]] : [],
    action: action === 'remove' ? undefined : { label: 'Open My Listings', url: myListingsUrl },
    footer: ['You receive this e-mail because you listed a part on Dockside.'],
  });
  return { kind: `moderation.listing.${action}`, to: to.email, subject: SUBJECTS[action](title), ...body };
}

/** The user's e-mail when their account is suspended. */
export function suspensionMail(to: { email: string; fullName: string }, reason: string): OutgoingMail {
  const body = renderMail({
    heading: 'Your Dockside account has been suspended',
    paragraphs: [
      `Hello ${to.fullName},`,
      'A moderator suspended your account: you cannot sign in and your listings are not shown. Reply to support if you think this is a mistake.',
    ],
    details: [['Reason', reason]],
    footer: ['You receive this e-mail because you have a Dockside account.'],
  });
  return { kind: 'moderation.user.suspended', to: to.email, subject: 'Your Dockside account has been suspended', ...body };
}
