import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { clearPrivateData, unsentWorkCount } from '@/lib/db/private-data';
import { AUTH_TEXTS } from '../accounts.constants';
import { logout } from '../api/logout';
import { clearSession, useSessionStore } from '../stores/session.store';
import { parseApiError } from './auth-errors';

/** Spec §4/§8: logout → toast 'Logged out' then /; failure → toast 'Logout failed' with the message. */
export function useLogout() {
  const navigate = useNavigate();
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      const userId = useSessionStore.getState().user?.id;
      // Drafts and queued changes stay on this device only if the user says so (shared phones, docs/architecture.md §6).
      let keepUnsentWork = false;
      if (userId !== undefined) {
        const unsent = await unsentWorkCount(userId).catch(() => 0);
        keepUnsentWork = unsent > 0 && window.confirm(AUTH_TEXTS.keepUnsentWork(unsent));
      }
      await logout();
      if (userId !== undefined)
        await clearPrivateData(userId, { keepUnsentWork }).catch((error: unknown) => console.error('Clearing private data failed', error));
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
