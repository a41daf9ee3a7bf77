import { companyFor, type SellerType } from '@dockside/shared/accounts';
import type { RegistrationPayload } from '../api/register';

export interface GeneralSignUpValues {
  username: string;
  fullName: string;
  email: string;
  company: string;
  password: string;
  newsletterSubscribed: boolean;
}

export interface SellerSignUpValues {
  username: string;
  fullName: string;
  email: string;
  phone: string;
  sellerType: SellerType | '';
  businessName: string;
  password: string;
  newsletterSubscribed: boolean;
}

/** Spec §3: the general form sends the entered company or 'Individual'. */
export function generalRegistrationPayload(values: GeneralSignUpValues, recaptchaToken: string): RegistrationPayload {
  return {
    username: values.username.trim(),
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    password: values.password,
    company: companyFor({ company: values.company }),
    newsletterSubscribed: values.newsletterSubscribed,
    recaptchaToken,
  };
}

/**
 * Spec §3: the seller form's company is the business name for business sellers and 'Individual Seller'
 * for individuals; the business name is sent only for businesses, the phone only when given.
 */
export function sellerRegistrationPayload(values: SellerSignUpValues, recaptchaToken: string): RegistrationPayload {
  const sellerType = values.sellerType || undefined;
  const businessName = sellerType === 'business' ? values.businessName.trim() : undefined;
  const phone = values.phone.trim();
  return {
    username: values.username.trim(),
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    ...(phone ? { phone } : {}),
    password: values.password,
    company: companyFor({ sellerType, businessName }),
    ...(sellerType ? { sellerType } : {}),
    ...(businessName ? { businessName } : {}),
    newsletterSubscribed: values.newsletterSubscribed,
    recaptchaToken,
  };
}
