import { CONTACT_MESSAGES } from '@dockside/shared/contact';
import { Link } from 'react-router';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { TokenLinkResult } from '@/components/layout/token-link-result';
import { buttonStyles } from '@/components/ui/button';
import { confirmNewsletter } from '../api/confirm-newsletter';
import { unsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { NEWSLETTER_LINK_TEXTS as T } from '../newsletter.constants';

const ACTIONS = {
  confirm: { post: confirmNewsletter, title: T.confirmTitle, pending: T.confirming },
  unsubscribe: { post: unsubscribeNewsletter, title: T.unsubscribeTitle, pending: T.unsubscribing },
} as const;

/** The screen behind a newsletter e-mail's link (/newsletter/confirm, /newsletter/unsubscribe). */
export function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const { post, title, pending } = ACTIONS[action];
  return (
    <Page title={title}>
      <h1 className={pageHeadingStyles}>{title}</h1>
      <TokenLinkResult
        post={post}
        texts={{ missingToken: CONTACT_MESSAGES.newsletterToken, failed: T.failed, pending, offline: T.tokenOffline }}
        action={
          <Link to="/" className={buttonStyles({ variant: 'outline' })}>
            {T.backHome}
          </Link>
        }
      />
    </Page>
  );
}
