/**
 * Screen texts of the accounts feature that are not validation messages (those live in
 * `ACCOUNT_MESSAGES` of @dockside/shared/accounts). The spec's texts (§2, §4, §8) are word for word;
 * the others are ours where the spec is silent.
 */
export const AUTH_TEXTS = {
  // Spec §2 Auth and §8 Auth.
  backToHomepage: 'Back to Homepage',
  signIn: 'Sign In',
  signingIn: 'Signing In...',
  createAccount: 'Create Account',
  creatingAccount: 'Creating Account...',
  loginFailedTitle: 'Login failed',
  loginFailedDescription: 'Invalid username or password',
  loginFailedBanner: 'Invalid username or password. Please try again.',
  loginSuccessTitle: 'Welcome back!',
  loginSuccessDescription: (name: string) => `Logged in successfully as ${name}`,
  registrationFailedTitle: 'Registration failed',
  registrationFailedFallback: 'Registration failed. Please try again.',
  registrationInappropriateUsername: 'Please choose a different username. The one provided contains inappropriate content.',
  registrationUsernameTaken: 'This username is already taken. Please choose another one.',
  registrationEmailTaken: 'This email is already registered. Please use a different email or try to login.',
  registrationCaptchaFailed: 'CAPTCHA verification failed. Please try again.',
  accountCreatedTitle: 'Account created',
  loggedOutTitle: 'Logged out',
  loggedOutDescription: 'You have been logged out of your account.',
  logoutFailedTitle: 'Logout failed',

  // Ours.
  keepUnsentWork: (n: number) =>
    `You have ${n} unsent ${n === 1 ? 'change' : 'changes'} (drafts or queued posts) on this device. Keep ${n === 1 ? 'it' : 'them'} here for your next sign-in? Choose Cancel to delete ${n === 1 ? 'it' : 'them'}.`,
  signInHeading: 'Sign In',
  signInIntro: 'Welcome back. Sign in to manage your listings and messages.',
  signUpHeading: 'Create an Account',
  signUpIntro: 'Join Dockside to buy and sell new and used boat parts.',
  switchToSignUpPrompt: "Don't have an account?",
  switchToSignUp: 'Create one',
  switchToSignInPrompt: 'Already have an account?',
  switchToSignIn: 'Sign in',
  rememberMe: 'Remember me',
  offline: 'You are offline. Signing in and creating an account need a connection.',
  networkError: 'Dockside could not be reached. Check your connection and try again.',
  logoutFallback: 'Please try again.',
} as const;

/** Field labels shared by the sign-in, sign-up and settings forms (ours; the spec names the fields only). */
export const FIELD_LABELS = {
  username: 'Username',
  loginUsername: 'Username or email',
  fullName: 'Full Name',
  email: 'Email',
  phone: 'Phone Number',
  company: 'Company',
  password: 'Password',
  confirmPassword: 'Confirm Password',
  currentPassword: 'Current Password',
  newPassword: 'New Password',
  confirmNewPassword: 'Confirm New Password',
  sellerType: 'Seller Type',
  individual: 'Individual',
  business: 'Business',
  businessName: 'Business name',
  avatarUrl: 'Avatar URL',
  newsletter: 'Send me the Dockside newsletter',
  termsBefore: 'I agree to the ',
  termsLink: 'Terms of Service',
  termsMiddle: ' and ',
  privacyLink: 'Privacy Policy',
  passwordHint: 'At least 8 characters, with a number and a special character.',
  companyHint: 'Leave empty if you are not a business.',
  avatarHint: 'An https:// link to a square image.',
} as const;

/** Seller sign-up (/sell-boat-parts/register): spec §2 names the parts; the wording is ours. */
export const SELLER_TEXTS = {
  heading: 'Sell Your Parts',
  title: 'Seller Sign-Up',
  intro: 'Create a seller account and list your first boat part in minutes.',
  formHeading: 'Create Your Seller Account',
  submit: 'Create Seller Account',
  haveAccount: 'Already have an account?',
  signInLink: 'Sign in',
  whySellHeading: 'Why sell on Dockside?',
  whySell: [
    { title: 'Targeted buyers', text: 'Reach boat owners, marinas and repair yards who are looking for exactly the parts you have.' },
    { title: 'Simplified listings', text: 'List a part in a few steps: photos, a short description and your price.' },
    { title: 'Free basic listings', text: 'Basic listings are free. Featured listings are an option when you want more visibility.' },
  ],
  promoHeading: 'Clear out the garage, fund the next season',
  promoText: 'Boat owners save up to 70% on used parts. Your spare parts could be exactly what another sailor needs.',
} as const;

/** Account dashboard (/account). */
export const DASHBOARD_TEXTS = {
  title: 'Account Dashboard',
  welcome: (name: string) => `Welcome, ${name}`,
  guest: 'Guest',
  guestNoteBefore: 'You are browsing as a guest. ',
  guestNoteLink: 'Sign in',
  guestNoteAfter: ' to manage your listings, saved parts and messages.',
  listNewPart: 'List New Part',
  signIn: 'Sign In',
  tabs: {
    messages: 'Messages',
    listings: 'My Listings',
    saved: 'Saved Parts',
    boat: 'My Boat',
    settings: 'Account Settings',
  },
  viewAllMessages: 'View All Messages',
  messagesPlaceholder: 'Your conversations with buyers and sellers will appear here. They are coming with the messages feature.',
} as const;

/** Account Settings tab (spec §2 names it; docs/architecture.md §1.2 asks for working forms; the wording is ours). */
export const SETTINGS_TEXTS = {
  profileHeading: 'Edit Profile',
  profileIntro: 'This is how other members see you.',
  usernameReadOnly: 'Your username cannot be changed.',
  saveProfile: 'Save Profile',
  savingProfile: 'Saving...',
  profileUpdatedTitle: 'Profile updated',
  profileUpdatedDescription: 'Your profile has been saved.',
  profileFailedTitle: 'Profile not updated',
  profileFailedFallback: 'Your profile could not be saved. Please try again.',
  passwordHeading: 'Change Password',
  passwordIntro: 'Changing your password signs you out on every other device.',
  changePassword: 'Change Password',
  changingPassword: 'Changing...',
  passwordChangedTitle: 'Password changed',
  passwordChangedDescription: 'Your password has been changed. Other devices were signed out.',
  passwordChangedNote: (devices: number) =>
    devices === 1
      ? 'Your password has been changed. 1 other device was signed out.'
      : `Your password has been changed. ${devices} other devices were signed out.`,
  passwordFailedTitle: 'Password not changed',
  passwordFailedFallback: 'Your password could not be changed. Please try again.',
  notificationsHeading: 'Notification Preferences',
  notificationsIntro: 'Choose how Dockside tells you about new messages.',
  notifyBrowser: 'Browser notifications',
  notifyBrowserHint: 'Show a notification in this browser when a message arrives.',
  notifyEmail: 'Email notifications',
  notifyEmailHint: 'Send an email when a message arrives while you are away.',
  notifyBrowserOn: 'Browser notifications enabled',
  notifyBrowserOff: 'Browser notifications disabled',
  notifyEmailOn: 'Email notifications enabled',
  notifyEmailOff: 'Email notifications disabled',
  notifyDescriptionOn: 'You will be notified when you receive a new message.',
  notifyDescriptionOff: 'You will no longer be notified this way.',
  notifyFailedTitle: 'Preference not saved',
} as const;

/** Header user menu (spec §2 Header). */
export const USER_MENU_TEXTS = {
  triggerLabel: (username: string) => `Account menu for ${username}`,
  dashboard: 'Dashboard',
  listings: 'My Listings',
  saved: 'Saved Parts',
  settings: 'Account Settings',
  admin: 'Admin',
  logout: 'Log out',
} as const;

/** /account tabs, selected by `?tab=` (the user menu links to them). */
export const ACCOUNT_TABS = ['messages', 'listings', 'saved', 'boat', 'settings'] as const;
export type AccountTab = (typeof ACCOUNT_TABS)[number];

/** Where each kind of sign-up lands (spec §2). */
export const AFTER_SIGN_IN_PATH = '/account';
export const AFTER_SELLER_SIGN_UP_PATH = '/boat-parts/create';
export const SIGN_IN_PATH = '/auth';
