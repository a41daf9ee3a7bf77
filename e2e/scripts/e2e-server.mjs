// Starts the built app for the end-to-end run: a fresh embedded database (or TEST_DATABASE_URL's
// server, in a fresh database) seeded with demo data, on E2E_PORT.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { databaseOn } from '../../scripts/lib/postgres.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'dockside-e2e-'));
const env = {
  ...process.env,
  PORT: process.env.E2E_PORT ?? '3210',
  DATA_DIR: dataDir,
  NODE_ENV: 'test',
  // The real proof of work for the forms in the browser; API-level helpers register with recaptchaToken 'e2e'.
  CAPTCHA_PROVIDER: 'altcha',
  CAPTCHA_TEST_TOKEN: 'e2e',
  LOG_LEVEL: 'warn',
  // Each test sends its own X-Forwarded-For (tests/fixtures.ts), so the per-IP rate limits of sign-in and
  // registration count per test instead of across the whole run.
  TRUST_PROXY: 'true',
};

let dropDatabase = async () => {};
if (process.env.TEST_DATABASE_URL) {
  const database = await databaseOn(process.env.TEST_DATABASE_URL, `dockside_e2e_${process.pid}`, { fresh: true });
  env.DATABASE_URL = database.url;
  dropDatabase = database.drop;
}

const child = spawn(process.execPath, [path.resolve(here, '../../api/dist/main.js')], { env, stdio: 'inherit' });
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', async (code) => {
  await dropDatabase().catch(() => {});
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
