import { solveChallenge, type Challenge } from 'altcha-lib';
// The web variant hashes with crypto.subtle; 'altcha-lib/algorithms/sha' is the Node one (node:crypto).
import { deriveKey } from 'altcha-lib/algorithms/web/sha';

/** Solves one ALTCHA challenge off the main thread, so typing stays smooth on a slow phone. */
const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = async (event: MessageEvent<{ challenge: Challenge }>) => {
  try {
    const solution = await solveChallenge({ challenge: event.data.challenge, deriveKey });
    scope.postMessage({ solution });
  } catch (error) {
    scope.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
};
