import { HONEYPOT_FIELD } from '@dockside/shared/contact';
import { useId, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import { CaptchaWidget } from '@/components/captcha/captcha-widget';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { FieldBinding } from '@/lib/forms/use-schema-form';
import { CONTACT_FORM_TEXTS } from '../contact.constants';
import type { ContactShellState } from '../utils/use-contact-form';
import { contactFormStyles } from './contact-form.styles';
import { noticeStyles } from '@/components/ui/notice';

/**
 * The honeypot: an input people never see or reach, which form-filling bots do fill. The server accepts
 * the submission either way (so a bot learns nothing) and only marks it as spam.
 */
function HoneypotField({ binding }: { binding: FieldBinding }) {
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        Website
        <input type="text" {...binding} name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" />
      </label>
    </div>
  );
}

interface ContactFormShellProps {
  /** `shell` of `useContactForm`. */
  state: ContactShellState;
  /** The submit button's text, and its text while sending. */
  label: string;
  busyLabel: string;
  /** Spec §2 Buy page: while sending, a spinner with the busy text replaces the button. */
  spinnerWhileBusy?: boolean;
  /** The fields. */
  children: ReactNode;
}

/**
 * Every contact form around its fields: the honeypot, the captcha widget and its message, the offline
 * reason and the submit button.
 */
export function ContactFormShell({ state, label, busyLabel, spinnerWhileBusy = false, children }: ContactFormShellProps) {
  const { onSubmit, submitting, honeypot, captcha, captchaError, online } = state;
  const id = useId();
  const reasons = [captchaError ? `${id}-captcha` : '', online ? '' : `${id}-offline`].filter(Boolean).join(' ') || undefined;
  return (
    <form className={contactFormStyles.form} onSubmit={onSubmit} noValidate aria-busy={submitting}>
      {children}
      <HoneypotField binding={honeypot} />
      <div className={styles.footer}>
        <CaptchaWidget status={captcha.status} onRetry={captcha.retry} />
        {captchaError ? (
          <p id={`${id}-captcha`} role="alert" className={styles.error}>
            {captchaError}
          </p>
        ) : null}
        {online ? null : (
          <p id={`${id}-offline`} role="status" className={styles.offline}>
            {CONTACT_FORM_TEXTS.offline}
          </p>
        )}
        {submitting && spinnerWhileBusy ? (
          <p role="status" className={styles.busy}>
            <Spinner size="md" />
            {busyLabel}
          </p>
        ) : (
          <Button
            type="submit"
            variant="accent"
            size="lg"
            disabled={submitting || !online}
            aria-busy={submitting}
            aria-describedby={reasons}
          >
            {submitting ? busyLabel : label}
          </Button>
        )}
      </div>
    </form>
  );
}

const styles = {
  honeypot: css({ srOnly: true }),
  footer: css({ display: 'flex', flexDirection: 'column', alignItems: 'stretch', gap: '3' }),
  error: css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' }),
  offline: noticeStyles({ tone: 'neutral' }),
  busy: css({ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: '3', minHeight: 'touch', fontWeight: 'semibold' }),
};
