import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * A second app server for the tests that need other settings than the shared one (e.g. images in S3):
 * scripts/e2e-server.mjs — the same start-up, its own database and DATA_DIR — on a free port, with `env`
 * added, on `port` (a free one by default). Resolves once /api/ready answers.
 */
export async function startAppServer(env: Record<string, string>, port?: number, timeoutMs = 120_000): Promise<AppServer> {
  port ??= await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [path.resolve(__dirname, '../scripts/e2e-server.mjs')], {
    env: { ...process.env, ...env, E2E_PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const stop = () => stopProcess(child);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app server exited (${child.exitCode}): ${stderr}`);
    const ready = await fetch(`${url}/api/ready`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return { url, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`The app server was not ready within ${timeoutMs} ms: ${stderr}`);
}

/** A TCP port nobody listens on now, for a server whose address must be known before it starts. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** SIGTERM (e2e-server.mjs stops the API and removes its database and folder), then waits for the exit. */
function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
