import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { endHandoff, ensureSessionLoaded, useCurrentUser, useSessionHandoff, useSessionStatus } from '../stores/session.store';
import { guestRouteDecision } from '../utils/route-access';

interface RedirectIfSignedInProps {
  /** Where a signed-in visitor goes instead (spec §2: /account from /auth, /boat-parts/create from seller sign-up). */
  to: string;
  /** Seller sign-up: a full-page spinner while auth loads. */
  spinnerWhileLoading?: boolean;
  children: ReactNode;
}

/** For the sign-in and sign-up screens: signed-in users do not see them. */
export function RedirectIfSignedIn({ to, spinnerWhileLoading = false, children }: RedirectIfSignedInProps) {
  const user = useCurrentUser();
  const status = useSessionStatus();
  const handoff = useSessionHandoff();

  useEffect(() => {
    ensureSessionLoaded();
    // A hand-off belongs to a form on this screen: one left over from elsewhere ends here, and leaving
    // the screen ends the form's, whoever navigated.
    endHandoff();
    return () => endHandoff();
  }, []);

  switch (guestRouteDecision(user, status, handoff, spinnerWhileLoading)) {
    case 'render':
      return children;
    case 'spinner':
      return <PageLoading />;
    case 'redirect':
      return <Navigate to={to} replace />;
  }
}
