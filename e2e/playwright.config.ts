import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests against the built app (`api/dist` serving `pwa/dist`) in real Chromium.
 * Playwright's own browser download does not work on our machines: we drive the system Chromium.
 */
const SYSTEM_CHROMIUM = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
const PORT = Number(process.env.E2E_PORT ?? 3210);
export const BASE_URL = `http://localhost:${PORT}`;

/**
 * How much slower this machine runs now than the quiet 2-core machine the timeouts were set on: the best of
 * three runs of a fixed loop in a fresh Node (script-scope variables, so memory-bound like the app's work;
 * 1e8 turns took 140–150 ms there). Shared machines have hours at a quarter of their speed, when every step
 * of a flow takes four times as long. The timeouts guard against a hang, not for speed (speed is measured by
 * the `bench:*` scripts), so they stretch with it: × 1 to × 4. Measured once, in the main process; the
 * workers inherit it.
 */
function slowdown(): number {
  if (!process.env.E2E_SLOWDOWN) {
    const loop = 'let t=performance.now();let x=0;for(let i=0;i<1e8;i++)x+=i;console.log(performance.now()-t)';
    const best = Math.min(...[0, 1, 2].map(() => Number(execFileSync(process.execPath, ['-e', loop], { encoding: 'utf8' }))));
    process.env.E2E_SLOWDOWN = Math.min(4, Math.max(1, best / 145)).toFixed(2);
    console.log(
      `[e2e] this machine runs ×${process.env.E2E_SLOWDOWN} slower than the reference (a loop took ${Math.round(best)} ms): timeouts stretched`,
    );
  }
  return Number(process.env.E2E_SLOWDOWN);
}
const SLOWDOWN = slowdown();

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
  timeout: Math.round(30_000 * SLOWDOWN),
  expect: { timeout: Math.round(10_000 * SLOWDOWN) },
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
