import { useState } from 'react';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { Page } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button';
import { AFTER_SIGN_IN_PATH, AUTH_TEXTS } from '@/features/accounts/accounts.constants';
import { GeneralRegisterForm } from '@/features/accounts/components/general-register-form';
import { LoginForm } from '@/features/accounts/components/login-form';
import { RedirectIfSignedIn } from '@/features/accounts/components/redirect-if-signed-in';

type Mode = 'signIn' | 'signUp';

/** Sign in / sign up (/auth): spec §2 Auth. Signed-in users go to /account. */
export default function AuthRoute() {
  return (
    <RedirectIfSignedIn to={AFTER_SIGN_IN_PATH}>
      <AuthScreen />
    </RedirectIfSignedIn>
  );
}

function AuthScreen() {
  // Spec §2: toggles between the two forms, starting on sign-in.
  const [mode, setMode] = useState<Mode>('signIn');
  const signIn = mode === 'signIn';
  const heading = signIn ? AUTH_TEXTS.signInHeading : AUTH_TEXTS.signUpHeading;

  return (
    <Page title={heading} className={styles.page}>
      <Link to="/" className={buttonStyles({ variant: 'ghost', size: 'sm' })}>
        <span aria-hidden="true">←</span> {AUTH_TEXTS.backToHomepage}
      </Link>
      <section className={styles.card} aria-labelledby="auth-heading">
        <h1 id="auth-heading" className={styles.heading}>
          {heading}
        </h1>
        <p className={styles.intro}>{signIn ? AUTH_TEXTS.signInIntro : AUTH_TEXTS.signUpIntro}</p>
        {signIn ? <LoginForm /> : <GeneralRegisterForm />}
        <p className={styles.switch}>
          {signIn ? AUTH_TEXTS.switchToSignUpPrompt : AUTH_TEXTS.switchToSignInPrompt}{' '}
          <button type="button" className={styles.switchButton} onClick={() => setMode(signIn ? 'signUp' : 'signIn')}>
            {signIn ? AUTH_TEXTS.switchToSignUp : AUTH_TEXTS.switchToSignIn}
          </button>
        </p>
      </section>
    </Page>
  );
}

const styles = {
  page: css({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: '4' }),
  card: cx(cardStyles({ padding: 'form', elevation: 'raised' }), stack({ width: 'full', maxWidth: '34rem', gap: '5' })),
  heading: css({ fontSize: { base: '2xl', md: '3xl' }, color: 'primary' }),
  intro: css({ color: 'fg.muted' }),
  switch: css({ textAlign: 'center', color: 'fg.muted' }),
  switchButton: css({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 'touch',
    px: '1',
    color: 'accent.text',
    fontWeight: 'semibold',
    textDecoration: 'underline',
    cursor: 'pointer',
  }),
};
