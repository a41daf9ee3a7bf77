import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the built app (`api/dist` serving `pwa/dist`) in real Chromium.
 * Playwright's own browser download does not work on our machines: we drive the system Chromium.
 */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;

const launchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? SYSTEM_CHROMIUM,
  // --no-sandbox: CI runs as root; --disable-background-networking: no calls to Google's hosts.
  args: ['--no-sandbox', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-gpu'],
};

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: { baseURL: BASE_URL, trace: 'retain-on-failure', launchOptions },
  projects: [
    // Tests tagged @phone exercise the phone layout (hamburger menu) and run only in the phone project.
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, grepInvert: /@phone/ },
    // Tests tagged @desktop (long multi-person flows whose layout is the same) run only in the desktop project.
    { name: 'phone', use: { ...devices['Pixel 7'], launchOptions }, grepInvert: /@desktop/ },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `${BASE_URL}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: { E2E_PORT: String(PORT) },
  },
});
