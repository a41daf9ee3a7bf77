import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type * as v from 'valibot';
import { CaptchaWidget } from '@/components/captcha/captcha-widget';
import { Button } from '@/components/ui/button';
import { CheckboxField, FormField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/toaster';
import { hasChanges, useDirtyForm } from '@/lib/busy';
import { useCaptcha } from '@/lib/captcha/use-captcha';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useOnline } from '@/lib/use-online';
import { AUTH_TEXTS, FIELD_LABELS } from '../accounts.constants';
import { register, type RegistrationPayload } from '../api/register';
import { setSessionUser } from '../stores/session.store';
import { registrationErrorDescription } from '../utils/auth-errors';
import { FormBanner } from './form-banner';
import { formStyles } from './form-styles';
import { NewPasswordFields } from './new-password-fields';
import { TermsLabel } from './terms-label';
import { UsernameField } from './username-field';

/** The fields every sign-up form has (spec §5), beside its own. */
interface SignUpValues {
  [field: string]: string | boolean;
  username: string;
  fullName: string;
  password: string;
  confirmPassword: string;
  terms: boolean;
  newsletterSubscribed: boolean;
}

interface SignUpOptions<T extends SignUpValues> {
  /** The form's name for the unsaved-changes guard (useDirtyForm). */
  name: string;
  schema: v.GenericSchema;
  empty: T;
  /** POST /api/register's body from the form's values and the captcha token. */
  payload: (values: T, captchaToken: string) => RegistrationPayload;
  /** Where a new account goes (spec §2). */
  after: string;
}

/**
 * What both sign-up forms do (spec §2/§5): the captcha solving as the form shows (the token is usually ready
 * by the time the user submits), POST /api/register, then the new session, the 'Account created' toast and
 * the next page; a refusal shows in the banner and a toast.
 */
export function useSignUp<T extends SignUpValues>({ name, schema, empty, payload, after }: SignUpOptions<T>) {
  const navigate = useNavigate();
  const online = useOnline();
  const captcha = useCaptcha();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm(schema, empty);
  useDirtyForm(name, hasChanges(form.values, empty));

  const onSubmit = form.handleSubmit(async () => {
    setBanner(null);
    try {
      const token = await captcha.takeToken();
      const user = await register(payload(form.values, token));
      setSessionUser(user, { handoff: true });
      toast({ title: AUTH_TEXTS.accountCreatedTitle, type: 'success' });
      navigate(after, { replace: true });
    } catch (error) {
      const description = registrationErrorDescription(error);
      setBanner(description);
      toast({ title: AUTH_TEXTS.registrationFailedTitle, description, type: 'error' });
    }
  });
  return { form, online, captcha, banner, onSubmit };
}

/**
 * A sign-up form: banners, username and full name, the form's own fields (`children`), the new password,
 * the terms and newsletter boxes, the captcha and the submit button (disabled offline).
 */
export function SignUpForm<T extends SignUpValues>({
  signUp: { form, online, captcha, banner, onSubmit },
  submitLabel,
  children,
}: {
  signUp: ReturnType<typeof useSignUp<T>>;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form className={formStyles.form} onSubmit={onSubmit} noValidate>
      <FormBanner message={banner} />
      {online ? null : <FormBanner message={AUTH_TEXTS.offline} />}
      <UsernameField {...form.bind('username')} />
      <FormField label={FIELD_LABELS.fullName} {...form.bind('fullName')} required autoComplete="name" />
      {children}
      <NewPasswordFields password={form.bind('password')} confirm={form.bind('confirmPassword')} />
      <CheckboxField binding={form.checkbox('terms')} error={form.errorOf('terms')}>
        <TermsLabel />
      </CheckboxField>
      <CheckboxField binding={form.checkbox('newsletterSubscribed')}>{FIELD_LABELS.newsletter}</CheckboxField>
      <CaptchaWidget status={captcha.status} onRetry={captcha.retry} />
      <Button type="submit" variant="accent" size="lg" fullWidth disabled={form.submitting || !online} aria-busy={form.submitting}>
        {form.submitting ? AUTH_TEXTS.creatingAccount : submitLabel}
      </Button>
    </form>
  );
}
