import { SELLER_TYPES, SellerRegisterFormSchema, type SellerType } from '@dockside/shared/accounts';
import { FormField, RadioField } from '@/components/ui/form-field';
import { AFTER_SELLER_SIGN_UP_PATH, FIELD_LABELS, SELLER_TEXTS } from '../accounts.constants';
import { sellerRegistrationPayload, type SellerSignUpValues } from '../utils/registration-payload';
import { formStyles } from './form-styles';
import { SignUpForm, useSignUp } from './sign-up-form';

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
  const signUp = useSignUp({
    name: 'seller-register-form',
    schema: SellerRegisterFormSchema,
    empty: EMPTY_SELLER,
    payload: sellerRegistrationPayload,
    after: AFTER_SELLER_SIGN_UP_PATH,
  });
  const { form } = signUp;
  return (
    <SignUpForm signUp={signUp} submitLabel={SELLER_TEXTS.submit}>
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
    </SignUpForm>
  );
}
