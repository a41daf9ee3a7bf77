import { describe, expect, it } from 'vitest';
import { generalRegistrationPayload, sellerRegistrationPayload, type SellerSignUpValues } from './registration-payload';

const seller = (overrides: Partial<SellerSignUpValues> = {}): SellerSignUpValues => ({
  username: 'keel_co',
  fullName: 'Kim Keel',
  email: 'kim@keel.example',
  phone: '',
  sellerType: 'individual',
  businessName: '',
  password: 'Tr1m-the-jib!',
  newsletterSubscribed: true,
  ...overrides,
});

describe('seller registration payload (spec §3 company rules)', () => {
  it('uses the business name as the company for a business seller', () => {
    const payload = sellerRegistrationPayload(seller({ sellerType: 'business', businessName: '  Keel & Co  ' }), 'token');
    expect(payload).toMatchObject({ company: 'Keel & Co', sellerType: 'business', businessName: 'Keel & Co', recaptchaToken: 'token' });
  });

  it("uses 'Individual Seller' for an individual and drops a business name typed before switching", () => {
    const payload = sellerRegistrationPayload(seller({ sellerType: 'individual', businessName: 'Left over' }), 'token');
    expect(payload.company).toBe('Individual Seller');
    expect(payload.sellerType).toBe('individual');
    expect(payload).not.toHaveProperty('businessName');
  });

  it('sends the phone only when given, and never confirmPassword or terms', () => {
    expect(sellerRegistrationPayload(seller(), 't')).not.toHaveProperty('phone');
    const payload = sellerRegistrationPayload(seller({ phone: ' +1 555 010 2040 ' }), 't');
    expect(payload.phone).toBe('+1 555 010 2040');
    expect(Object.keys(payload)).not.toEqual(expect.arrayContaining(['confirmPassword', 'terms']));
  });
});

describe('general registration payload', () => {
  const general = { username: 'sam', fullName: 'Sam', email: 'sam@example.com', password: 'Tr1m-the-jib!', newsletterSubscribed: false };

  it("sends the entered company, or 'Individual' when empty", () => {
    expect(generalRegistrationPayload({ ...general, company: ' Harbour Rigging ' }, 't').company).toBe('Harbour Rigging');
    expect(generalRegistrationPayload({ ...general, company: '' }, 't').company).toBe('Individual');
  });

  it('has no seller fields', () => {
    const payload = generalRegistrationPayload({ ...general, company: '' }, 't');
    expect(payload).not.toHaveProperty('sellerType');
    expect(payload).not.toHaveProperty('businessName');
    expect(payload.newsletterSubscribed).toBe(false);
  });
});
