/** Limits of the contact forms (spec §5 and §9; maxima are ours, so nobody can post a novel). */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  emailMax: 254,
  phoneMin: 7,
  phoneMax: 40,
  boatDetailsMin: 10,
  companyNameMin: 2,
  companyNameMax: 150,
  advertisingInterestMin: 10,
  usernameMax: 254,
  textMax: 5000,
  optionalMax: 200,
  captchaTokenMax: 20_000,
} as const;

/** Submissions of one form allowed per client address in a rolling hour (429 with Retry-After past it). */
export const CONTACT_RATE_LIMIT = { max: 20, windowMs: 60 * 60_000 } as const;

/** Spec §5 and §8 texts, word for word where the spec has them. */
export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters',
  nameMax: 'Name must be at most 100 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  boatDetails: "Please provide details about the boat you're looking to purchase.",
  wantedPartDetails: 'Please describe the part you need (at least 10 characters).',
  textMax: 'Please keep this under 5000 characters',
  optionalMax: 'Please keep this under 200 characters',
  companyName: 'Company name must be at least 2 characters',
  companyNameMax: 'Company name must be at most 150 characters',
  advertisingInterest: 'Please tell us more about your advertising needs',
  captchaRequired: 'Please complete the CAPTCHA verification',
  captchaFailed: 'CAPTCHA verification failed. Please try again.',
  supportUsernameTitle: 'Username required',
  supportUsername: 'Please enter your username',
  supportIssueTitle: 'Issue description required',
  supportIssue: 'Please describe your issue',
  supportCaptchaTitle: 'reCAPTCHA verification required',
  supportCaptcha: 'Please complete the reCAPTCHA verification',
  newsletterEmail: 'Please enter a valid email address',
  newsletterToken: 'This link is not valid. Please subscribe again.',
  headerInjection: 'Line breaks are not allowed in this field',
} as const;

/** Spec §8 success toasts; `{reference}` is the submission's reference number. */
export const CONTACT_TOASTS = {
  buy: { title: 'Success!', description: 'Your inquiry has been sent. Our team will contact you shortly.' },
  wantedPart: { title: 'Success!', description: 'Your inquiry has been sent. Our team will contact you shortly.' },
  advertise: { title: 'Request Submitted', description: "Your advertising inquiry has been sent to our team. We'll be in touch soon!" },
  support: { title: 'Support request submitted', description: "We'll get back to you as soon as possible." },
  reference: 'Reference: {reference}',
  buyFailedTitle: 'Submission failed',
  buyFailed: 'Failed to send your inquiry',
  tryLater: 'Please try again later',
  advertiseFailedTitle: 'Submission Failed',
  advertiseFailed: 'There was a problem submitting your request. Please try again.',
  supportFailedTitle: 'Error submitting support request',
} as const;

export const NEWSLETTER_TEXTS = {
  /** 202 answer of POST /api/newsletter, whether or not the address was already subscribed (no account probing). */
  checkInbox: 'Almost there! Check your inbox and confirm your subscription.',
  confirmed: 'You are subscribed to the Dockside newsletter.',
  unsubscribed: 'You have been unsubscribed from the Dockside newsletter.',
} as const;

/** The forms, as stored in `contact_submissions.kind` and named in rate-limit keys. */
export const CONTACT_KINDS = ['buy', 'wanted-part', 'advertise', 'support'] as const;

/** Name of the hidden honeypot input: people never see or fill it; a filled one marks the submission as spam. */
export const HONEYPOT_FIELD = 'website';
