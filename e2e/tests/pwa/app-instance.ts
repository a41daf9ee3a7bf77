import { spawn, type ChildProcess } from 'node:child_process';
import { appendFileSync, cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const REPO = path.resolve(__dirname, '../../..');

export interface AppInstance {
  url: string;
  /** Changes the served sw.js as a deploy of a new build would; its worker opens the cache `markerCache`. */
  publishNewBuild(markerCache: string): void;
  stop(): Promise<void>;
}

/**
 * A separate API serving its own copy of pwa/dist (PWA_DIST_DIR), so a test can deploy a "new build"
 * without touching the app the other tests use. Its embedded database starts empty (no demo data).
 */
export async function startAppInstance(): Promise<AppInstance> {
  const root = mkdtempSync(path.join(tmpdir(), 'dockside-e2e-pwa-'));
  const distDir = path.join(root, 'dist');
  cpSync(path.join(REPO, 'pwa/dist'), distDir, { recursive: true });
  const child = spawn(process.execPath, [path.join(REPO, 'api/dist/main.js')], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '/tmp',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: path.join(root, 'data'),
      NODE_ENV: 'test',
      CAPTCHA_PROVIDER: 'off',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      PWA_DIST_DIR: distDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const url = await listeningUrl(child);
  return {
    url,
    publishNewBuild(markerCache) {
      appendFileSync(
        path.join(distDir, 'sw.js'),
        `\nself.addEventListener('activate', (event) => event.waitUntil(caches.open(${JSON.stringify(markerCache)})));\n`,
      );
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}

function listeningUrl(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The app instance did not start within 150 s:\n${output}`)), 150_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The app instance exited with ${code}:\n${output}`));
    });
  });
}
