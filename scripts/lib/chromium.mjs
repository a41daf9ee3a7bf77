// Debian's Chromium for the benchmarks that drive a browser through Playwright (the e2e suite uses the same binary).
import { chromium } from 'playwright';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** No sandbox (root in a container) and none of the browser's own background traffic, which would blur the figures. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-gpu',
];

/** A headless browser (a fresh profile per context). */
export const launchChromium = () => chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });

/** A headless browser on the profile in `dir`, which outlives it (service worker, IndexedDB). */
export const launchPersistentChromium = (dir, options = {}) =>
  chromium.launchPersistentContext(dir, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true, ...options });
