import { CONTACT_MESSAGES, type NewsletterResult } from '@dockside/shared/contact';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';
import { confirmNewsletter } from '../api/confirm-newsletter';
import { unsubscribeNewsletter } from '../api/unsubscribe-newsletter';
import { NEWSLETTER_LINK_TEXTS as T } from '../newsletter.constants';

const ACTIONS = {
  confirm: { call: confirmNewsletter, title: T.confirmTitle, pending: T.confirming },
  unsubscribe: { call: unsubscribeNewsletter, title: T.unsubscribeTitle, pending: T.unsubscribing },
} as const;

type Outcome = { ok: boolean; message: string } | null;

/** The screen behind a newsletter e-mail's link (/newsletter/confirm, /newsletter/unsubscribe). */
export function NewsletterLinkPage({ action }: { action: 'confirm' | 'unsubscribe' }) {
  return (
    <Page title={ACTIONS[action].title}>
      <h1 className={pageHeadingStyles}>{ACTIONS[action].title}</h1>
      <NewsletterLinkResult action={action} />
    </Page>
  );
}

/**
 * What the link did: posts the link's token once, then shows the answer. Offline,
 * it waits for the connection instead of failing (the link is usually opened right from the inbox).
 */
function NewsletterLinkResult({ action }: { action: 'confirm' | 'unsubscribe' }) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const online = useOnline();
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { ok: false, message: CONTACT_MESSAGES.newsletterToken });
  // Once per page: a second POST of a spent token would turn the success into an error (and StrictMode runs effects twice).
  const sent = useRef(false);

  useEffect(() => {
    if (!token || !online || sent.current) return;
    sent.current = true;
    ACTIONS[action]
      .call(token)
      .then((result: NewsletterResult) => setOutcome({ ok: true, message: result.message }))
      .catch((error: unknown) => {
        if (error instanceof TypeError) sent.current = false;
        setOutcome({ ok: false, message: errorMessage(error, T.failed) });
      });
  }, [action, token, online]);

  return (
    <div className={styles.panel} data-outcome={outcome ? (outcome.ok ? 'ok' : 'error') : 'pending'}>
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={styles.message}>
          {outcome.message}
        </p>
      ) : (
        <p role="status" className={styles.message}>
          {online ? ACTIONS[action].pending : T.tokenOffline}
        </p>
      )}
      <Link to="/" className={buttonStyles({ variant: 'outline' })}>
        {T.backHome}
      </Link>
    </div>
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
