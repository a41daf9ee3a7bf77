import { ACCOUNT_LIMITS, LoginSchema } from '@dockside/shared/accounts';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { hasChanges, useDirtyForm } from '@/lib/busy';
import { AFTER_SIGN_IN_PATH, AUTH_TEXTS, FIELD_LABELS } from '../accounts.constants';
import { login } from '../api/login';
import { displayName, setSessionUser } from '../stores/session.store';
import { loginErrorTexts } from '../utils/auth-errors';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useOnline } from '@/lib/use-online';
import { FormBanner } from './form-banner';
import { formStyles } from './form-styles';
import { CheckboxField, FormField } from '@/components/ui/form-field';

const EMPTY_LOGIN = { username: '', password: '', rememberMe: false };

/** Spec §2/§5 sign-in: username and password; rememberMe is collected but not sent (spec §3). */
export function LoginForm() {
  const navigate = useNavigate();
  const online = useOnline();
  const [banner, setBanner] = useState<string | null>(null);
  const [signedIn, setSignedIn] = useState(false);
  const form = useSchemaForm(LoginSchema, EMPTY_LOGIN);
  useDirtyForm('login-form', hasChanges(form.values, EMPTY_LOGIN));

  // Spec §4/§9: the welcome toast shows, then the redirect follows after 500 ms.
  useEffect(() => {
    if (!signedIn) return;
    const timer = setTimeout(() => navigate(AFTER_SIGN_IN_PATH, { replace: true }), ACCOUNT_LIMITS.postLoginRedirectMs);
    return () => clearTimeout(timer);
  }, [signedIn, navigate]);

  const onSubmit = form.handleSubmit(async ({ username, password }) => {
    setBanner(null);
    try {
      const user = await login({ username, password });
      setSessionUser(user, { handoff: true });
      toast({ title: AUTH_TEXTS.loginSuccessTitle, description: AUTH_TEXTS.loginSuccessDescription(displayName(user)), type: 'success' });
      setSignedIn(true);
    } catch (error) {
      const texts = loginErrorTexts(error);
      setBanner(texts.banner);
      toast({ title: AUTH_TEXTS.loginFailedTitle, description: texts.description, type: 'error' });
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormBanner message={banner} />
      {online ? null : <FormBanner message={AUTH_TEXTS.offline} />}
      <FormField label={FIELD_LABELS.loginUsername} {...form.bind('username')} required autoComplete="username" />
      <FormField label={FIELD_LABELS.password} type="password" {...form.bind('password')} required autoComplete="current-password" />
      <CheckboxField binding={form.checkbox('rememberMe')}>{AUTH_TEXTS.rememberMe}</CheckboxField>
      <Button type="submit" variant="accent" size="lg" fullWidth disabled={form.submitting || !online} aria-busy={form.submitting}>
        {form.submitting ? AUTH_TEXTS.signingIn : AUTH_TEXTS.signIn}
      </Button>
    </form>
  );
}
