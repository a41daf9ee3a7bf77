import { SELLER_TYPES, SellerRegisterFormSchema, type SellerType } from '@dockside/shared/accounts';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { CaptchaWidget } from '@/components/captcha/captcha-widget';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { hasChanges, useDirtyForm } from '@/lib/busy';
import { useCaptcha } from '@/lib/captcha/use-captcha';
import { AFTER_SELLER_SIGN_UP_PATH, AUTH_TEXTS, FIELD_LABELS, SELLER_TEXTS } from '../accounts.constants';
import { register } from '../api/register';
import { setSessionUser } from '../stores/session.store';
import { registrationErrorDescription } from '../utils/auth-errors';
import { sellerRegistrationPayload, type SellerSignUpValues } from '../utils/registration-payload';
import { useSchemaForm } from '@/lib/forms/use-schema-form';
import { useOnline } from '@/lib/use-online';
import { FormBanner } from './form-banner';
import { formStyles } from './form-styles';
import { TermsLabel } from './terms-label';
import { UsernameField } from './username-field';
import { CheckboxField, FormField, RadioField } from '@/components/ui/form-field';

const EMPTY_SELLER = {
  username: '',
  fullName: '',
  email: '',
  phone: '',
  sellerType: '' as SellerSignUpValues['sellerType'],
  businessName: '',
  password: '',
  confirmPassword: '',
  terms: false,
  newsletterSubscribed: true,
};

const SELLER_TYPE_LABELS: Record<SellerType, string> = { individual: FIELD_LABELS.individual, business: FIELD_LABELS.business };

/**
 * Spec §2/§5 seller sign-up: phone optional (min 10), seller type required, business name required for
 * businesses. The company sent is the business name or 'Individual Seller' (spec §3). Success goes to
 * /boat-parts/create.
 */
export function SellerRegisterForm() {
  const navigate = useNavigate();
  const online = useOnline();
  const captcha = useCaptcha();
  const [banner, setBanner] = useState<string | null>(null);
  const form = useSchemaForm(SellerRegisterFormSchema, EMPTY_SELLER);
  useDirtyForm('seller-register-form', hasChanges(form.values, EMPTY_SELLER));

  const onSubmit = form.handleSubmit(async () => {
    setBanner(null);
    try {
      const token = await captcha.takeToken();
      const user = await register(sellerRegistrationPayload(form.values, token));
      setSessionUser(user, { handoff: true });
      toast({ title: AUTH_TEXTS.accountCreatedTitle, type: 'success' });
      navigate(AFTER_SELLER_SIGN_UP_PATH, { replace: true });
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
      <div className={formStyles.row}>
        <FormField label={FIELD_LABELS.email} type="email" {...form.bind('email')} required autoComplete="email" />
        <FormField label={FIELD_LABELS.phone} type="tel" {...form.bind('phone')} autoComplete="tel" />
      </div>

      <RadioField
        legend={FIELD_LABELS.sellerType}
        options={SELLER_TYPES}
        labels={SELLER_TYPE_LABELS}
        {...form.bindRadio('sellerType')}
        inline
      />

      {form.values.sellerType === 'business' ? (
        <FormField label={FIELD_LABELS.businessName} {...form.bind('businessName')} required autoComplete="organization" />
      ) : null}

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
        {form.submitting ? AUTH_TEXTS.creatingAccount : SELLER_TEXTS.submit}
      </Button>
    </form>
  );
}
