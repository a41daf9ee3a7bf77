import * as v from 'valibot';
import { CONTACT_LIMITS as L, CONTACT_MESSAGES as M } from './contact.constants';

/** CR or LF: refused in anything that may end up in a mail header (name, e-mail, company, username). */
const NO_LINE_BREAKS = /^[^\r\n]*$/;

/** A missing required field is treated as empty, so the client sees the field's own message. */
const required = <T extends v.GenericSchema<string, unknown>>(schema: T) => v.optional(schema, '');

const singleLine = (min: number, max: number, minMessage: string, maxMessage: string) =>
  v.pipe(
    v.string(minMessage),
    v.regex(NO_LINE_BREAKS, M.headerInjection),
    v.trim(),
    v.minLength(min, minMessage),
    v.maxLength(max, maxMessage),
  );

const Name = required(singleLine(L.nameMin, L.nameMax, M.name, M.nameMax));
const Email = required(
  v.pipe(v.string(M.email), v.regex(NO_LINE_BREAKS, M.headerInjection), v.trim(), v.maxLength(L.emailMax, M.email), v.email(M.email)),
);
const Phone = required(
  v.pipe(
    v.string(M.phone),
    v.trim(),
    v.minLength(L.phoneMin, M.phone),
    v.maxLength(L.phoneMax, M.phone),
    v.regex(/^\+?[\d\s().-]+$/, M.phone),
  ),
);
const LongText = (min: number, message: string) =>
  required(v.pipe(v.string(message), v.trim(), v.minLength(min, message), v.maxLength(L.textMax, M.textMax)));
/** Optional short text: '' and absent both mean "not given". */
const OptionalText = v.optional(
  v.pipe(
    v.string(M.optionalMax),
    v.trim(),
    v.maxLength(L.optionalMax, M.optionalMax),
    v.transform((s) => (s === '' ? undefined : s)),
  ),
);
/** The honeypot: any value is accepted (so a bot is not told), the server only looks at whether it is filled. */
const Honeypot = v.optional(v.pipe(v.string(), v.maxLength(L.optionalMax)));
const captcha = (message: string) => required(v.pipe(v.string(message), v.nonEmpty(message), v.maxLength(L.captchaTokenMax, message)));

/** POST /api/contact/buy (spec §3 buy inquiry; the Buy page's form). */
export const BuyInquirySchema = v.object({
  name: Name,
  email: Email,
  phone: Phone,
  boatDetails: LongText(L.boatDetailsMin, M.boatDetails),
  budget: OptionalText,
  timeframe: OptionalText,
  recaptchaToken: captcha(M.captchaRequired),
  website: Honeypot,
});

/** POST /api/contact/wanted-part (spec §3/§5 wanted-part inquiry: "Can't find the part you need?"). */
export const WantedPartInquirySchema = v.object({
  name: Name,
  email: Email,
  phone: Phone,
  boatDetails: LongText(L.boatDetailsMin, M.wantedPartDetails),
  budget: OptionalText,
  timeframe: OptionalText,
  recaptchaToken: captcha(M.captchaRequired),
  website: Honeypot,
});

/** POST /api/contact/advertise (spec §5 advertise form). */
export const AdvertiseInquirySchema = v.object({
  name: Name,
  companyName: required(singleLine(L.companyNameMin, L.companyNameMax, M.companyName, M.companyNameMax)),
  email: Email,
  phone: Phone,
  advertisingInterest: LongText(L.advertisingInterestMin, M.advertisingInterest),
  recaptchaToken: captcha(M.captchaRequired),
  website: Honeypot,
});

/** POST /api/support (spec §5 support form: username and issue non-blank, e-mail optional). */
export const SupportRequestSchema = v.object({
  username: required(singleLine(1, L.usernameMax, M.supportUsername, M.supportUsername)),
  email: v.optional(
    v.union(
      [
        v.pipe(
          v.literal(''),
          v.transform(() => undefined),
        ),
        v.pipe(v.string(M.email), v.regex(NO_LINE_BREAKS, M.headerInjection), v.trim(), v.maxLength(L.emailMax, M.email), v.email(M.email)),
      ],
      M.email,
    ),
  ),
  issue: LongText(1, M.supportIssue),
  recaptchaToken: captcha(M.supportCaptcha),
  website: Honeypot,
});

/** POST /api/newsletter: double opt-in, so only the address. */
export const NewsletterSubscribeSchema = v.object({
  email: required(
    v.pipe(
      v.string(M.newsletterEmail),
      v.regex(NO_LINE_BREAKS, M.headerInjection),
      v.trim(),
      v.maxLength(L.emailMax, M.newsletterEmail),
      v.email(M.newsletterEmail),
    ),
  ),
});

/** POST /api/newsletter/confirm and /api/newsletter/unsubscribe: the token of the link in the e-mail. */
export const NewsletterTokenSchema = v.object({
  token: required(v.pipe(v.string(M.newsletterToken), v.regex(/^[A-Za-z0-9_-]{20,100}$/, M.newsletterToken))),
});

export type BuyInquiryInput = v.InferInput<typeof BuyInquirySchema>;
export type BuyInquiry = v.InferOutput<typeof BuyInquirySchema>;
export type WantedPartInquiryInput = v.InferInput<typeof WantedPartInquirySchema>;
export type WantedPartInquiry = v.InferOutput<typeof WantedPartInquirySchema>;
export type AdvertiseInquiryInput = v.InferInput<typeof AdvertiseInquirySchema>;
export type AdvertiseInquiry = v.InferOutput<typeof AdvertiseInquirySchema>;
export type SupportRequestInput = v.InferInput<typeof SupportRequestSchema>;
export type SupportRequest = v.InferOutput<typeof SupportRequestSchema>;
export type NewsletterSubscribe = v.InferOutput<typeof NewsletterSubscribeSchema>;
