import type { Challenge, Solution } from 'altcha-lib';

/**
 * Solves an ALTCHA challenge in a Web Worker (a same-origin file: the CSP allows `worker-src 'self'`).
 * The worker bundle carries altcha-lib, so nothing of it is in the app's entry chunk. Resolves null when
 * aborted or when the solver gives up.
 */
export function solveAltcha(challenge: Challenge, signal: AbortSignal): Promise<Solution | null> {
  if (typeof Worker === 'undefined') return Promise.reject(new Error('Web Workers are not available'));
  if (signal.aborted) return Promise.resolve(null);
  const worker = new Worker(new URL('./altcha.worker.ts', import.meta.url), { type: 'module', name: 'altcha' });

  return new Promise<Solution | null>((resolve, reject) => {
    const finish = () => {
      signal.removeEventListener('abort', onAbort);
      worker.terminate();
    };
    const onAbort = () => {
      finish();
      resolve(null);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    worker.onmessage = (event: MessageEvent<{ solution?: Solution | null; error?: string }>) => {
      finish();
      if (event.data.error) reject(new Error(event.data.error));
      else resolve(event.data.solution ?? null);
    };
    worker.onerror = (event) => {
      finish();
      reject(new Error(event.message || 'The captcha worker failed'));
    };
    worker.postMessage({ challenge });
  });
}
