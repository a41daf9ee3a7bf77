import { randomBytes } from 'node:crypto';

const tag = () => randomBytes(3).toString('hex');

/** A valid POST /api/contact/buy (or /wanted-part) body; override any field. */
export function buyInquiryFactory(overrides: Record<string, unknown> = {}) {
  const t = tag();
  return {
    name: `Ann Boater ${t}`,
    email: `ann.${t}@example.com`,
    phone: '+1 555 123 4567',
    boatDetails: 'A 32 ft sailing yacht with a diesel inboard, ready for coastal cruising.',
    budget: '$60,000',
    timeframe: 'Within 3 months',
    recaptchaToken: 'test-token',
    ...overrides,
  };
}

/** A valid POST /api/contact/advertise body. */
export function advertiseInquiryFactory(overrides: Record<string, unknown> = {}) {
  const t = tag();
  return {
    name: `Morgan Reef ${t}`,
    companyName: 'Reef Marine Supplies',
    email: `morgan.${t}@example.com`,
    phone: '+44 20 7946 0958',
    advertisingInterest: 'A homepage banner for our spring antifouling range, April to June.',
    recaptchaToken: 'test-token',
    ...overrides,
  };
}

/** A valid POST /api/support body. */
export function supportRequestFactory(overrides: Record<string, unknown> = {}) {
  const t = tag();
  return {
    username: `skipper_${t}`,
    email: `skipper.${t}@example.com`,
    issue: 'My listing photos do not show on the detail page.',
    recaptchaToken: 'test-token',
    ...overrides,
  };
}
