import type { CurrentUser } from '@dockside/shared/accounts';
import type { SessionStatus } from '../stores/session.store';

export type ProtectedRouteDecision = 'render' | 'spinner' | 'redirect';

/**
 * Spec §2: login-required routes redirect to /auth when there is neither a signed-in user nor a stored
 * current user; while loading with no stored user a spinner shows. The store holds the stored user from
 * the start, so "a user" covers both. During a sign-out (`handoff`) the logout itself navigates home.
 */
export function protectedRouteDecision(user: CurrentUser | null, status: SessionStatus, handoff = false): ProtectedRouteDecision {
  if (user) return 'render';
  return status === 'ready' && !handoff ? 'redirect' : 'spinner';
}

export type GuestRouteDecision = 'render' | 'spinner' | 'redirect';

/**
 * Spec §2/§6: signed-in users are sent away from /auth and the seller sign-up, unless a form on that
 * screen has just signed them in and is about to navigate itself (`handoff`). The seller sign-up shows
 * a full-page spinner while auth loads (`spinnerWhileLoading`).
 */
export function guestRouteDecision(
  user: CurrentUser | null,
  status: SessionStatus,
  handoff: boolean,
  spinnerWhileLoading: boolean,
): GuestRouteDecision {
  if (user) return handoff ? 'render' : 'redirect';
  if (spinnerWhileLoading && status !== 'ready') return 'spinner';
  return 'render';
}
