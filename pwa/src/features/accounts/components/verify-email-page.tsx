import { EMAIL_VERIFICATION_MESSAGES } from '@dockside/shared/accounts';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { verifyEmail } from '../api/verify-email';
import { EMAIL_VERIFICATION_TEXTS as T } from '../email-verification.constants';
import { refreshSession, useCurrentUser } from '../stores/session.store';

type Outcome = { ok: boolean; message: string } | null;

/**
 * /verify-email?token=…, the link of the verification e-mail. It works signed out (the token is the
 * proof): posts the token once, shows the server's answer, and refreshes the signed-in user so Account
 * Settings and the seller card follow at once.
 */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const online = useOnline();
  const user = useCurrentUser();
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { ok: false, message: EMAIL_VERIFICATION_MESSAGES.invalidLink });
  // Once per page (StrictMode runs effects twice); a network failure lets it try again when back online.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || !online || sent.current) return;
    sent.current = true;
    verifyEmail(token)
      .then((result) => {
        setOutcome({ ok: true, message: result.message });
        void refreshSession();
      })
      .catch((error: unknown) => {
        if (error instanceof TypeError) sent.current = false;
        setOutcome({ ok: false, message: errorMessage(error, T.failed) });
      });
  }, [token, online]);

  return (
    <Page title={T.pageTitle}>
      <h1 className={pageHeadingStyles}>{T.pageTitle}</h1>
      <div className={styles.panel} data-outcome={outcome ? (outcome.ok ? 'ok' : 'error') : 'pending'}>
        {outcome ? (
          <p role={outcome.ok ? 'status' : 'alert'} className={styles.message}>
            {outcome.message}
          </p>
        ) : (
          <p role="status" className={styles.message}>
            {online ? T.verifying : T.offline}
          </p>
        )}
        {user ? (
          <Link to="/account?tab=settings" className={buttonStyles({ variant: 'outline' })}>
            {T.toSettings}
          </Link>
        ) : (
          <Link to="/" className={buttonStyles({ variant: 'outline' })}>
            {T.backHome}
          </Link>
        )}
      </div>
    </Page>
  );
}

const styles = {
  panel: css({ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '5', maxWidth: 'prose' }),
  message: css({
    fontSize: 'xl',
    fontWeight: 'semibold',
    '[data-outcome=ok] &': { color: 'success' },
    '[data-outcome=error] &': { color: 'danger' },
  }),
};
