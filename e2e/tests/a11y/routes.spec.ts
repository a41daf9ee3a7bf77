import type { Page } from '@playwright/test';
import { expectNoSeriousViolations, test, visit, waitForScreen, type A11yMember, type SeededContent } from './a11y.helpers';

/**
 * axe-core on every route of spec §2 (pwa/src/app/router.tsx), signed out and signed in, in both
 * projects (desktop and phone): no serious or critical violation of WCAG 2.1 A/AA or best practice.
 */
interface Route {
  path: string | ((ids: SeededContent & { ownPartId: number }) => string);
  /** Where the route lands when it differs from `path` (redirects). */
  note?: string;
}

const route = (ids: SeededContent & { ownPartId: number }, r: Route) => (typeof r.path === 'string' ? r.path : r.path(ids));

const PUBLIC: Route[] = [
  { path: '/' },
  { path: '/boat-parts' },
  { path: '/boat-parts/create', note: 'signed out: Authentication Required' },
  { path: (ids) => `/boat-parts/${ids.partId}`, note: 'a seeded listing with photos' },
  { path: '/blog' },
  { path: '/blog/all' },
  { path: '/blog/1' },
  { path: '/about-yachtrow' },
  { path: '/expert-chat' },
  { path: '/auth', note: 'signed in: redirected to /account' },
  { path: '/sell-boat-parts/register', note: 'signed in: redirected to /boat-parts/create' },
  { path: '/privacy-policy' },
  { path: '/privacy' },
  { path: '/terms-of-service' },
  { path: '/terms' },
  { path: '/sell' },
  { path: '/buy' },
  { path: '/advertise' },
  { path: '/members' },
  { path: '/news' },
  { path: '/expert-questions' },
  { path: (ids) => `/expert-questions/${ids.questionId}`, note: 'a seeded question with answers' },
  { path: '/expert-questions/ask', note: 'signed out: Login Required toast on /auth' },
  { path: '/expert-questions/guest-ask' },
  { path: '/ask-expert' },
  { path: '/support' },
  { path: '/no/such/page', note: '404 Page Not Found' },
];

/** Login required (spec §2): signed out they land on /auth, so they are scanned signed in only. */
const SIGNED_IN_ONLY: Route[] = [
  { path: '/account' },
  { path: '/chat' },
  { path: (ids) => `/boat-parts/edit/${ids.ownPartId}`, note: "the member's own listing" },
];

const label = (r: Route) => (typeof r.path === 'string' ? r.path : r.path({ partId: 0, questionId: 0, ownPartId: 0 }).replace(/\/0$/, '/{id}'));

async function scanRoute(page: Page, path: string, signedIn: boolean): Promise<void> {
  await visit(page, path);
  await waitForScreen(page, { signedIn });
  await expectNoSeriousViolations(page, `${path} signed ${signedIn ? 'in' : 'out'}`);
}

const ids = (seeded: SeededContent, member: A11yMember) => ({ ...seeded, ownPartId: member.partId });

// One page per worker and sign-in state (see visitorPage / memberPage), moving from route to route the
// way the app's links do: a full page load per route, and injecting axe into each, would double the time.
test.describe('axe on every route, signed out', () => {
  for (const r of PUBLIC) {
    test(`${label(r)}${r.note ? ` (${r.note})` : ''}`, async ({ visitorPage, seeded, member }) => {
      await scanRoute(visitorPage, route(ids(seeded, member), r), false);
    });
  }
});

test.describe('axe on every route, signed in', () => {
  for (const r of [...PUBLIC, ...SIGNED_IN_ONLY]) {
    test(`${label(r)}${r.note ? ` (${r.note})` : ''}`, async ({ memberPage, seeded, member }) => {
      await scanRoute(memberPage, route(ids(seeded, member), r), true);
    });
  }
});
