import { useEffect, type ReactNode } from 'react';
import { Navigate, Outlet } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { SIGN_IN_PATH } from '../accounts.constants';
import { endHandoff, ensureSessionLoaded, useCurrentUser, useSessionHandoff, useSessionStatus } from '../stores/session.store';
import { protectedRouteDecision } from '../utils/route-access';

/**
 * Wraps login-required routes (spec §2): renders them for a signed-in or stored user, shows a spinner
 * while the first session check runs without a stored user, and otherwise sends the visitor to /auth.
 * Used as a layout route (renders the matched child) or around `children`.
 */
export function RequireAuth({ children }: { children?: ReactNode }) {
  const user = useCurrentUser();
  const status = useSessionStatus();
  const handoff = useSessionHandoff();

  useEffect(() => {
    ensureSessionLoaded();
    // A sign-out's hand-off (see useLogout) ends when its screen is left, or when the next one opens.
    endHandoff();
    return () => endHandoff();
  }, []);

  switch (protectedRouteDecision(user, status, handoff)) {
    case 'render':
      return children ?? <Outlet />;
    case 'spinner':
      return <PageLoading />;
    case 'redirect':
      // Spec §2: after signing in the user goes to /account, so the page asked for is not remembered.
      return <Navigate to={SIGN_IN_PATH} replace />;
  }
}
