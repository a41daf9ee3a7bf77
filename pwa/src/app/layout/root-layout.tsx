import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { css } from 'styled-system/css';
import { listenForInstallPrompt } from '@/components/pwa/install-prompt';
import { PwaNotices } from '@/components/pwa/pwa-notices';
import { OfflineDataNotice } from '@/components/sync/offline-data-notice';
import { UserMenuFallback, UserMenuPlaceholder } from '@/features/accounts/components/user-menu-trigger';
import { ensureSessionLoaded, useCurrentUser } from '@/features/accounts/stores/session.store';
import { Footer } from './footer';
import { Header } from './header';
import { Toaster } from '@/components/ui/toaster';

export const MAIN_CONTENT_ID = 'main-content';
export const APP_READY_ATTRIBUTE = 'data-app-ready';

// Chromium may offer installation right after load: keep the offer for the header's Install button.
if (typeof window !== 'undefined') listenForInstallPrompt();

// The menu (and Ark's menu machinery) loads only for signed-in users, after the first paint. If its file
// cannot be loaded, a link to the dashboard takes its place: the header must never take the app down.
const UserMenu = lazy(() => import('@/features/accounts/components/user-menu').catch(() => ({ default: UserMenuFallback })));

// The unread messages count on the user menu: its own chunk (no socket), for signed-in users only.
const UnreadBadge = lazy(() => import('@/features/chat/components/unread-badge'));

// The pending-changes badge reads the outbox (Dexie): its own chunk, for signed-in users only.
const SyncStatus = lazy(() => import('@/components/sync/sync-status'));

/** Spec §2 Header: the signed-in user's menu, or nothing (the header then shows Sign In). */
function HeaderUserMenu() {
  const user = useCurrentUser();
  if (!user) return null;
  return (
    <Suspense fallback={<UserMenuPlaceholder user={user} />}>
      <UserMenu
        user={user}
        badge={(id) => (
          <Suspense fallback={null}>
            <UnreadBadge id={id} userId={user.id} />
          </Suspense>
        )}
      />
    </Suspense>
  );
}

/** Landmarks every screen shares: skip link, header, main, footer, and the toast region. */
export function AppShell({ children }: { children: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const previousPath = useRef(pathname);
  const user = useCurrentUser();
  const signedIn = user !== null;

  // Spec §7: the current user is seeded from storage and refreshed from GET /api/user once per start.
  useEffect(() => ensureSessionLoaded(), []);
  // The app runs the page (a server-rendered one is hydrated, docs/architecture.md §5.4): `<html data-app-ready>`. Clicks
  // and typing before this reach only the server's markup; the end-to-end tests wait for it after a load.
  useEffect(() => document.documentElement.setAttribute(APP_READY_ATTRIBUTE, ''), []);

  // After a client-side navigation, move focus to the new content so keyboard and screen-reader users
  // start at the top of the screen instead of on the link they pressed (a full page load does this itself).
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
    // The server's head tags (canonical, link previews, structured data) describe the first page only.
    for (const tag of document.head.querySelectorAll('[data-page-head]')) tag.remove();
  }, [pathname]);

  return (
    <div className={styles.shell}>
      <a href={`#${MAIN_CONTENT_ID}`} className={styles.skipLink}>
        Skip to main content
      </a>
      <Header userMenu={signedIn ? <HeaderUserMenu /> : undefined} />
      <OfflineDataNotice />
      <main id={MAIN_CONTENT_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {user ? (
        <Suspense fallback={null}>
          <SyncStatus userId={user.id} />
        </Suspense>
      ) : null}
      <Footer />
      <PwaNotices />
      {/* Loads the toast region (Ark's toast machine, its own chunk) with the first toast (docs/architecture.md §5.4). */}
      <Toaster />
    </div>
  );
}

/** The root route's element. */
export function RootLayout() {
  return (
    <AppShell>
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  );
}

const styles = {
  shell: css({ display: 'flex', flexDirection: 'column', minHeight: '100dvh' }),
  // At least a screen tall: while a route's code or data loads, the footer stays below the fold instead of
  // being pushed down when the content arrives (Lighthouse measured a layout shift of 0.65 on mobile).
  main: css({ flex: '1', display: 'flex', flexDirection: 'column', outline: 'none', minHeight: '100dvh' }),
  skipLink: css({
    position: 'absolute',
    top: '2',
    insetStart: '2',
    zIndex: 'skipNav',
    px: '4',
    py: '3',
    bg: 'signal',
    color: 'signal.fg',
    fontWeight: 'bold',
    borderRadius: 'control',
    transform: 'translateY(-200%)',
    _focus: { transform: 'translateY(0)' },
  }),
};
