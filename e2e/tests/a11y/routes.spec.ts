import type { Page } from '@playwright/test';
import { expect, expectNoSeriousViolations, test, visit, waitForScreen, type A11yMember, type SeededContent } from './a11y.helpers';

/**
 * axe-core on every route of spec §2 (pwa/src/app/router.tsx), signed out and signed in, in both
 * projects (desktop and phone): no serious or critical violation of WCAG 2.1 A/AA or best practice.
 */
type Ids = SeededContent & { ownPartId: number };

interface Route {
  path: string | ((ids: Ids) => string);
  /** What the path shows, when the title should say it. */
  note?: string;
  /** Where the path sends a signed-out / signed-in visitor, when it redirects (spec §2). */
  signedOutLands?: RegExp;
  signedInLands?: RegExp;
}

const ASK_REDIRECT = { signedOutLands: /\/auth$/ };

const PUBLIC: Route[] = [
  { path: '/' },
  { path: '/boat-parts' },
  { path: '/boat-parts/create', note: 'signed out it shows Authentication Required' },
  { path: (ids) => `/boat-parts/${ids.partId}`, note: 'a seeded listing with photos' },
  { path: '/blog' },
  { path: '/blog/all' },
  { path: '/blog/1' },
  { path: '/about-yachtrow' },
  { path: '/expert-chat' },
  { path: '/auth', signedInLands: /\/account$/ },
  { path: '/sell-boat-parts/register', signedInLands: /\/boat-parts\/create$/ },
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
  // Spec §2 Ask a question: signed out, a 'Login Required' toast and /auth (the scan includes the toast).
  { path: '/expert-questions/ask', ...ASK_REDIRECT },
  { path: '/expert-questions/guest-ask', ...ASK_REDIRECT },
  { path: '/ask-expert', ...ASK_REDIRECT },
  { path: '/support' },
  // A seller's public page (a seeded seller with listings) and the verification link without a token.
  { path: '/sellers/marina_supplies', note: 'a seeded seller' },
  { path: '/verify-email', note: 'a link without a token' },
  // The unsubscribe link of the alert e-mails, without a token.
  { path: '/alerts/unsubscribe', note: 'a link without a token' },
  { path: '/no/such/page', note: '404 Page Not Found' },
];

/** Login required (spec §2): signed out they land on /auth, so they are scanned signed in only. */
const SIGNED_IN_ONLY: Route[] = [
  { path: '/account' },
  { path: '/chat' },
  { path: (ids) => `/boat-parts/edit/${ids.ownPartId}`, note: "the member's own listing" },
];

const resolve = (r: Route, ids: Ids) => (typeof r.path === 'string' ? r.path : r.path(ids));

function title(r: Route, signedIn: boolean): string {
  const path = typeof r.path === 'string' ? r.path : r.path({ partId: 0, questionId: 0, ownPartId: 0 }).replace(/\/0$/, '/{id}');
  const lands = signedIn ? r.signedInLands : r.signedOutLands;
  const notes = [r.note, lands ? `lands on ${lands.source.replace(/\\|\$/g, '')}` : undefined].filter(Boolean);
  return notes.length > 0 ? `${path} (${notes.join(', ')})` : path;
}

async function scanRoute(page: Page, r: Route, ids: Ids, signedIn: boolean): Promise<void> {
  const path = resolve(r, ids);
  await visit(page, path);
  const lands = signedIn ? r.signedInLands : r.signedOutLands;
  if (lands) await expect(page).toHaveURL(lands);
  await waitForScreen(page, { signedIn });
  await expectNoSeriousViolations(page, `${path} signed ${signedIn ? 'in' : 'out'}`);
}

const ids = (seeded: SeededContent, member: A11yMember): Ids => ({ ...seeded, ownPartId: member.partId });

// One page per worker and sign-in state (see visitorPage / memberPage), moving from route to route the
// way the app's links do: a full page load per route, and injecting axe into each, would double the time.
test.describe('axe on every route, signed out', () => {
  for (const r of PUBLIC) {
    test(title(r, false), async ({ visitorPage, seeded, member }) => {
      await scanRoute(visitorPage, r, ids(seeded, member), false);
    });
  }
});

test.describe('axe on every route, signed in', () => {
  for (const r of [...PUBLIC, ...SIGNED_IN_ONLY]) {
    test(title(r, true), async ({ memberPage, seeded, member }) => {
      await scanRoute(memberPage, r, ids(seeded, member), true);
    });
  }
});
