// Takes the manifest's install-dialog screenshots (a phone-sized and a desktop-sized catalogue) from a
// running app with demo data, and writes them as small palette PNGs. Run once after a visible redesign:
//   npm start   (or any running build), then   node pwa/scripts/capture-screenshots.mjs [base URL]
// The outputs in public/screenshots/ are committed; config/manifest.ts lists them with these sizes.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const baseUrl = process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:3000';
const outDir = fileURLToPath(new URL('../public/screenshots/', import.meta.url));
const executablePath = process.env.CHROMIUM_PATH ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));

const SHOTS = [
  { file: 'catalogue-narrow.png', viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  { file: 'catalogue-wide.png', viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
];
/** Each file stays small: the install dialog downloads them on slow connections too. */
const MAX_BYTES = 150 * 1024;

await mkdir(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({ ...shot, deviceScaleFactor: 1, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}/boat-parts`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // Every card photo in view decoded, so no grey boxes in the picture.
    await page.waitForFunction(() =>
      [...globalThis.document.images]
        .filter((img) => img.getBoundingClientRect().top < globalThis.innerHeight)
        .every((img) => img.complete),
    );
    const raw = await page.screenshot({ type: 'png' });
    const target = `${outDir}${shot.file}`;
    const { size } = await sharp(raw).png({ palette: true, colours: 128, compressionLevel: 9, effort: 10, dither: 0.6 }).toFile(target);
    console.log(`${shot.file}: ${shot.viewport.width}x${shot.viewport.height}, ${(size / 1024).toFixed(1)} KB`);
    if (size > MAX_BYTES) throw new Error(`${shot.file} is ${size} bytes, over ${MAX_BYTES}: use fewer colours`);
    await context.close();
  }
} finally {
  await browser.close();
}
