import type { CurrentUser } from '@dockside/shared/accounts';

/** The signed-in user as GET /api/user returns it, with overrides. */
export function currentUserFactory(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    username: 'sailor_sam',
    fullName: 'Sam Okafor',
    email: 'sam@example.com',
    company: 'Individual',
    avatarUrl: null,
    role: 'member',
    sellerType: null,
    businessName: null,
    phone: null,
    isOnline: false,
    newsletterSubscribed: false,
    notifyBrowser: true,
    notifyEmail: true,
    alertEmails: true,
    emailVerified: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
