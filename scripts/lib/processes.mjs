// Starting the built API (node api/dist/main.js) as a child process, as `npm start` does.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const API_MAIN = path.join(root, 'api/dist/main.js');

/**
 * Starts the API with exactly `env` (plus PATH and HOME) and resolves once it prints its URL.
 * `kill(signal)` and `stop()` resolve when the process has exited.
 */
export function startApi(env, { timeoutMs = 180_000, log } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [API_MAIN], {
      env: { PATH: process.env.PATH, HOME: process.env.HOME, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const exited = new Promise((r) => child.on('exit', (code, signal) => r(code ?? signal)));
    const timer = setTimeout(() => reject(new Error(`API did not start in ${timeoutMs / 1000} s:\n${out}`)), timeoutMs);
    let ready = false;
    const onData = (chunk) => {
      out += chunk.toString();
      if (log) log(chunk.toString());
      const match = /running at (http:\/\/\S+)/.exec(out);
      if (match && !ready) {
        ready = true;
        clearTimeout(timer);
        // PUBLIC_URL is not set: the banner says localhost; connect to the address we bound.
        const url = match[1].replace('localhost', env.HOST ?? '127.0.0.1');
        resolve({
          url,
          pid: child.pid,
          child,
          output: () => out,
          exited,
          async kill(signal = 'SIGKILL') {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
          async stop() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      if (!ready) reject(new Error(`API exited (${code}) before listening:\n${out}`));
    });
  });
}

/**
 * startApi, tried again (up to `attempts` times, `delayMs` apart) when the process exits before listening —
 * on a shared machine another build may be rewriting api/dist at that moment.
 */
export async function startApiRetrying(env, { attempts = 4, delayMs = 20_000, log = () => undefined, ...options } = {}) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startApi(env, options);
    } catch (error) {
      if (attempt >= attempts) throw error;
      log(
        `the API did not start (attempt ${attempt}): ${String(error.message).split('\n').slice(0, 6).join(' | ')} — retrying in ${delayMs / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
