import * as v from 'valibot';
import { ACCOUNT_LIMITS as L, ACCOUNT_MESSAGES as M, SELLER_TYPES } from './account.constants';

const trimmed = v.pipe(v.string(), v.trim());

export const UsernameSchema = v.pipe(
  trimmed,
  v.minLength(L.usernameMin, M.usernameMin),
  v.maxLength(L.usernameMax, M.usernameMax),
  v.regex(/^[A-Za-z0-9._-]+$/, M.usernameChars),
);
export const FullNameSchema = v.pipe(trimmed, v.minLength(L.fullNameMin, M.fullName), v.maxLength(L.fullNameMax, M.fullNameMax));
export const EmailSchema = v.pipe(trimmed, v.maxLength(L.emailMax, M.email), v.email(M.email));
/** Spec §5: length 8, a digit, a special character (the server also refuses very common passwords). */
export const PasswordSchema = v.pipe(
  v.string(M.passwordMin),
  v.minLength(L.passwordMin, M.passwordMin),
  v.maxLength(L.passwordMax, M.passwordMax),
  v.regex(/\d/, M.passwordNumber),
  v.regex(/[^A-Za-z0-9\s]/, M.passwordSpecial),
);
const PhoneSchema = v.pipe(
  trimmed,
  v.minLength(L.sellerPhoneMin, M.phone),
  v.maxLength(L.phoneMax, M.phone),
  v.regex(/^\+?[\d\s().-]+$/, M.phone),
);
/** Empty string means "not given" for optional text fields (forms send ''). */
const optionalText = <T extends v.GenericSchema<string, string>>(schema: T) =>
  v.optional(
    v.union(
      [
        v.pipe(
          v.literal(''),
          v.transform(() => undefined),
        ),
        schema,
      ],
      (issue) => schemaMessage(schema, issue),
    ),
  );

function schemaMessage(schema: v.GenericSchema<string, string>, issue: v.BaseIssue<unknown>): string {
  // Report the inner schema's message, not valibot's generic union text.
  const inner = v.safeParse(schema, issue.input);
  return inner.success ? issue.message : inner.issues[0].message;
}
/** A missing required text field is treated as empty, so the client sees the field's own message. */
const required = <T extends v.GenericSchema<string, unknown>>(schema: T) => v.optional(schema, '');
const CompanySchema = v.pipe(trimmed, v.maxLength(L.companyMax, M.companyMax));
const CaptchaToken = v.optional(v.pipe(v.string(), v.maxLength(20_000)));

/** POST /api/login (spec §3 payload: rememberMe is collected by the form but not sent). */
export const LoginSchema = v.object({
  username: required(
    v.pipe(v.string(M.usernameRequired), v.trim(), v.nonEmpty(M.usernameRequired), v.maxLength(254, M.invalidCredentials)),
  ),
  password: required(
    v.pipe(v.string(M.passwordRequired), v.nonEmpty(M.passwordRequired), v.maxLength(L.passwordMax, M.invalidCredentials)),
  ),
  recaptchaToken: CaptchaToken,
});
export type LoginInput = v.InferOutput<typeof LoginSchema>;

/** POST /api/register — what both sign-up forms send (confirmPassword and terms stay in the form). */
export const RegisterSchema = v.pipe(
  v.object({
    username: required(UsernameSchema),
    fullName: required(FullNameSchema),
    email: required(EmailSchema),
    phone: optionalText(PhoneSchema),
    password: required(PasswordSchema),
    company: optionalText(CompanySchema),
    sellerType: v.optional(v.picklist(SELLER_TYPES, M.sellerType)),
    businessName: optionalText(CompanySchema),
    newsletterSubscribed: v.optional(v.boolean(), true),
    recaptchaToken: CaptchaToken,
  }),
  v.forward(
    v.check((input) => input.sellerType !== 'business' || !!input.businessName, M.businessName),
    ['businessName'],
  ),
);
export type RegisterInput = v.InferOutput<typeof RegisterSchema>;

const confirmAndTerms = {
  confirmPassword: v.string(),
  terms: v.literal(true, M.terms),
};

/** The general sign-up form on /auth (company optional). */
export const GeneralRegisterFormSchema = v.pipe(
  v.object({
    username: UsernameSchema,
    fullName: FullNameSchema,
    email: EmailSchema,
    company: optionalText(CompanySchema),
    password: PasswordSchema,
    newsletterSubscribed: v.optional(v.boolean(), true),
    ...confirmAndTerms,
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, M.passwordsMismatch),
    ['confirmPassword'],
  ),
);
export type GeneralRegisterForm = v.InferInput<typeof GeneralRegisterFormSchema>;

/** The seller sign-up form on /sell-boat-parts/register. */
export const SellerRegisterFormSchema = v.pipe(
  v.object({
    username: UsernameSchema,
    fullName: FullNameSchema,
    email: EmailSchema,
    phone: optionalText(PhoneSchema),
    sellerType: v.picklist(SELLER_TYPES, M.sellerType),
    businessName: v.optional(v.string()),
    password: PasswordSchema,
    newsletterSubscribed: v.optional(v.boolean(), true),
    ...confirmAndTerms,
  }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, M.passwordsMismatch),
    ['confirmPassword'],
  ),
  v.forward(
    v.partialCheck(
      [['sellerType'], ['businessName']],
      (input) => input.sellerType !== 'business' || !!input.businessName?.trim(),
      M.businessName,
    ),
    ['businessName'],
  ),
);
export type SellerRegisterForm = v.InferInput<typeof SellerRegisterFormSchema>;

/** PATCH /api/user — every field optional; the registration rules apply to those given. */
export const UpdateProfileSchema = v.object({
  fullName: v.optional(FullNameSchema),
  email: v.optional(EmailSchema),
  company: v.optional(CompanySchema),
  phone: v.optional(v.nullable(optionalText(PhoneSchema))),
  avatarUrl: v.optional(
    v.nullable(
      optionalText(
        v.pipe(
          trimmed,
          v.maxLength(2048, M.avatarUrl),
          v.check((value) => /^https:\/\/|^\/uploads\//.test(value) && !/\s/.test(value), M.avatarUrl),
        ),
      ),
    ),
  ),
  newsletterSubscribed: v.optional(v.boolean()),
  notifyBrowser: v.optional(v.boolean()),
  notifyEmail: v.optional(v.boolean()),
  alertEmails: v.optional(v.boolean()),
});
export type UpdateProfileInput = v.InferOutput<typeof UpdateProfileSchema>;

/** POST /api/user/password */
export const ChangePasswordSchema = v.object({
  currentPassword: required(
    v.pipe(v.string(M.currentPasswordRequired), v.nonEmpty(M.currentPasswordRequired), v.maxLength(L.passwordMax, M.currentPasswordWrong)),
  ),
  newPassword: required(PasswordSchema),
});
export type ChangePasswordInput = v.InferOutput<typeof ChangePasswordSchema>;

/** The change-password form adds a confirmation. */
export const ChangePasswordFormSchema = v.pipe(
  v.object({ currentPassword: ChangePasswordSchema.entries.currentPassword, password: PasswordSchema, confirmPassword: v.string() }),
  v.forward(
    v.partialCheck([['password'], ['confirmPassword']], (input) => input.password === input.confirmPassword, M.passwordsMismatch),
    ['confirmPassword'],
  ),
);

/** Spec §2/§3: the company stored for each kind of sign-up. */
export function companyFor(input: { sellerType?: string; businessName?: string; company?: string }): string {
  if (input.sellerType === 'business') return input.businessName?.trim() ?? '';
  if (input.sellerType === 'individual') return 'Individual Seller';
  return input.company?.trim() || 'Individual';
}
