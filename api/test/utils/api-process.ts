import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { createTestDatabase } from './test-database';

const MAIN = path.resolve(__dirname, '../../dist/main.js');

export interface ApiProcess {
  url: string;
  output: () => string;
  /** Sends SIGTERM and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  child: ChildProcess;
}

export interface StartApiOptions {
  databaseUrl?: string;
  dataDir?: string;
  env?: Record<string, string>;
  /** Resolve when the process exits instead of when it listens (for start-up failures). */
  expectExit?: boolean;
}

/** Starts the built API (`node api/dist/main.js`) on a free port, as `npm start` would. */
export function startApi(options: StartApiOptions = {}): Promise<ApiProcess> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'dockside-api-'));
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '',
    HOME: process.env.HOME ?? '/tmp',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
    CAPTCHA_PROVIDER: 'off',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  };
  const child = spawn(process.execPath, [MAIN], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));

  const handle = (url: string): ApiProcess => ({
    url,
    child,
    output: () => out,
    async stop(signal: NodeJS.Signals = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  });

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`API did not start within 90 s:\n${out}`)), 90_000);
    if (options.expectExit) {
      void exited.then(() => {
        clearTimeout(timer);
        resolve(handle(''));
      });
      return;
    }
    const onData = () => {
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match) {
        clearTimeout(timer);
        child.stdout.off('data', onData);
        resolve(handle(match[1]));
      }
    };
    child.stdout.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`API exited with ${code} before listening:\n${out}`));
    });
  });
}

/** The PWA build the API serves (`npm run build` makes it). */
export const PWA_DIST = path.resolve(__dirname, '../../../pwa/dist');

/**
 * An API without demo data on a fresh database, serving the built PWA — for suites about the HTML and
 * assets the browser gets. Fails at once, saying why, when there is no PWA build.
 */
export async function startApiWithPwa(
  adminDatabaseUrl: string,
): Promise<{ api: ApiProcess; databaseUrl: string; stop: () => Promise<void> }> {
  if (!existsSync(path.join(PWA_DIST, 'index.html'))) throw new Error('pwa/dist is missing: run `npm run build` first');
  const db = await createTestDatabase(adminDatabaseUrl);
  const api = await startApi({ databaseUrl: db.url, env: { SEED_DEMO_DATA: 'false' } });
  return {
    api,
    databaseUrl: db.url,
    stop: async () => {
      await api.stop();
      await db.drop();
    },
  };
}
