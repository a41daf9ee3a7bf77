import { css } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { CaptchaStatus } from '@/lib/captcha/captcha-session';
import { CAPTCHA_TEXTS } from '@/lib/captcha/captcha.constants';
import { discStyles } from '@/components/ui/disc';

interface CaptchaWidgetProps {
  status: CaptchaStatus;
  onRetry: () => void;
}

const MESSAGES: Record<CaptchaStatus, string> = {
  loading: CAPTCHA_TEXTS.loading,
  verified: CAPTCHA_TEXTS.verified,
  failed: CAPTCHA_TEXTS.loadFailed,
  timedOut: CAPTCHA_TEXTS.timedOut,
  error: CAPTCHA_TEXTS.error,
  expired: CAPTCHA_TEXTS.expired,
};

/**
 * Shows where the form's captcha stands (spec §4: loading, loaded, failed, timed out; §8: expired). There
 * is nothing to click while it works: the proof of work runs in the background (after an expiry too; the
 * button lets the user start over). `data-status` carries the state for tests. Use with `useCaptcha()`.
 */
export function CaptchaWidget({ status, onRetry }: CaptchaWidgetProps) {
  const problem = status === 'failed' || status === 'timedOut' || status === 'error' || status === 'expired';
  return (
    <div className={styles.box} data-status={status} role="group" aria-label={CAPTCHA_TEXTS.label}>
      <p className={styles.line} role="status" aria-live="polite">
        {status === 'loading' ? <Spinner size="sm" /> : null}
        {status === 'verified' ? (
          <span className={styles.check} aria-hidden="true">
            ✓
          </span>
        ) : null}
        <span>{MESSAGES[status]}</span>
      </p>
      {problem ? (
        <Button variant="outline" size="sm" onClick={onRetry}>
          {CAPTCHA_TEXTS.retry}
        </Button>
      ) : null}
    </div>
  );
}

const styles = {
  box: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: '3',
    px: '4',
    py: '3',
    bg: 'bg.subtle',
    borderWidth: '1px',
    borderColor: 'border',
    borderRadius: 'control',
    '&[data-status=failed], &[data-status=timedOut], &[data-status=error], &[data-status=expired]': {
      borderColor: 'danger',
      bg: 'danger.subtle',
      color: 'danger',
    },
  }),
  line: css({ display: 'flex', alignItems: 'center', gap: '2', fontWeight: 'medium' }),
  check: discStyles({ size: '6', tone: 'success' }),
};
