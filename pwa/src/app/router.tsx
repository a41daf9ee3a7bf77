import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { PageLoading } from '@/components/layout/page-loading';
import { RequireAuth } from '@/features/accounts/components/require-auth';
import { RootLayout } from './layout/root-layout';
import { RootErrorBoundary, RouteErrorBoundary } from './route-error-boundary';

/** A lazily loaded screen: each route file default-exports its component and becomes its own chunk. */
const screen = (load: () => Promise<{ default: ComponentType }>): RouteObject['lazy'] => {
  return async () => ({ Component: (await load()).default });
};

const home = screen(() => import('./routes/home/home'));
const expertAdvice = screen(() => import('./routes/about/expert-advice'));
const privacy = screen(() => import('./routes/legal/privacy'));
const terms = screen(() => import('./routes/legal/terms'));
const askQuestion = screen(() => import('./routes/expert-questions/ask'));

/** Spec §2 route table. Paths that show the same page share one lazy module. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RootErrorBoundary />,
    children: [
      {
        // Pathless: errors and first-load spinners of a screen render inside the header/footer layout.
        errorElement: <RouteErrorBoundary />,
        hydrateFallbackElement: <PageLoading />,
        children: [
          { index: true, lazy: home },
          {
            path: 'boat-parts',
            children: [
              { index: true, lazy: screen(() => import('./routes/boat-parts/catalog')) },
              { path: 'create', lazy: screen(() => import('./routes/boat-parts/create')) },
              // Spec §2: login required. (/boat-parts/create is not redirected: it shows its own signed-out state.)
              { element: <RequireAuth />, children: [{ path: 'edit/:id', lazy: screen(() => import('./routes/boat-parts/edit')) }] },
              { path: ':id', lazy: screen(() => import('./routes/boat-parts/detail')) },
            ],
          },
          {
            path: 'blog',
            children: [
              { index: true, lazy: screen(() => import('./routes/blog/blog')) },
              { path: 'all', lazy: screen(() => import('./routes/blog/all-articles')) },
              { path: ':id', lazy: screen(() => import('./routes/blog/article')) },
            ],
          },
          { path: 'about-yachtrow', lazy: expertAdvice },
          { path: 'expert-chat', lazy: expertAdvice },
          { path: 'auth', lazy: screen(() => import('./routes/auth/auth')) },
          { path: 'sell-boat-parts/register', lazy: screen(() => import('./routes/auth/seller-register')) },
          { path: 'privacy-policy', lazy: privacy },
          { path: 'privacy', lazy: privacy },
          { path: 'terms-of-service', lazy: terms },
          { path: 'terms', lazy: terms },
          { path: 'sell', lazy: screen(() => import('./routes/marketing/sell')) },
          { path: 'buy', lazy: screen(() => import('./routes/marketing/buy')) },
          { path: 'advertise', lazy: screen(() => import('./routes/marketing/advertise')) },
          { path: 'members', lazy: screen(() => import('./routes/members/members')) },
          { path: 'news', lazy: screen(() => import('./routes/news/news')) },
          {
            path: 'expert-questions',
            children: [
              { index: true, lazy: screen(() => import('./routes/expert-questions/questions')) },
              { path: 'ask', lazy: askQuestion },
              { path: 'guest-ask', lazy: askQuestion },
              { path: ':id', lazy: screen(() => import('./routes/expert-questions/question')) },
            ],
          },
          { path: 'ask-expert', lazy: askQuestion },
          { path: 'support', lazy: screen(() => import('./routes/support/support')) },
          // The link of the verification e-mail (docs/decisions.md "Accounts"): works without signing in.
          { path: 'verify-email', lazy: screen(() => import('./routes/verify-email/verify-email')) },
          // A seller's public page (docs/decisions.md "Moderation"), linked from the part detail's seller card.
          { path: 'sellers/:username', lazy: screen(() => import('./routes/sellers/seller')) },
          // The admin area (docs/decisions.md "Moderation"): moderators and admins; everyone else sees the not-found page.
          { path: 'admin', lazy: screen(() => import('./routes/admin/admin')) },
          {
            // The links of the newsletter e-mails (double opt-in and unsubscribe): they work without signing in.
            path: 'newsletter',
            children: [
              { path: 'confirm', lazy: screen(() => import('./routes/newsletter/confirm')) },
              { path: 'unsubscribe', lazy: screen(() => import('./routes/newsletter/unsubscribe')) },
            ],
          },
          // The one-click unsubscribe link of the alert e-mails (docs/decisions.md "Saved searches and alerts"): works without signing in.
          { path: 'alerts/unsubscribe', lazy: screen(() => import('./routes/alerts/unsubscribe')) },
          {
            // Spec §2: login-required routes go to /auth without a signed-in or stored user.
            element: <RequireAuth />,
            children: [
              { path: 'chat', lazy: screen(() => import('./routes/chat/chat')) },
              { path: 'account', lazy: screen(() => import('./routes/account/account')) },
            ],
          },
          { path: '*', lazy: screen(() => import('./routes/not-found/not-found')) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * The routes matching `location` whose screens are not loaded yet (React Router's lazy()), to load before
 * hydrating a server-rendered page (docs/architecture.md §5.4, `loadLazyRoutes`).
 */
export function matchLazyRoutes(table: RouteObject[], location: { pathname: string }): RouteObject[] {
  return (matchRoutes(table, location) ?? []).map((match) => match.route).filter((route) => typeof route.lazy === 'function');
}

/** Loads these routes' screens into the route table (as lazy() would on first use), so the router starts with them. */
export async function loadLazyRoutes(lazyRoutes: readonly RouteObject[]): Promise<void> {
  await Promise.all(
    lazyRoutes.map(async (route) => {
      const load = route.lazy as () => Promise<Partial<RouteObject>>;
      Object.assign(route, { ...(await load()), lazy: undefined });
    }),
  );
}
