import type { CurrentUser } from '@dockside/shared/accounts';
import { create } from 'zustand';
import { getCurrentUser } from '../api/get-current-user';

/**
 * `CURRENT_USER_STORAGE_KEY` of @dockside/shared/accounts (a test keeps them equal). This store is in the
 * first-load bundle; a value import of the accounts entry point would pull every accounts schema into it.
 */
export const CURRENT_USER_STORAGE_KEY = 'currentUser';
/** `NO_SESSION_META` of @dockside/shared/common (a test keeps them equal; a value import adds a chunk to the entry). */
export const NO_SESSION_META = 'dockside-session';

/**
 * 'idle': only the stored user is known (nobody asked the server yet); 'loading': the first GET /api/user
 * is on its way; 'ready': the server answered (or could not be reached, see {@link refreshSession}).
 */
export type SessionStatus = 'idle' | 'loading' | 'ready';

interface SessionState {
  user: CurrentUser | null;
  status: SessionStatus;
  /**
   * True while a sign-in, sign-up or sign-out navigates on its own: the "signed-in users leave /auth"
   * redirect must not cut the spec's 500 ms welcome delay short, and a login-required screen must not send
   * a user who just logged out to /auth instead of home.
   */
  handoff: boolean;
}

/** Spec §2/§3: the current user is cached in browser storage and seeds the session at start. */
export function readStoredUser(): CurrentUser | null {
  try {
    const raw = localStorage.getItem(CURRENT_USER_STORAGE_KEY);
    return raw ? parseStoredUser(raw) : null;
  } catch {
    // Storage can be unavailable (private mode, quota, blocked cookies): behave as signed out.
    return null;
  }
}

function parseStoredUser(raw: string): CurrentUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (
      value &&
      typeof value === 'object' &&
      typeof (value as CurrentUser).id === 'number' &&
      typeof (value as CurrentUser).username === 'string'
    ) {
      return value as CurrentUser;
    }
  } catch {
    // A corrupt entry is the same as none.
  }
  return null;
}

function writeStoredUser(user: CurrentUser | null) {
  try {
    if (user) localStorage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(user));
    else localStorage.removeItem(CURRENT_USER_STORAGE_KEY);
  } catch {
    // Not being able to cache the user only costs a spinner on the next start.
  }
}

/**
 * The page's request had no session cookie (the server says so, see {@link takeNoSessionHint}): a user kept
 * from an ended session is not shown — the server rendered this page signed out, and the first render must
 * match it (docs/architecture.md §5.4).
 */
const signedOutForSure = () =>
  typeof document !== 'undefined' && document.querySelector(`meta[name="${NO_SESSION_META}"][content="none"]`) !== null;

export const useSessionStore = create<SessionState>()(() => ({
  user: signedOutForSure() ? null : readStoredUser(),
  status: 'idle',
  handoff: false,
}));

/**
 * Bumped by every local change of the user (sign-in, sign-out, profile edit). A GET /api/user that was
 * sent before such a change answers about the old session, so its answer is dropped.
 */
let generation = 0;
let inFlight: Promise<void> | null = null;
let checkAgain = false;
let listeningToOtherTabs = false;

/** Sign-in, sign-up or profile update: the user the server just returned. */
export function setSessionUser(user: CurrentUser, options: { handoff?: boolean } = {}): void {
  generation += 1;
  writeStoredUser(user);
  useSessionStore.setState((state) => ({ user, status: 'ready', handoff: options.handoff ?? state.handoff }));
}

/** Sign-out (or a 401): forget the user here and in storage. */
export function clearSession(options: { handoff?: boolean } = {}): void {
  generation += 1;
  writeStoredUser(null);
  useSessionStore.setState({ user: null, status: 'ready', handoff: options.handoff ?? false });
}

/** The sign-in, sign-up or sign-out has navigated on; redirects apply again. */
export function endHandoff(): void {
  if (useSessionStore.getState().handoff) useSessionStore.setState({ handoff: false });
}

/**
 * Asks the server who is signed in. 401 → signed out (storage cleared). When the server cannot be
 * reached (offline at the marina) the stored user is kept: the app works from its local data and the
 * API itself still refuses anything that needs a session.
 */
export function refreshSession(): Promise<void> {
  if (inFlight) {
    // Asked while a check is out (e.g. right after the e-mail was verified): its answer may predate the
    // change, so the server is asked once more after it; callers wait for both.
    checkAgain = true;
    return inFlight;
  }
  if (takeNoSessionHint()) {
    clearSession();
    return Promise.resolve();
  }
  const started = generation;
  if (useSessionStore.getState().status === 'idle') useSessionStore.setState({ status: 'loading' });

  inFlight = getCurrentUser()
    .then(
      (user) => {
        if (started !== generation) return;
        if (user) setSessionUser(user);
        else clearSession();
      },
      () => {
        if (started !== generation) return;
        useSessionStore.setState({ status: 'ready' });
      },
    )
    .finally(() => {
      inFlight = null;
    })
    .then(() => {
      if (!checkAgain) return;
      checkAgain = false;
      return refreshSession();
    });
  return inFlight;
}

/** Whether the server said this page's request had no session cookie: signed out for sure, no need to ask. Read once. */
function takeNoSessionHint(): boolean {
  if (typeof document === 'undefined') return false;
  const hint = document.querySelector<HTMLMetaElement>(`meta[name="${NO_SESSION_META}"]`);
  hint?.remove();
  return hint?.content === 'none';
}

/** Starts the first refresh once, and follows sign-in/sign-out in other tabs. Safe to call often. */
export function ensureSessionLoaded(): void {
  if (!listeningToOtherTabs && typeof window !== 'undefined') {
    listeningToOtherTabs = true;
    window.addEventListener('storage', (event) => {
      if (event.key !== CURRENT_USER_STORAGE_KEY && event.key !== null) return;
      generation += 1;
      useSessionStore.setState({ user: event.newValue ? parseStoredUser(event.newValue) : null });
    });
  }
  if (useSessionStore.getState().status === 'idle') void refreshSession();
}

export const useCurrentUser = () => useSessionStore((state) => state.user);
export const useSessionStatus = () => useSessionStore((state) => state.status);
export const useSessionHandoff = () => useSessionStore((state) => state.handoff);

/** The name the screens greet the user with (spec: full name or username). */
export function displayName(user: Pick<CurrentUser, 'fullName' | 'username'>): string {
  return user.fullName?.trim() || user.username;
}
