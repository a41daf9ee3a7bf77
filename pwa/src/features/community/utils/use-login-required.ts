import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '@/components/ui/toaster';
import { COMMUNITY_TEXTS, SIGN_IN_PATH } from '../community.constants';

/**
 * Spec §6: a signed-out visitor who votes, answers or asks gets the toast 'Login Required' with the
 * action's text and is sent to /auth.
 */
export function useLoginRequired(): (description: string) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (description: string) => {
      toast({ title: COMMUNITY_TEXTS.loginRequired, description, type: 'warning' });
      void navigate(SIGN_IN_PATH, { state: { from: `${location.pathname}${location.search}` } });
    },
    [navigate, location.pathname, location.search],
  );
}
