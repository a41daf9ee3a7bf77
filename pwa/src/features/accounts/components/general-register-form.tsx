import { GeneralRegisterFormSchema } from '@dockside/shared/accounts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CaptchaWidget } from '@/components/captcha/captcha-widget';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { hasChanges, useDirtyForm } from '@/lib/busy';
import { useCaptcha } from '@/lib/captcha/use-captcha';
import { AFTER_SIGN_IN_PATH, AUTH_TEXTS, FIELD_LABELS } from '../accounts.constants';
import { register } from '../api/register';
import { setSessionUser } from '../stores/session.store';
import { registrationErrorDescription } from '../utils/auth-errors';
import { generalRegistrationPayload } from '../utils/registration-payload';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useOnline } from '@/lib/use-online';
import { FormBanner } from './form-banner';
import { formStyles } from './form-styles';
import { TermsLabel } from './terms-label';
import { UsernameField } from './username-field';
import { CheckboxField, FormField } from '@/components/ui/form-field';

const EMPTY_REGISTRATION = {
  username: '',
  fullName: '',
  email: '',
  company: '',
  password: '',
  confirmPassword: '',
  terms: false,
  newsletterSubscribed: true,
};

/** Spec §2/§5 general sign-up on /auth: company optional; success goes to /account. */
export function GeneralRegisterForm() {
  const navigate = useNavigate();
  const online = useOnline();
  // Starts solving as the form shows, so the token is usually ready by the time the user submits.
  const captcha = useCaptcha();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm(GeneralRegisterFormSchema, EMPTY_REGISTRATION);
  useDirtyForm('general-register-form', hasChanges(form.values, EMPTY_REGISTRATION));

  const onSubmit = form.handleSubmit(async () => {
    setBanner(null);
    try {
      const token = await captcha.takeToken();
      const user = await register(generalRegistrationPayload(form.values, token));
      setSessionUser(user, { handoff: true });
      toast({ title: AUTH_TEXTS.accountCreatedTitle, type: 'success' });
      navigate(AFTER_SIGN_IN_PATH, { replace: true });
    } catch (error) {
      const description = registrationErrorDescription(error);
      setBanner(description);
      toast({ title: AUTH_TEXTS.registrationFailedTitle, description, type: 'error' });
    }
  });

  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormBanner message={banner} />
      {online ? null : <FormBanner message={AUTH_TEXTS.offline} />}
      <UsernameField {...form.bind('username')} />
      <FormField label={FIELD_LABELS.fullName} {...form.bind('fullName')} required autoComplete="name" />
      <FormField label={FIELD_LABELS.email} type="email" {...form.bind('email')} required autoComplete="email" />
      <FormField label={FIELD_LABELS.company} {...form.bind('company')} autoComplete="organization" helper={FIELD_LABELS.companyHint} />
      <div className={formStyles.row}>
        <FormField
          label={FIELD_LABELS.password}
          type="password"
          {...form.bind('password')}
          required
          autoComplete="new-password"
          helper={FIELD_LABELS.passwordHint}
        />
        <FormField
          label={FIELD_LABELS.confirmPassword}
          type="password"
          {...form.bind('confirmPassword')}
          required
          autoComplete="new-password"
        />
      </div>
      <CheckboxField binding={form.checkbox('terms')} error={form.errorOf('terms')}>
        <TermsLabel />
      </CheckboxField>
      <CheckboxField binding={form.checkbox('newsletterSubscribed')}>{FIELD_LABELS.newsletter}</CheckboxField>
      <CaptchaWidget status={captcha.status} onRetry={captcha.retry} />
      <Button type="submit" variant="accent" size="lg" fullWidth disabled={form.submitting || !online} aria-busy={form.submitting}>
        {form.submitting ? AUTH_TEXTS.creatingAccount : AUTH_TEXTS.createAccount}
      </Button>
    </form>
  );
}
