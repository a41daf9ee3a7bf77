import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ChangePasswordSchema,
  GeneralRegisterFormSchema,
  LoginSchema,
  RegisterSchema,
  SellerRegisterFormSchema,
  UpdateProfileSchema,
  companyFor,
} from './account.schema';
import { messageFor } from '../testing/schema-messages';

const general = {
  username: 'deckhand',
  fullName: 'Ana Lopes',
  email: 'ana@example.com',
  company: '',
  password: 'Sailing#42',
  confirmPassword: 'Sailing#42',
  terms: true,
  newsletterSubscribed: true,
};
const seller = { ...general, phone: '0123456789', sellerType: 'individual', businessName: '' };

describe('Login (spec §5)', () => {
  it('requires a username and a password with the spec texts', () => {
    expect(messageFor(LoginSchema, { username: '', password: 'x' }, 'username')).toBe('Username is required');
    expect(messageFor(LoginSchema, { username: '   ', password: 'x' }, 'username')).toBe('Username is required');
    expect(messageFor(LoginSchema, { password: 'x' }, 'username')).toBe('Username is required');
    expect(messageFor(LoginSchema, { username: 'sam', password: '' }, 'password')).toBe('Password is required');
    expect(messageFor(LoginSchema, { username: 'sam' }, 'password')).toBe('Password is required');
    expect(v.safeParse(LoginSchema, { username: 'sam', password: 'x' }).success).toBe(true);
  });
});

describe.each([
  ['general form', GeneralRegisterFormSchema, general],
  ['seller form', SellerRegisterFormSchema, seller],
  ['server payload', RegisterSchema, general],
] as const)('Registration rules, %s (spec §5)', (_name, schema, valid) => {
  it('accepts a valid sign-up', () => {
    expect(v.safeParse(schema, valid).success).toBe(true);
  });

  it.each([
    ['username', 'ab', 'Username must be at least 3 characters'],
    ['fullName', 'A', 'Full name is required'],
    ['email', 'not-an-email', 'Please enter a valid email'],
    ['password', 'Ab#1', 'Password must be at least 8 characters'],
    ['password', 'Sailing#ab', 'Password must contain at least one number'],
    ['password', 'Sailing42a', 'Password must contain at least one special character'],
  ])('%s = %j → %s', (field, value, message) => {
    const input = { ...valid, [field]: value, ...(field === 'password' ? { confirmPassword: value } : {}) };
    expect(messageFor(schema, input, field)).toBe(message);
  });
});

describe.each([
  ['general form', GeneralRegisterFormSchema, general],
  ['seller form', SellerRegisterFormSchema, seller],
] as const)('Form-only rules, %s', (_name, schema, valid) => {
  it('confirmPassword must equal password', () => {
    expect(messageFor(schema, { ...valid, confirmPassword: 'Sailing#43' }, 'confirmPassword')).toBe('Passwords do not match');
  });
  it('terms must be accepted', () => {
    expect(messageFor(schema, { ...valid, terms: false }, 'terms')).toBe('You must accept the terms and conditions');
  });
});

describe('Seller form (spec §5)', () => {
  it('requires a seller type', () => {
    expect(messageFor(SellerRegisterFormSchema, { ...seller, sellerType: '' }, 'sellerType')).toBe('Please select seller type');
  });
  it('business requires a business name', () => {
    expect(messageFor(SellerRegisterFormSchema, { ...seller, sellerType: 'business', businessName: ' ' }, 'businessName')).toBe(
      'Business name is required for business sellers',
    );
    expect(v.safeParse(SellerRegisterFormSchema, { ...seller, sellerType: 'business', businessName: 'Keel & Co' }).success).toBe(true);
  });
  it('phone is optional, at least 10 characters when given', () => {
    expect(messageFor(SellerRegisterFormSchema, { ...seller, phone: '12345' }, 'phone')).toBe('Please enter a valid phone number');
    expect(v.safeParse(SellerRegisterFormSchema, { ...seller, phone: '' }).success).toBe(true);
  });
  it('the server refuses a business sign-up without a business name too', () => {
    expect(messageFor(RegisterSchema, { ...general, sellerType: 'business' }, 'businessName')).toBe(
      'Business name is required for business sellers',
    );
  });
});

describe('company (spec §3)', () => {
  it('is the business name, "Individual Seller", the entered company or "Individual"', () => {
    expect(companyFor({ sellerType: 'business', businessName: ' Keel & Co ' })).toBe('Keel & Co');
    expect(companyFor({ sellerType: 'individual', businessName: 'ignored' })).toBe('Individual Seller');
    expect(companyFor({ company: 'Harbour Rigging' })).toBe('Harbour Rigging');
    expect(companyFor({ company: '  ' })).toBe('Individual');
    expect(companyFor({})).toBe('Individual');
  });
});

describe('Account settings', () => {
  it('profile updates re-use the registration rules', () => {
    expect(messageFor(UpdateProfileSchema, { email: 'nope' }, 'email')).toBe('Please enter a valid email');
    expect(messageFor(UpdateProfileSchema, { fullName: 'A' }, 'fullName')).toBe('Full name is required');
    expect(messageFor(UpdateProfileSchema, { avatarUrl: 'javascript:alert(1)' }, 'avatarUrl')).toBe(
      'Please enter a valid image URL including https://',
    );
    expect(v.safeParse(UpdateProfileSchema, { avatarUrl: '' }).success).toBe(true);
  });
  it('a new password follows the registration rules', () => {
    expect(messageFor(ChangePasswordSchema, { currentPassword: 'x', newPassword: 'short' }, 'newPassword')).toBe(
      'Password must be at least 8 characters',
    );
    expect(messageFor(ChangePasswordSchema, { currentPassword: '', newPassword: 'Sailing#42' }, 'currentPassword')).toBe(
      'Current password is required',
    );
  });
});
