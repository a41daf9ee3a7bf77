import { EMAIL_VERIFICATION_MESSAGES } from '@dockside/shared/accounts';
import { Link } from 'react-router';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { TokenLinkResult } from '@/components/layout/token-link-result';
import { buttonStyles } from '@/components/ui/button';
import { verifyEmail } from '../api/verify-email';
import { EMAIL_VERIFICATION_TEXTS as T } from '../email-verification.constants';
import { refreshSession, useCurrentUser } from '../stores/session.store';

const TEXTS = { missingToken: EMAIL_VERIFICATION_MESSAGES.invalidLink, failed: T.failed, pending: T.verifying, offline: T.offline };

/** Verifies, then refreshes the signed-in user so Account Settings and the seller card follow at once. */
async function verifyAndRefresh(token: string) {
  const result = await verifyEmail(token);
  void refreshSession();
  return result;
}

/**
 * /verify-email?token=…, the link of the verification e-mail. It works signed out (the token is the
 * proof): posts the token once and shows the server's answer.
 */
export function VerifyEmailPage() {
  const user = useCurrentUser();
  return (
    <Page title={T.pageTitle}>
      <h1 className={pageHeadingStyles}>{T.pageTitle}</h1>
      <TokenLinkResult
        post={verifyAndRefresh}
        texts={TEXTS}
        action={
          user ? (
            <Link to="/account?tab=settings" className={buttonStyles({ variant: 'outline' })}>
              {T.toSettings}
            </Link>
          ) : (
            <Link to="/" className={buttonStyles({ variant: 'outline' })}>
              {T.backHome}
            </Link>
          )
        }
      />
    </Page>
  );
}
