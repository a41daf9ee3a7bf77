import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { AUTH_TEXTS } from '../accounts.constants';
import { logout } from '../api/logout';
import { clearSession } from '../stores/session.store';
import { parseApiError } from './auth-errors';

/** Spec §4/§8: logout → toast 'Logged out' then /; failure → toast 'Logout failed' with the message. */
export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await logout();
      // The hand-off keeps a login-required screen from sending the user to /auth on the way home; the
      // screen ends it when it goes (the route change commits later than navigate() resolves).
      clearSession({ handoff: true });
      toast({ title: AUTH_TEXTS.loggedOutTitle, description: AUTH_TEXTS.loggedOutDescription, type: 'success' });
      await navigate('/');
    } catch (error) {
      toast({ title: AUTH_TEXTS.logoutFailedTitle, description: parseApiError(error).message ?? AUTH_TEXTS.logoutFallback, type: 'error' });
    } finally {
      setPending(false);
    }
  };

  return { signOut, pending };
}
