/// <reference lib="dom" />
// The callbacks of page.evaluate / locator.evaluate run in the browser.
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, BrowserContextOptions, Locator, Page, WorkerInfo } from '@playwright/test';
import { expect, test as base, randomClientIp, waitForAppAfterLoads } from '../fixtures';
import { jpegPhoto } from '../listings/listings.helpers';
import { uniqueId } from '../unique-id';

/** WCAG 2.1 A and AA, plus axe's best practices (landmarks, heading order, region …). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/**
 * Rules switched off, each with its reason (docs/testing.md lists them too). Nothing serious or critical
 * may be switched off.
 */
export const DISABLED_RULES: Record<string, string> = {};

/** What fails the suite: serious and critical. Moderate and minor findings are listed in the test report. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Violation = AxeResults['violations'][number];

const NODES_SHOWN = 5;

/** One readable block per rule: id, impact, help text, link, and the first targets with axe's summary. */
export function formatViolations(where: string, violations: readonly Violation[]): string {
  const lines = [`axe found ${violations.length} serious/critical rule violation(s) on ${where}:`];
  violations.forEach((violation, index) => {
    lines.push(`${index + 1}. ${violation.id} [${violation.impact}] ${violation.help}`, `   ${violation.helpUrl}`);
    for (const node of violation.nodes.slice(0, NODES_SHOWN)) {
      lines.push(`   - ${node.target.map(String).join(' >> ')}`);
      if (node.failureSummary) lines.push(...node.failureSummary.split('\n').map((line) => `       ${line.trim()}`));
    }
    if (violation.nodes.length > NODES_SHOWN) lines.push(`   … and ${violation.nodes.length - NODES_SHOWN} more element(s)`);
  });
  return lines.join('\n');
}

/** Waits until finite CSS animations and transitions have ended (contrast is wrong mid-fade). */
export async function settle(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const iterations = animation.effect?.getComputedTiming().iterations;
      return animation.playState !== 'running' || iterations === Infinity;
    }),
  );
}

/**
 * Runs in the browser (self-contained): true when the screen has rendered — an h1 shows in <main>, nothing
 * there is still loading (aria-busy, a "Loading…" status), the header shows the expected sign-in state
 * (the account menu's button or the Sign In link) and no finite animation or transition is running.
 * Otherwise false, or with `explain` what is still missing.
 */
function screenReady({ signedIn, explain }: { signedIn: boolean | null; explain: boolean }): true | false | string {
  const notReady = (reason: string) => (explain ? reason : false);
  const main = document.querySelector('main');
  const h1 = main?.querySelector('h1');
  if (!main || !h1 || h1.getClientRects().length === 0) return notReady('no h1 in <main>');
  if (main.querySelector('[aria-busy="true"]')) return notReady('an element in <main> is aria-busy');
  for (const status of Array.from(main.querySelectorAll('[role="status"]'))) {
    const text = status.getAttribute('aria-label') ?? status.textContent?.trim() ?? '';
    if (/^Loading/.test(text)) return notReady(`still "${text}"`);
  }
  const banner = document.querySelector('header');
  if (signedIn === true && !banner?.querySelector('button[aria-label^="Account menu for "]')) {
    return notReady('the header is not signed in (no account menu)');
  }
  if (signedIn === false && !Array.from(banner?.querySelectorAll('a') ?? []).some((a) => a.textContent?.trim() === 'Sign In')) {
    return notReady('the header is not signed out (no Sign In link)');
  }
  const running = document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().iterations !== Infinity);
  return running ? notReady('an animation is still running') : true;
}

/**
 * Waits until the screen has rendered (see screenReady): a single round trip when it already has, as the
 * scans call this about 150 times a run. Fails naming what is missing.
 */
export async function waitForScreen(page: Page, { signedIn }: { signedIn?: boolean } = {}): Promise<void> {
  const state = { signedIn: signedIn ?? null, explain: false };
  const ready = await page
    .waitForFunction(screenReady, state, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  if (!ready) expect(await page.evaluate(screenReady, { ...state, explain: true }), `${page.url()} did not finish rendering`).toBe(true);
}

/** Stands in for axe-core's source when the document already has axe (injected by an earlier scan). */
const AXE_ALREADY_INJECTED = 'void 0';

/**
 * Runs axe on the page as it is now and fails with a readable list when anything serious or critical is
 * found. Lesser findings are attached to the test report (`axe-minor <where>.txt`). axe-core is injected
 * once per document: injecting its 500 KB source costs seconds on a busy machine.
 */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  const injected = await page.evaluate(() => 'axe' in window);
  const results = await new AxeBuilder(injected ? { page, axeSource: AXE_ALREADY_INJECTED } : { page })
    // options() replaces all options: it comes before withTags/disableRules, which add to them.
    .options({ resultTypes: ['violations'] })
    .withTags(AXE_TAGS)
    .disableRules(Object.keys(DISABLED_RULES))
    // Runs axe in the page itself (same-origin frames only; the app has no other frames) instead of
    // opening a second page per scan to merge partial results.
    .setLegacyMode(true)
    .analyze();
  const serious = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? ''));
  const minor = results.violations.filter((violation) => !FAILING_IMPACTS.has(violation.impact ?? ''));
  if (minor.length > 0) {
    await test.info().attach(`axe-minor ${where}.txt`, {
      body: minor.map((v) => `${v.id} [${v.impact}] ${v.help}: ${v.nodes.map((n) => n.target.join(' >> ')).join(', ')}`).join('\n'),
      contentType: 'text/plain',
    });
  }
  const summary = serious.map((violation) => `${violation.id} [${violation.impact}] × ${violation.nodes.length}`);
  expect(summary, formatViolations(where, serious)).toEqual([]);
}

/**
 * Opens `path` in the page. A page already showing the app moves there the way the app's own links do (a
 * history entry and a popstate, which React Router follows), and the test waits for the app to move focus
 * to the new screen's main region, as it does after every in-app navigation. A fresh page, or a move
 * within the same path, loads the document.
 */
export async function visit(page: Page, path: string): Promise<void> {
  const current = page.url().startsWith('http') ? new URL(page.url()) : null;
  if (!current || current.pathname === new URL(path, current).pathname) {
    await page.goto(path);
    return;
  }
  await page.evaluate((target) => {
    (document.activeElement as HTMLElement | null)?.blur();
    history.pushState(null, '', target);
    dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
  await expect(page.getByRole('main'), `the app did not move focus to the main region after navigating to ${path}`).toBeFocused();
}

/** A member of the worker: signed in through the API once, with one listing of their own (with a photo). */
export interface A11yMember {
  username: string;
  email: string;
  password: string;
  /** Cookies of the signed-in session, for `storageState`. */
  state: Awaited<ReturnType<APIRequestContext['storageState']>>;
  /** The member's own listing (for the edit page and the delete dialog). */
  partId: number;
}

async function createMember(request: APIRequestContext): Promise<A11yMember> {
  const id = uniqueId('a11y_');
  const user = { username: `a11y_${id}`, fullName: `Access Tester ${id}`, email: `a11y_${id}@example.com`, password: 'Tr1m-the-jib!' };
  const registered = await request.post('/api/register', {
    data: { ...user, company: 'Harbour Rigging', newsletterSubscribed: false, recaptchaToken: 'e2e' },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const upload = await request.post('/api/upload-image', { multipart: { image: await jpegPhoto('a11y.jpg', { r: 30, g: 90, b: 160 }) } });
  expect(upload.status(), await upload.text()).toBe(201);
  const { url } = (await upload.json()) as { url: string };
  const created = await request.post('/api/boat-parts', {
    data: {
      title: `Bronze seacock ${id}`,
      description: 'A bronze seacock listed by the accessibility tests, in good working order.',
      category: 'Plumbing & Pumps',
      condition: 'Used - Good',
      price: 120,
      contactEmail: user.email,
      imageUrls: [url],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id: partId } = (await created.json()) as { id: number };
  return { username: user.username, email: user.email, password: user.password, state: await request.storageState(), partId };
}

/** Seeded content the scans open: a listing with photos and an answered question. */
export interface SeededContent {
  partId: number;
  questionId: number;
}

async function findSeeded(request: APIRequestContext): Promise<SeededContent> {
  const parts = await request.get('/api/boat-parts?limit=10&sort=price-desc');
  expect(parts.ok()).toBe(true);
  const part = ((await parts.json()) as { id: number; imageUrls: string[] }[]).find((p) => p.imageUrls.length > 1);
  const questions = await request.get('/api/expert-questions?status=answered&limit=10');
  expect(questions.ok()).toBe(true);
  const question = ((await questions.json()) as { id: number; answerCount: number }[]).find((q) => q.answerCount > 1);
  expect(part, 'a seeded listing with photos').toBeDefined();
  expect(question, 'a seeded question with answers').toBeDefined();
  return { partId: part!.id, questionId: question!.id };
}

interface A11yOptions {
  /** Start the test signed in as the worker's member (one registration per worker, not per test). */
  signedIn: boolean;
}

/** A page in its own browser context, kept for all the scans of one worker (warm HTTP cache). */
async function workerPage(
  browser: Browser,
  workerInfo: WorkerInfo,
  storageState: BrowserContextOptions['storageState'],
  use: (page: Page) => Promise<void>,
): Promise<void> {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use;
  const context = await browser.newContext({
    ...{ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL },
    storageState,
    serviceWorkers: 'block',
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
  });
  waitForAppAfterLoads(context);
  await use(await context.newPage());
  await context.close();
}

interface A11yWorkerFixtures {
  member: A11yMember;
  seeded: SeededContent;
  /** Signed out, shared by the route scans of a worker. */
  visitorPage: Page;
  /** Signed in as `member`, shared by the route scans of a worker. */
  memberPage: Page;
}

/**
 * The shared e2e `test` plus a signed-in member per worker (one registration per worker, not per test).
 * `test.use({ signedIn: true })` starts a test's own `page` with the member's session cookie.
 */
export const test = base.extend<A11yOptions, A11yWorkerFixtures>({
  signedIn: [false, { option: true }],
  // The service worker's precache would download every chunk of the app in each fresh context while the
  // scan waits for the network to go quiet; accessibility does not depend on it.
  serviceWorkers: 'block',
  member: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({
        baseURL: workerInfo.project.use.baseURL,
        extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
      });
      await use(await createMember(request));
      await request.dispose();
    },
    // A registration, a photo upload (re-encoded three times) and a listing: slow on a loaded machine.
    { scope: 'worker', timeout: 60_000 },
  ],
  seeded: [
    async ({ playwright }, use, workerInfo) => {
      const request = await playwright.request.newContext({ baseURL: workerInfo.project.use.baseURL });
      await use(await findSeeded(request));
      await request.dispose();
    },
    { scope: 'worker' },
  ],
  visitorPage: [async ({ browser }, use, workerInfo) => workerPage(browser, workerInfo, undefined, use), { scope: 'worker' }],
  memberPage: [async ({ browser, member }, use, workerInfo) => workerPage(browser, workerInfo, member.state, use), { scope: 'worker' }],
  storageState: async ({ signedIn, member, storageState }, use) => {
    await use(signedIn ? member.state : storageState);
  },
});

export { expect };

interface FocusStop {
  /** A stable id of the focused element ('body' when nothing inside the page has focus). */
  marker: string;
  description: string;
  /** The outline that shows focus, or null when there is none. */
  ring: string | null;
}

/**
 * What has focus, and whether it shows a focus ring: an outline of at least 2px in a visible colour on
 * the element or on the ancestor that draws the ring for it (e.g. the label around a visually hidden file
 * input, styled with :focus-within).
 */
export async function focusStop(page: Page): Promise<FocusStop> {
  return page.evaluate(readFocus, null);
}

/**
 * Runs in the browser (self-contained): the focus stop, and whether `target` is the focused element.
 * An id is stored on each element that had focus, to tell stops apart.
 */
function readFocus(target: Element | null): FocusStop & { onTarget: boolean } {
  const active = document.activeElement as (HTMLElement & { __a11yStop?: string }) | null;
  if (!active || active === document.body || active === document.documentElement) {
    return { marker: 'body', description: 'nothing (body)', ring: null, onTarget: false };
  }
  active.__a11yStop ??= Math.random().toString(36).slice(2);
  const onTarget = target === active;
  const name = (active.getAttribute('aria-label') ?? active.innerText ?? active.getAttribute('name') ?? '').trim().slice(0, 40);
  const description =
    `<${active.tagName.toLowerCase()}${active.getAttribute('type') ? ` type=${active.getAttribute('type')}` : ''}> ${name}`.trim();
  let node: Element | null = active;
  for (let depth = 0; node && depth < 5; depth += 1, node = node.parentElement) {
    const style = getComputedStyle(node);
    const transparent = style.outlineColor === 'transparent' || /rgba\(.*,\s*0\)$/.test(style.outlineColor);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && !transparent) {
      return {
        marker: active.__a11yStop,
        description,
        ring: `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
        onTarget,
      };
    }
  }
  return { marker: active.__a11yStop, description, ring: null, onTarget };
}

/** Fails unless the focused element shows a focus ring. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const stop = await focusStop(page);
  expect(stop.ring, `no visible focus indicator on ${stop.description}`).not.toBeNull();
}

/**
 * Presses Tab (or Shift+Tab) until `target` has focus, checking at every stop that focus moved and that
 * the focused element shows a focus ring. Fails after `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { back = false, max = 80 } = {}): Promise<void> {
  const key = back ? 'Shift+Tab' : 'Tab';
  await expect(target).toBeAttached();
  let previous = '';
  for (let presses = 0; presses < max; presses += 1) {
    await page.keyboard.press(key);
    const stop = await target.evaluate(readFocus);
    expect(stop.marker, `${key} did not move focus from ${stop.description} (keyboard trap?)`).not.toBe(previous);
    previous = stop.marker;
    if (stop.marker === 'body') continue;
    expect(stop.ring, `no visible focus indicator on ${stop.description}`).not.toBeNull();
    if (stop.onTarget) return;
  }
  throw new Error(`${target.toString()} not reached after ${max} presses of ${key}`);
}

/**
 * Tabs from the top of the page to its end (focus leaves the document) and back with Shift+Tab: every
 * stop shows a focus ring, focus never sticks, the walk ends, and Shift+Tab visits the same stops in
 * reverse (no keyboard trap). Call it right after a page load, while nothing has focus yet. Returns the
 * number of stops.
 */
export async function expectNoKeyboardTrap(page: Page, max = 250): Promise<number> {
  const press = async (key: 'Tab' | 'Shift+Tab', previous: string | undefined) => {
    await page.keyboard.press(key);
    const stop = await focusStop(page);
    if (stop.marker === 'body') return stop;
    expect(stop.marker, `${key} did not move focus from ${stop.description} (keyboard trap)`).not.toBe(previous);
    expect(stop.ring, `no visible focus indicator on ${stop.description}`).not.toBeNull();
    return stop;
  };
  const forward: string[] = [];
  for (;;) {
    const stop = await press('Tab', forward.at(-1));
    if (stop.marker === 'body') break;
    forward.push(stop.marker);
    if (forward.length > max) throw new Error(`Tab never left the page after ${max} presses (keyboard trap)`);
  }
  expect(forward.length, 'the page has no focusable element').toBeGreaterThan(0);
  // From past the end, Shift+Tab goes back through the same stops (Chromium then wraps to the end again).
  const backward: string[] = [];
  while (backward.length < forward.length) backward.push((await press('Shift+Tab', backward.at(-1))).marker);
  expect(backward.toReversed(), 'Shift+Tab visits the stops of Tab in reverse order').toEqual(forward);
  return forward.length;
}
