import { expect, test } from '../fixtures';
import { imageLoads, type PageGlobals } from './pwa.helpers';

interface ManifestImage {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
  form_factor?: 'narrow' | 'wide';
}

test.describe('installable', () => {
  test('the manifest is complete, its colour matches the page, every icon and screenshot loads', async ({ page }) => {
    await page.goto('/');
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe('/manifest.webmanifest');

    const response = await page.request.get(manifestHref!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as Record<string, unknown> & { icons: ManifestImage[]; screenshots: ManifestImage[] };

    expect(manifest).toMatchObject({
      name: expect.stringContaining('Dockside'),
      short_name: 'Dockside',
      description: expect.any(String),
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
    expect((manifest.short_name as string).length).toBeLessThanOrEqual(12);

    // theme_color = <meta name="theme-color"> = the header's background.
    const metaThemeColor = await page.locator('meta[name="theme-color"]').getAttribute('content');
    expect(manifest.theme_color).toBe(metaThemeColor);
    const headerBackground = await page
      .getByRole('banner')
      .evaluate((header) => (globalThis as unknown as PageGlobals).getComputedStyle(header).backgroundColor);
    expect(headerBackground).toBe(hexToRgb(metaThemeColor!));
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

    // Icons: 192 and 512 for any use, plus a separate maskable 512 (never "any maskable").
    const icon = (sizes: string, purpose: string) => manifest.icons.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon('192x192', 'any')).toBeDefined();
    expect(icon('512x512', 'any')).toBeDefined();
    expect(icon('512x512', 'maskable')).toBeDefined();
    for (const { purpose } of manifest.icons) expect(purpose).not.toContain(' ');

    // Screenshots for the richer install dialog: at least one narrow (portrait) and one wide (landscape).
    const narrow = manifest.screenshots.filter((s) => s.form_factor === 'narrow');
    const wide = manifest.screenshots.filter((s) => s.form_factor === 'wide');
    expect(narrow.length).toBeGreaterThanOrEqual(1);
    expect(wide.length).toBeGreaterThanOrEqual(1);

    for (const image of [...manifest.icons, ...manifest.screenshots]) {
      const [width, height] = image.sizes.split('x').map(Number);
      const file = await page.request.get(image.src);
      expect(file.status(), image.src).toBe(200);
      expect(file.headers()['content-type']).toBe(image.type);
      expect((await file.body()).length, `${image.src} stays small`).toBeLessThan(150 * 1024);
      expect(await imageLoads(page, image.src), image.src).toEqual({ loaded: true, width, height });
    }
    for (const shot of narrow) expect(Number(shot.sizes.split('x')[1])).toBeGreaterThan(Number(shot.sizes.split('x')[0]));
    for (const shot of wide) expect(Number(shot.sizes.split('x')[0])).toBeGreaterThan(Number(shot.sizes.split('x')[1]));

    // iOS reads its home-screen icon from the page, not the manifest.
    const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    expect(await imageLoads(page, appleTouchIcon!)).toEqual({ loaded: true, width: 180, height: 180 });
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
