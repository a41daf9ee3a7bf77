import type { UserRole } from '@dockside/shared/accounts';
import { GRANTABLE_ROLES, MODERATION_MESSAGES, type AdminUser, type GrantableRole } from '@dockside/shared/moderation';
import { useCallback, useId, useRef, useState, type FormEvent } from 'react';
import { css } from 'styled-system/css';
import { badge } from 'styled-system/recipes';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/field';
import { Select } from '@/components/ui/select';
import { ADMIN_PAGE_SIZE, ADMIN_TEXTS as T } from '../admin.constants';
import { liftSuspension } from '../api/lift-suspension';
import { searchUsers } from '../api/search-users';
import { setUserRole } from '../api/set-user-role';
import { suspendUser } from '../api/suspend-user';
import { formatDay } from '../utils/admin-format';
import { runAdminAction } from '../utils/run-admin-action';
import { useAdminList } from '../utils/use-admin-list';
import { useBusyRows } from '../utils/use-busy-rows';
import { useDialogTarget } from '../utils/use-dialog-target';
import { AdminListState, LoadMore } from './admin-list-state';
import { AdminPanel, adminStyles } from './admin-panel';
import { SuspendDialog } from './suspend-dialog';

export interface AdminViewer {
  id: number;
  role: UserRole;
}

/**
 * Users: search, suspend / lift, and (admins only) grant or take back expert and moderator. Admins are
 * managed from the command line, nobody acts on their own account, and only admins suspend moderators.
 */
export function UsersPanel({ viewer }: { viewer: AdminViewer }) {
  const [q, setQ] = useState('');
  const load = useCallback((before?: number) => searchUsers(q, ADMIN_PAGE_SIZE, before), [q]);
  const list = useAdminList(load, { pageSize: ADMIN_PAGE_SIZE });
  const headingRef = useRef<HTMLHeadingElement>(null);
  const dialog = useDialogTarget<AdminUser>(headingRef);
  const searchId = useId();

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (next === q) list.reload();
    else setQ(next);
  };

  const suspend = async (user: AdminUser, reason: string) => {
    const result = await runAdminAction(() => suspendUser(user.id, reason), { title: T.suspendedToast(user.username) });
    if (!result.ok) return result.message;
    list.replace(result.value);
    dialog.close();
    return null;
  };

  const busy = useBusyRows();

  const lift = (user: AdminUser) =>
    busy.run(user.id, async () => {
      const result = await runAdminAction(() => liftSuspension(user.id), { title: T.liftedToast(user.username) });
      if (result.ok) list.replace(result.value);
    });

  const changeRole = (user: AdminUser, role: GrantableRole) =>
    busy.run(user.id, async () => {
      const result = await runAdminAction(() => setUserRole(user.id, role), { title: T.roleChangedToast(user.username, T.roles[role]) });
      // Refused: the select goes back to the role the server still has.
      list.replace(result.ok ? result.value : { ...user });
    });

  return (
    <AdminPanel title={T.sections.users} headingRef={headingRef}>
      <form role="search" className={styles.search} onSubmit={search}>
        <div className={styles.searchField}>
          <label htmlFor={searchId} className={styles.searchLabel}>
            {T.usersSearchLabel}
          </label>
          <Input id={searchId} name="q" type="search" defaultValue={q} placeholder={T.usersSearchHint} maxLength={100} />
        </div>
        <Button type="submit" variant="primary">
          {T.search}
        </Button>
      </form>
      <AdminListState list={list} emptyHeading={T.usersEmptyHeading} emptyText={T.usersEmptyText}>
        <ul className={adminStyles.list} aria-label={T.usersListLabel}>
          {list.items.map((user) => (
            <UserRow
              key={user.id}
              user={user}
              viewer={viewer}
              busy={busy.isBusy(user.id)}
              onSuspend={(trigger) => dialog.open(user, trigger)}
              onLift={() => void lift(user)}
              onRole={(role) => void changeRole(user, role)}
            />
          ))}
        </ul>
        <LoadMore hasMore={list.hasMore} error={list.error} loadingMore={list.loadingMore} onLoadMore={() => void list.loadMore()} />
      </AdminListState>
      <SuspendDialog target={dialog.target} onClose={dialog.close} onSuspend={suspend} finalFocusEl={dialog.finalFocusEl} />
    </AdminPanel>
  );
}

interface UserRowProps {
  user: AdminUser;
  viewer: AdminViewer;
  /** A call for this user is on its way. */
  busy: boolean;
  onSuspend: (trigger: HTMLElement) => void;
  onLift: () => void;
  onRole: (role: GrantableRole) => void;
}

function UserRow({ user, viewer, busy, onSuspend, onLift, onRole }: UserRowProps) {
  const roleId = useId();
  const self = user.id === viewer.id;
  const isAdmin = user.role === 'admin';
  const viewerIsAdmin = viewer.role === 'admin';
  const canSuspend = !self && !isAdmin && (viewerIsAdmin || user.role !== 'moderator');
  const canChangeRole = viewerIsAdmin && !self && !isAdmin;

  return (
    <li className={adminStyles.card}>
      <div className={adminStyles.body}>
        <h3 className={adminStyles.title}>
          {user.username}
          {self ? <span className={styles.you}> {T.you}</span> : null}
        </h3>
        <div className={adminStyles.badges}>
          <span className={badge({ tone: user.suspendedAt ? 'featured' : 'success' })}>{user.suspendedAt ? T.suspended : T.active}</span>
        </div>
        <dl className={adminStyles.facts}>
          <dt className={adminStyles.term}>{T.name}</dt>
          <dd>{user.fullName}</dd>
          <dt className={adminStyles.term}>{T.email}</dt>
          <dd className={adminStyles.text}>{user.email}</dd>
          <dt className={adminStyles.term}>{T.joined}</dt>
          <dd>{formatDay(user.createdAt)}</dd>
          {canChangeRole ? null : (
            <>
              <dt className={adminStyles.term}>{T.role}</dt>
              <dd>{T.roles[user.role]}</dd>
            </>
          )}
          {user.suspensionReason ? (
            <>
              <dt className={adminStyles.term}>{T.suspensionReason}</dt>
              <dd className={adminStyles.text}>{user.suspensionReason}</dd>
            </>
          ) : null}
        </dl>
        {isAdmin ? <p className={styles.note}>{MODERATION_MESSAGES.adminsFromCommandLine}</p> : null}
      </div>
      <div className={adminStyles.actions}>
        {canChangeRole ? (
          <div className={styles.roleField}>
            <label htmlFor={roleId} className={styles.searchLabel}>
              {T.roleLabel(user.username)}
            </label>
            <Select
              id={roleId}
              fit="content"
              value={user.role}
              disabled={busy}
              onChange={(event) => onRole(event.target.value as GrantableRole)}
            >
              {GRANTABLE_ROLES.map((role) => (
                <option key={role} value={role}>
                  {T.roles[role]}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
        {canSuspend && user.suspendedAt ? (
          <Button
            variant="outline"
            size="sm"
            onClick={onLift}
            disabled={busy}
            aria-busy={busy}
            aria-label={`${T.liftSuspension} ${user.username}`}
          >
            {T.liftSuspension}
          </Button>
        ) : null}
        {canSuspend && !user.suspendedAt ? (
          <Button
            variant="danger"
            size="sm"
            onClick={(event) => onSuspend(event.currentTarget)}
            aria-label={`${T.suspend} ${user.username}`}
          >
            {T.suspend}
          </Button>
        ) : null}
      </div>
    </li>
  );
}

const styles = {
  search: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: '3' }),
  searchField: css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: '14rem' }),
  searchLabel: css({ fontWeight: 'medium', fontSize: 'sm' }),
  roleField: css({ display: 'flex', flexDirection: 'column', gap: '1' }),
  you: css({ color: 'fg.muted', fontWeight: 'normal', fontSize: 'md' }),
  note: css({ color: 'fg.muted', fontSize: 'sm' }),
};
