import { useEffect, useRef } from 'react';
import { Navigate } from 'react-router';
import { css } from 'styled-system/css';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { toast } from '@/components/ui/toaster';
import { ensureSessionLoaded, useCurrentUser, useSessionStatus } from '@/features/accounts/stores/session.store';
import { AskQuestionForm } from '@/features/community/components/ask-question-form';
import { Spinner } from '@/features/community/components/spinner';
import { COMMUNITY_TEXTS, OUR_TEXTS, SIGN_IN_PATH } from '@/features/community/community.constants';

/**
 * Ask a question (/ask-expert, /expert-questions/ask, /expert-questions/guest-ask): spec §2. Requires login:
 * a signed-out visitor gets the toast 'Login Required' and goes to /auth (the stored user counts, as on
 * the other login-required screens).
 */
export default function AskQuestionRoute() {
  const user = useCurrentUser();
  const status = useSessionStatus();
  const signedOut = !user && status === 'ready';
  const toasted = useRef(false);

  useEffect(() => ensureSessionLoaded(), []);
  useEffect(() => {
    if (signedOut && !toasted.current) {
      toasted.current = true;
      toast({ title: COMMUNITY_TEXTS.loginRequired, description: OUR_TEXTS.loginToAsk, type: 'warning' });
    }
  }, [signedOut]);

  return (
    <Page title={OUR_TEXTS.askHeading} className={narrow}>
      <h1 className={pageHeadingStyles}>{OUR_TEXTS.askHeading}</h1>
      {user ? (
        <>
          <p className={intro}>{OUR_TEXTS.askIntro}</p>
          <AskQuestionForm key={user.id} />
        </>
      ) : signedOut ? (
        <RedirectToSignIn />
      ) : (
        <Spinner label={OUR_TEXTS.checkingSignIn} />
      )}
    </Page>
  );
}

/** Rendered after the heading, so the screen is named for the moment before the redirect. */
function RedirectToSignIn() {
  return <Navigate to={SIGN_IN_PATH} replace state={{ from: '/ask-expert' }} />;
}

const narrow = css({ maxWidth: '48rem' });
const intro = css({ color: 'fg.muted', fontSize: 'lg', mb: '6' });
