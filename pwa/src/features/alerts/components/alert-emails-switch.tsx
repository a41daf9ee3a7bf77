import type { CurrentUser } from '@dockside/shared/accounts';
import { useState } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { CheckboxField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { ALERT_EMAILS_TEXTS as T } from '../alerts.constants';

interface AlertEmailsSwitchProps {
  user: Pick<CurrentUser, 'email' | 'emailVerified' | 'alertEmails'>;
  /**
   * Saves the choice on the user (PATCH /api/user `{ alertEmails }`) and takes the answer as the session's
   * user — the accounts feature's path for Notification Preferences, handed in by the app.
   */
  save: (alertEmails: boolean) => Promise<void>;
}

/**
 * 'E-mail me alerts': one switch for every alert e-mail (instant and daily digest), kept on the
 * user so it follows them to every device; the unsubscribe link of an alert e-mail turns it off. Like the
 * notification switches of Account Settings it saves at once and tells the outcome in a toast.
 */
export function AlertEmailsSwitch({ user, save }: AlertEmailsSwitchProps) {
  const [pending, setPending] = useState<boolean | null>(null);

  const toggle = async (value: boolean) => {
    // One change at a time; the switch stays focusable (not disabled) meanwhile.
    if (pending !== null) return;
    setPending(value);
    try {
      await save(value);
      toast({ title: value ? T.onTitle : T.offTitle, description: value ? T.onDescription : T.offDescription, type: 'success' });
    } catch (error) {
      const fallback = error instanceof TypeError ? T.offline : T.failed;
      toast({ title: T.failedTitle, description: errorMessage(error, fallback), type: 'error' });
    } finally {
      setPending(null);
    }
  };

  return (
    <div className={styles.stack}>
      <CheckboxField
        asSwitch
        hint={T.hint(user.email)}
        binding={{
          name: 'alertEmails',
          // A user kept on the device from before the setting existed: on, the server's default.
          checked: pending ?? user.alertEmails ?? true,
          onChange: (event) => void toggle(event.target.checked),
        }}
      >
        {T.label}
      </CheckboxField>
      {user.emailVerified ? null : (
        <p className={styles.note} data-testid="alert-emails-unverified">
          {T.unverifiedBefore}
          <Link to="/account?tab=settings">{T.unverifiedLink}</Link>
          {T.unverifiedAfter}
        </p>
      )}
    </div>
  );
}

const styles = {
  stack: css({ display: 'flex', flexDirection: 'column', gap: '3' }),
  note: css({ fontSize: 'sm', color: 'fg.muted', maxWidth: 'prose', '& a': { color: 'accent.text', textDecoration: 'underline' } }),
};
