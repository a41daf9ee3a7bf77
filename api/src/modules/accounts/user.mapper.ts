import type { CurrentUser } from '@dockside/shared/accounts';
import type { User } from '../users/user.entity';

/** The signed-in user's own view of their account. Never includes the password hash. */
export function toCurrentUser(user: User): CurrentUser {
  return {
    id: user.id,
    username: user.username,
    fullName: user.fullName,
    email: user.email,
    company: user.company,
    avatarUrl: user.avatarUrl,
    role: user.role,
    sellerType: user.sellerType,
    businessName: user.businessName,
    phone: user.phone,
    isOnline: user.isOnline,
    newsletterSubscribed: user.newsletterSubscribed,
    notifyBrowser: user.notifyBrowser,
    notifyEmail: user.notifyEmail,
    alertEmails: user.alertEmails,
    emailVerified: !!user.emailVerifiedAt,
    createdAt: user.createdAt.toISOString(),
  };
}
