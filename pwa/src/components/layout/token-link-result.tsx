import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { css } from 'styled-system/css';
import { errorMessage } from '@/lib/api-client';
import { useOnline } from '@/lib/use-online';

type Outcome = { ok: boolean; message: string } | null;

interface TokenLinkResultProps {
  /** Posts the link's `?token=`; resolves with the server's message. */
  post: (token: string) => Promise<{ message: string }>;
  texts: { missingToken: string; failed: string; pending: string; offline: string };
  /** The way on (e.g. back to the homepage). */
  action: ReactNode;
}

/**
 * The screen behind an e-mailed link with a token (newsletter confirm / unsubscribe, e-mail verification):
 * posts the token once, then shows the server's answer. Offline, it waits for the connection instead of
 * failing (the link is usually opened right from the inbox).
 */
export function TokenLinkResult({ post, texts, action }: TokenLinkResultProps) {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const online = useOnline();
  const [outcome, setOutcome] = useState<Outcome>(token ? null : { ok: false, message: texts.missingToken });
  // Once per page: a second POST of a spent token would turn the success into an error (and StrictMode runs
  // effects twice); a network failure lets it try again when back online.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || !online || sent.current) return;
    sent.current = true;
    post(token)
      .then((result) => setOutcome({ ok: true, message: result.message }))
      .catch((error: unknown) => {
        if (error instanceof TypeError) sent.current = false;
        setOutcome({ ok: false, message: errorMessage(error, texts.failed) });
      });
  }, [post, token, online, texts.failed]);

  return (
    <div className={styles.panel} data-outcome={outcome ? (outcome.ok ? 'ok' : 'error') : 'pending'}>
      {outcome ? (
        <p role={outcome.ok ? 'status' : 'alert'} className={styles.message}>
          {outcome.message}
        </p>
      ) : (
        <p role="status" className={styles.message}>
          {online ? texts.pending : texts.offline}
        </p>
      )}
      {action}
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
