import { GeneralRegisterFormSchema } from '@dockside/shared/accounts';
import { FormField } from '@/components/ui/form-field';
import { AFTER_SIGN_IN_PATH, AUTH_TEXTS, FIELD_LABELS } from '../accounts.constants';
import { generalRegistrationPayload } from '../utils/registration-payload';
import { SignUpForm, useSignUp } from './sign-up-form';

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
  const signUp = useSignUp({
    name: 'general-register-form',
    schema: GeneralRegisterFormSchema,
    empty: EMPTY_REGISTRATION,
    payload: generalRegistrationPayload,
    after: AFTER_SIGN_IN_PATH,
  });
  const { form } = signUp;
  return (
    <SignUpForm signUp={signUp} submitLabel={AUTH_TEXTS.createAccount}>
      <FormField label={FIELD_LABELS.email} type="email" {...form.bind('email')} required autoComplete="email" />
      <FormField label={FIELD_LABELS.company} {...form.bind('company')} autoComplete="organization" helper={FIELD_LABELS.companyHint} />
    </SignUpForm>
  );
}
