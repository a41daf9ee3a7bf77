import { ALERT_TEXTS } from '@dockside/shared/alerts';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { TokenLinkResult } from '@/components/layout/token-link-result';
import { buttonStyles } from '@/components/ui/button';
import { ALERT_UNSUBSCRIBE_PAGE_TEXTS as T } from '../alert-unsubscribe.constants';
import { unsubscribeAlertEmails } from '../api/unsubscribe-alert-emails';

const TEXTS = { missingToken: ALERT_TEXTS.unsubscribeInvalid, failed: T.failed, pending: T.pending, offline: T.offline };

/**
 * /alerts/unsubscribe?token=…: the one-click unsubscribe link of every alert e-mail. It works without
 * signing in (the token is the proof) and shows the server's answer: done, or the link is not valid.
 */
export function AlertUnsubscribePage() {
  return (
    <Page title={T.title}>
      <h1 className={pageHeadingStyles}>{T.title}</h1>
      <TokenLinkResult
        post={unsubscribeAlertEmails}
        texts={TEXTS}
        action={
          <div className={styles.actions}>
            <Link to="/account?tab=saved" className={buttonStyles({ variant: 'accent' })}>
              {T.manage}
            </Link>
            <Link to="/" className={buttonStyles({ variant: 'outline' })}>
              {T.backHome}
            </Link>
          </div>
        }
      />
    </Page>
  );
}

const styles = { actions: css({ display: 'flex', flexWrap: 'wrap', gap: '3' }) };
