import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { NotFound } from '@/components/layout/not-found';
import { PageLoading } from '@/components/layout/page-loading';
import { ADMIN_AREA_ROLES, ADMIN_SECTIONS, type AdminSection } from '@/features/admin/admin.constants';
import { AdminArea } from '@/features/admin/components/admin-area';
import { ensureSessionLoaded, useCurrentUser, useSessionStatus } from '@/features/accounts/stores/session.store';

function sectionFrom(value: string | null): AdminSection {
  return ADMIN_SECTIONS.find((section) => section === value) ?? 'queue';
}

/**
 * /admin, for moderators and admins only (docs/decisions.md "Moderation"). Anyone else, signed out included, gets the
 * not-found page and the admin area's code never asks the API anything for them. The section comes from
 * `?tab=` (a query, not a path: a path change moves focus to <main>, which would pull it off the tabs).
 */
export default function AdminRoute() {
  const user = useCurrentUser();
  const status = useSessionStatus();
  const [searchParams, setSearchParams] = useSearchParams();

  useEffect(() => ensureSessionLoaded(), []);

  if (!user) return status === 'ready' ? <NotFound /> : <PageLoading />;
  if (!ADMIN_AREA_ROLES.some((role) => role === user.role)) return <NotFound />;

  const selectSection = (next: AdminSection) => {
    setSearchParams(next === 'queue' ? {} : { tab: next }, { replace: true });
  };

  return (
    <AdminArea section={sectionFrom(searchParams.get('tab'))} onSectionChange={selectSection} viewer={{ id: user.id, role: user.role }} />
  );
}
