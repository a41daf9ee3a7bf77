import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES as M } from './contact.constants';
import {
  AdvertiseInquirySchema,
  BuyInquirySchema,
  NewsletterSubscribeSchema,
  SupportRequestSchema,
  WantedPartInquirySchema,
} from './contact.schema';
import { firstMessage } from '../testing/schema-messages';

const inquiry = {
  name: 'Ann Boater',
  email: 'ann@example.com',
  phone: '+1 555 123 4567',
  boatDetails: 'A 32 ft sailing yacht with a diesel inboard',
  recaptchaToken: 'token',
};

describe('buy and wanted-part inquiries (spec §5)', () => {
  it('accepts a full inquiry; empty budget and timeframe mean "not given"', () => {
    const result = v.parse(BuyInquirySchema, { ...inquiry, name: '  Ann Boater ', budget: '', timeframe: ' ' });
    expect(result).toMatchObject({ name: 'Ann Boater', budget: undefined, timeframe: undefined });
  });

  it.each([
    [{ name: 'A' }, M.name],
    [{ name: undefined }, M.name],
    [{ email: 'ann@' }, M.email],
    [{ phone: '123456' }, M.phone],
    [{ phone: 'call me maybe' }, M.phone],
    [{ boatDetails: 'short' }, "Please provide details about the boat you're looking to purchase."],
    [{ recaptchaToken: '' }, 'Please complete the CAPTCHA verification'],
    [{ name: 'Ann\r\nBcc: x@y.z' }, M.headerInjection],
    [{ email: 'ann@example.com\nBcc: x@y.z' }, M.headerInjection],
  ])('refuses %j with its message', (override, message) => {
    expect(firstMessage(BuyInquirySchema, { ...inquiry, ...override })).toBe(message);
  });

  it('the wanted-part form asks for the part', () => {
    expect(firstMessage(WantedPartInquirySchema, { ...inquiry, boatDetails: 'pump' })).toBe(M.wantedPartDetails);
  });
});

describe('advertise form (spec §5)', () => {
  const ad = {
    name: 'Morgan',
    companyName: 'Reef Marine',
    email: 'm@example.com',
    phone: '0207946095',
    advertisingInterest: 'A homepage banner in spring',
    recaptchaToken: 't',
  };
  it.each([
    [{ name: 'M' }, 'Name must be at least 2 characters'],
    [{ companyName: 'R' }, 'Company name must be at least 2 characters'],
    [{ email: 'nope' }, 'Please enter a valid email address'],
    [{ phone: '12' }, 'Please enter a valid phone number'],
    [{ advertisingInterest: 'ads' }, 'Please tell us more about your advertising needs'],
    [{ recaptchaToken: undefined }, 'Please complete the CAPTCHA verification'],
  ])('refuses %j with its message', (override, message) => {
    expect(firstMessage(AdvertiseInquirySchema, { ...ad, ...override })).toBe(message);
  });
});

describe('support form (spec §5)', () => {
  const support = { username: 'skipper', email: '', issue: 'Photos do not show', recaptchaToken: 't' };
  it('e-mail is optional', () => {
    expect(v.parse(SupportRequestSchema, support).email).toBeUndefined();
  });
  it.each([
    [{ username: '  ' }, 'Please enter your username'],
    [{ issue: '' }, 'Please describe your issue'],
    [{ recaptchaToken: '' }, 'Please complete the reCAPTCHA verification'],
    [{ email: 'bad' }, M.email],
  ])('refuses %j with its message', (override, message) => {
    expect(firstMessage(SupportRequestSchema, { ...support, ...override })).toBe(message);
  });
});

describe('newsletter', () => {
  it('needs an e-mail address', () => {
    expect(firstMessage(NewsletterSubscribeSchema, { email: 'x' })).toBe(M.newsletterEmail);
    expect(v.parse(NewsletterSubscribeSchema, { email: ' a@b.co ' }).email).toBe('a@b.co');
  });
});
