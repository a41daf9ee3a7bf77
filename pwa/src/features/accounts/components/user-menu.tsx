import type { CurrentUser } from '@dockside/shared/accounts';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { Menu } from '@/components/ui/menu';
import { USER_MENU_TEXTS } from '../accounts.constants';
import { useLogout } from '../utils/use-logout';
import { UserMenuTriggerContent, userMenuTriggerStyles } from './user-menu-trigger';

const LINKS = [
  { value: 'dashboard', label: USER_MENU_TEXTS.dashboard, to: '/account' },
  { value: 'listings', label: USER_MENU_TEXTS.listings, to: '/account?tab=listings' },
  { value: 'saved', label: USER_MENU_TEXTS.saved, to: '/account?tab=saved' },
  { value: 'settings', label: USER_MENU_TEXTS.settings, to: '/account?tab=settings' },
] as const;

/** The admin area's entry, for the roles that may open it (docs/decisions.md "Moderation"). Only a link: no admin code loads here. */
const ADMIN_LINK = { value: 'admin', label: USER_MENU_TEXTS.admin, to: '/admin' } as const;
const canModerate = (user: CurrentUser) => user.role === 'moderator' || user.role === 'admin';

/**
 * Spec §2 Header, signed in: username and e-mail, Dashboard, My Listings, Saved Parts, Account Settings
 * (all on /account, each opening its tab), Admin for moderators and admins, and Log out. Default export: the header loads it lazily, which
 * keeps the menu's code out of the first page load.
 */
export default function UserMenu({ user, badge }: { user: CurrentUser; badge?: (id: string) => ReactNode }) {
  const { signOut, pending } = useLogout();
  const badgeId = useId();
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }}>
      <Menu.Trigger
        className={userMenuTriggerStyles.trigger}
        aria-label={USER_MENU_TEXTS.triggerLabel(user.username)}
        aria-describedby={badge ? badgeId : undefined}
      >
        <UserMenuTriggerContent user={user} />
        {/* e.g. the unread messages count, passed in by the app (features do not import each other) */}
        {badge?.(badgeId)}
      </Menu.Trigger>
      <Menu.Content>
        <Menu.ItemGroup>
          <Menu.ItemGroupLabel className={styles.identity}>
            <span className={styles.username}>{user.username}</span>
            <span className={styles.email}>{user.email}</span>
          </Menu.ItemGroupLabel>
          <Menu.Separator />
          {(canModerate(user) ? [...LINKS, ADMIN_LINK] : LINKS).map((link) => (
            <Menu.Item key={link.value} value={link.value} asChild>
              <Link to={link.to}>{link.label}</Link>
            </Menu.Item>
          ))}
          <Menu.Separator />
          <Menu.Item value="logout" disabled={pending} onSelect={() => void signOut()}>
            {USER_MENU_TEXTS.logout}
          </Menu.Item>
        </Menu.ItemGroup>
      </Menu.Content>
    </Menu.Root>
  );
}

const styles = {
  identity: css({ display: 'flex', flexDirection: 'column', gap: '0.5' }),
  username: css({ color: 'fg', fontWeight: 'semibold', fontSize: 'md' }),
  email: css({ color: 'fg.muted', fontSize: 'sm', wordBreak: 'break-all' }),
};
