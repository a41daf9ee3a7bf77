import type { CurrentUser } from '@dockside/shared/accounts';
import { Link } from 'react-router';
import { css } from 'styled-system/css';
import { USER_MENU_TEXTS } from '../accounts.constants';
import { discStyles } from '@/components/ui/disc';

/** What the user-menu button shows: an initial and (from tablet width) the username. */
export function UserMenuTriggerContent({ user }: { user: Pick<CurrentUser, 'username'> }) {
  return (
    <>
      <span className={userMenuTriggerStyles.avatar} aria-hidden="true">
        {user.username.charAt(0).toUpperCase()}
      </span>
      <span className={userMenuTriggerStyles.name}>{user.username}</span>
    </>
  );
}

/** The header shows this while the menu's code loads, so nothing moves when it arrives. */
export function UserMenuPlaceholder({ user }: { user: Pick<CurrentUser, 'username'> }) {
  return (
    <span className={userMenuTriggerStyles.trigger}>
      <UserMenuTriggerContent user={user} />
    </span>
  );
}

/**
 * Stands in for the menu when its code cannot be loaded (offline on a first visit, or a new release
 * replaced the file): a link to the dashboard, where everything the menu offers is reachable.
 */
export function UserMenuFallback({ user }: { user: Pick<CurrentUser, 'username'> }) {
  return (
    <Link to="/account" className={userMenuTriggerStyles.trigger} aria-label={`${USER_MENU_TEXTS.dashboard}: ${user.username}`}>
      <UserMenuTriggerContent user={user} />
    </Link>
  );
}

export const userMenuTriggerStyles = {
  trigger: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    minHeight: 'touch',
    minWidth: 'touch',
    px: '1.5',
    borderRadius: 'control',
    color: 'fg.inverted',
    fontWeight: 'semibold',
    textDecoration: 'none',
    cursor: 'pointer',
    // Darker under the pointer and while its menu is open.
    '&:is(:hover, [aria-expanded=true])': { bg: 'navy.800' },
  }),
  avatar: discStyles({ size: '8', tone: 'signal' }),
  name: css({
    display: { base: 'none', md: 'inline' },
    maxWidth: '12rem',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  }),
};
