import { expect, test } from '../fixtures';
import { registerUser } from '../listings/listings.helpers';

/*
 * Security suite 5, browser part (docs/testing.md "Security suite"): what Chromium does with our headers. Another site cannot
 * frame Dockside (frame-ancestors 'none', X-Frame-Options DENY), and a page on another site cannot make
 * a signed-in visitor's browser write (SameSite=Lax cookie + the server's origin check). The header
 * values themselves are checked in api/test/integration/security/headers.integration-spec.ts.
 */

test.describe('cross-origin protections in the browser', () => {
  test('another site cannot show Dockside in a frame', async ({ page, baseURL }) => {
    const evilOrigin = baseURL!.replace('localhost', '127.0.0.1');
    await page.route(`${evilOrigin}/frame.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><iframe id="victim" src="${baseURL}/" width="800" height="600" onload="window.frameLoaded = true"></iframe>`,
      }),
    );
    await page.goto(`${evilOrigin}/frame.html`);
    await expect.poll(() => page.evaluate(() => (globalThis as unknown as { frameLoaded?: boolean }).frameLoaded === true)).toBe(true);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    // Chromium replaces a refused frame with its error page: the app's shell never loads inside.
    expect(frame!.url()).toMatch(/^chrome-error:/);
    expect(await frame!.locator('#root').count()).toBe(0);
  });

  test('a page on another site cannot make a signed-in visitor create a listing, ask a question or sign out', async ({ page, baseURL }) => {
    const user = await registerUser(page);
    const before = await (await page.request.get('/api/boat-parts/user')).json();
    // The attacker's page lives on another site: 127.0.0.1 instead of localhost (same server, other site).
    const evilOrigin = baseURL!.replace('localhost', '127.0.0.1');
    const target = baseURL!;
    await page.route(`${evilOrigin}/evil.html`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><body>
          <form id="f" method="POST" action="${target}/api/boat-parts" enctype="text/plain">
            <input name='{"title":"Planted by another site","description":"Planted by another site, not by you.","category":"Deck Equipment","condition":"New","price":1,"imageUrls":["x"],"pad":"' value='"}'>
          </form>
          <script>
            window.results = [];
            const send = (path, init) => fetch('${target}' + path, { credentials: 'include', mode: 'no-cors', ...init })
              .then(() => window.results.push(path + ' sent'), (e) => window.results.push(path + ' failed ' + e));
            Promise.all([
              send('/api/logout', { method: 'POST' }),
              send('/api/expert-questions', {
                method: 'POST',
                headers: { 'content-type': 'text/plain' },
                body: '{"title":"Planted question from another site","content":"This question was planted by another site.","category":"Maintenance"}',
              }),
            ]).then(() => { window.done = true; document.getElementById('f').submit(); });
          </script>
        </body></html>`,
      }),
    );
    const navigated = page.waitForURL(`${target}/api/boat-parts`);
    await page.goto(`${evilOrigin}/evil.html`);
    await navigated;
    // The form post landed on the API and was refused there.
    await expect(page.locator('body')).toContainText('Cross-origin request refused');

    // Still signed in, nothing created.
    const me = await page.request.get('/api/user');
    expect(me.status()).toBe(200);
    expect(((await me.json()) as { username: string }).username).toBe(user.username);
    expect(await (await page.request.get('/api/boat-parts/user')).json()).toEqual(before);
    const planted = await page.request.get(`/api/expert-questions?q=${encodeURIComponent('"Planted question from another site"')}`);
    expect(await planted.json()).toEqual([]);
  });
});
