import type { CurrentUser } from '@dockside/shared/accounts';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { resendVerificationEmail } from '../api/resend-verification-email';
import { EMAIL_VERIFICATION_TEXTS as T } from '../email-verification.constants';
import { setSessionUser } from '../stores/session.store';

/**
 * Account Settings › E-mail Verification (docs/decisions.md "Accounts"): whether the address is verified and, while it is
 * not, 'Resend verification e-mail' (the server allows a few an hour and says so when over).
 */
export function EmailVerificationPanel({ user }: { user: CurrentUser }) {
  const online = useOnline();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      const result = await resendVerificationEmail();
      if (result.emailVerified) setSessionUser({ ...user, emailVerified: true });
      toast({ title: result.emailVerified ? T.alreadyTitle : T.sentTitle, description: result.message, type: 'success' });
    } catch (error) {
      toast({ title: T.resendFailedTitle, description: errorMessage(error, T.failed), type: 'error' });
    } finally {
      setSending(false);
    }
  };

  if (user.emailVerified) {
    return (
      <p className={styles.row}>
        <span className={badge({ tone: 'success' })}>{T.verifiedBadge}</span>
        <span>{T.verified(user.email)}</span>
      </p>
    );
  }
  return (
    <div className={styles.stack}>
      <p>{T.unverified(user.email)}</p>
      <div>
        <Button variant="outline" onClick={() => void resend()} disabled={sending || !online} aria-busy={sending}>
          {sending ? T.resending : T.resend}
        </Button>
      </div>
      {online ? null : <p className={styles.muted}>{T.resendOffline}</p>}
    </div>
  );
}

const styles = {
  row: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '2' }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
};
