/** Spec §9 minimums plus our maximums (which keep hashing and storage bounded). */
export const ACCOUNT_LIMITS = {
  usernameMin: 3,
  usernameMax: 30,
  fullNameMin: 2,
  fullNameMax: 100,
  passwordMin: 8,
  passwordMax: 128,
  sellerPhoneMin: 10,
  phoneMax: 30,
  companyMax: 150,
  emailMax: 254,
  usernameCheckDebounceMs: 500,
  postLoginRedirectMs: 500,
} as const;

/** Spec §3: company stored for each kind of registration. */
export const INDIVIDUAL_SELLER_COMPANY = 'Individual Seller';
export const INDIVIDUAL_COMPANY = 'Individual';

export const SELLER_TYPES = ['individual', 'business'] as const;
export type SellerType = (typeof SELLER_TYPES)[number];

export const USER_ROLES = ['member', 'expert', 'moderator', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Spec §2/§3: the browser-storage key of the cached current user. */
export const CURRENT_USER_STORAGE_KEY = 'currentUser';

/** Texts of spec §5 and §8, word for word, plus ours where the spec is silent. */
export const ACCOUNT_MESSAGES = {
  usernameRequired: 'Username is required',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  usernameMax: 'Username must be at most 30 characters',
  usernameChars: 'Username can only contain letters, numbers, dots, hyphens and underscores',
  usernameInappropriate: 'Username contains inappropriate language',
  usernameTaken: 'Username already exists',
  usernameAvailable: 'Username is available',
  usernameChecking: 'Checking availability...',
  usernameCheckFailed: 'Error checking username',
  fullName: 'Full name is required',
  fullNameMax: 'Full name must be at most 100 characters',
  email: 'Please enter a valid email',
  emailTaken: 'Email already registered',
  phone: 'Please enter a valid phone number',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 128 characters',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  passwordCommon: 'This password is too common. Please choose a less common password.',
  passwordsMismatch: 'Passwords do not match',
  terms: 'You must accept the terms and conditions',
  sellerType: 'Please select seller type',
  businessName: 'Business name is required for business sellers',
  companyMax: 'Company name must be at most 150 characters',
  avatarUrl: 'Please enter a valid image URL including https://',
  currentPasswordRequired: 'Current password is required',
  currentPasswordWrong: 'Current password is incorrect',
  invalidCredentials: 'Invalid username or password',
  captchaFailed: 'CAPTCHA verification failed',
  signInRequired: 'You need to be logged in',
  tooManyAttempts: 'Too many attempts. Please wait a moment and try again.',
} as const;
