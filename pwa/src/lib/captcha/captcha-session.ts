import type { CaptchaConfig } from '@dockside/shared/accounts';
import type { Challenge, Solution } from 'altcha-lib';
import { encodeAltchaToken } from './altcha-token';
import { getAltchaChallenge, getCaptchaConfig } from './captcha-api';
import { CAPTCHA_EXPIRY_MARGIN_MS, CAPTCHA_LOAD_TIMEOUT_MS, CAPTCHA_OFF_TOKEN } from './captcha.constants';
import { solveAltcha } from './solve-altcha';

/**
 * Spec §4 widget states: loading, loaded ('verified'), failed (could not load), timed out (loading took
 * over 5 s); 'error' when the proof of work itself failed; 'expired' (spec §8 text) when the token ran out
 * before it could be refreshed (the phone slept through the refresh) — shown while a fresh one is solved.
 */
export type CaptchaStatus = 'loading' | 'verified' | 'failed' | 'timedOut' | 'error' | 'expired';

export interface CaptchaDeps {
  getConfig: (signal: AbortSignal) => Promise<CaptchaConfig>;
  getChallenge: (signal: AbortSignal) => Promise<Challenge>;
  solve: (challenge: Challenge, signal: AbortSignal) => Promise<Solution | null>;
  now: () => number;
  loadTimeoutMs: number;
}

let configRequest: Promise<CaptchaConfig> | null = null;

/** The provider does not change while the app runs: ask once (again only after a failure). */
function cachedConfig(signal: AbortSignal): Promise<CaptchaConfig> {
  configRequest ??= getCaptchaConfig().catch((error: unknown) => {
    configRequest = null;
    throw error;
  });
  return abortable(configRequest, signal);
}

function abortable<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(new DOMException('Aborted', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')), { once: true });
    promise.then(resolve, reject);
  });
}

export const defaultCaptchaDeps: CaptchaDeps = {
  getConfig: cachedConfig,
  getChallenge: getAltchaChallenge,
  solve: solveAltcha,
  now: () => Date.now(),
  loadTimeoutMs: CAPTCHA_LOAD_TIMEOUT_MS,
};

class CaptchaLoadTimeout extends Error {}
class CaptchaSolveError extends Error {}

interface Token {
  value: string;
  /** Epoch ms after which the server refuses it; undefined when it never expires. */
  expiresAt?: number;
}

/**
 * One form's captcha. It starts solving as soon as the form shows, so the token is usually ready by the
 * time the user submits; `takeToken()` waits for it otherwise. A token is used once (the server spends
 * ALTCHA solutions), so taking one starts preparing the next.
 */
export class CaptchaSession {
  private status: CaptchaStatus = 'loading';
  private token: Token | null = null;
  private attempt: Promise<Token> | null = null;
  private controller: AbortController | null = null;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly deps: CaptchaDeps = defaultCaptchaDeps) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getStatus = (): CaptchaStatus => this.status;

  /** Begins preparing a token unless one is ready or on its way. */
  start = (): void => {
    if (this.attempt || this.usableToken()) return;
    this.run().catch(() => {
      // The status says what went wrong; takeToken() tries again.
    });
  };

  /** Drops the current work and starts over (the widget's "Try again"). */
  restart = (): void => {
    this.stop();
    this.start();
  };

  /**
   * The token for one submission. Waits for the one being prepared; after a failure it tries once more,
   * and resolves '' if that fails too (the server then answers 'CAPTCHA verification failed').
   */
  takeToken = async (): Promise<string> => {
    let token = this.usableToken();
    if (!token) {
      try {
        token = await (this.attempt ?? this.run(this.expiredStatus()));
      } catch {
        return '';
      }
    }
    this.token = null;
    clearTimeout(this.expiryTimer);
    this.start();
    return token.value;
  };

  /** Stops any work (the form unmounted). `start()` may be called again afterwards. */
  stop = (): void => {
    this.controller?.abort();
    this.controller = null;
    this.attempt = null;
    this.token = null;
    clearTimeout(this.expiryTimer);
  };

  /** 'expired' when the token we hold has run out (not merely near its refresh time), else 'loading'. */
  private expiredStatus(): 'expired' | 'loading' {
    const expiresAt = this.token?.expiresAt;
    return expiresAt !== undefined && expiresAt <= this.deps.now() ? 'expired' : 'loading';
  }

  private usableToken(): Token | null {
    if (!this.token) return null;
    if (this.token.expiresAt !== undefined && this.token.expiresAt - CAPTCHA_EXPIRY_MARGIN_MS <= this.deps.now()) return null;
    return this.token;
  }

  private setStatus(status: CaptchaStatus) {
    if (this.status === status) return;
    this.status = status;
    for (const listener of this.listeners) listener();
  }

  /** Prepares a token; `status` is what the widget shows meanwhile. */
  private run(status: 'loading' | 'expired' = 'loading'): Promise<Token> {
    this.controller?.abort();
    const controller = new AbortController();
    this.controller = controller;
    this.token = null;
    this.setStatus(status);

    const attempt = this.prepare(controller.signal).then(
      (token) => {
        if (this.controller !== controller) return token;
        this.attempt = null;
        this.token = token;
        this.setStatus('verified');
        this.scheduleRefresh(token);
        return token;
      },
      (error: unknown) => {
        if (this.controller === controller) {
          this.attempt = null;
          this.setStatus(error instanceof CaptchaLoadTimeout ? 'timedOut' : error instanceof CaptchaSolveError ? 'error' : 'failed');
        }
        throw error;
      },
    );
    this.attempt = attempt;
    return attempt;
  }

  private async prepare(signal: AbortSignal): Promise<Token> {
    const loaded = await this.load(signal);
    if (loaded.provider === 'off') return { value: CAPTCHA_OFF_TOKEN };
    if (!loaded.challenge) {
      // reCAPTCHA and Turnstile need a third-party script, which our CSP (script-src 'self') forbids.
      throw new Error(`Captcha provider ${loaded.provider} is not supported by this app`);
    }
    let solution: Solution | null;
    try {
      solution = await this.deps.solve(loaded.challenge, signal);
    } catch (error) {
      throw new CaptchaSolveError(String(error));
    }
    if (!solution) throw new CaptchaSolveError('The challenge was not solved');
    const expiresAtSeconds = loaded.challenge.parameters.expiresAt;
    return { value: encodeAltchaToken(loaded.challenge, solution), expiresAt: expiresAtSeconds ? expiresAtSeconds * 1000 : undefined };
  }

  /** Config and challenge, within the spec's 5 s load timeout. */
  private async load(signal: AbortSignal): Promise<{ provider: CaptchaConfig['provider']; challenge?: Challenge }> {
    const timeout = new AbortController();
    const onAbort = () => timeout.abort();
    signal.addEventListener('abort', onAbort, { once: true });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      timeout.abort();
    }, this.deps.loadTimeoutMs);
    try {
      const { provider } = await this.deps.getConfig(timeout.signal);
      if (provider !== 'altcha') return { provider };
      return { provider, challenge: await this.deps.getChallenge(timeout.signal) };
    } catch (error) {
      throw timedOut ? new CaptchaLoadTimeout() : error;
    } finally {
      clearTimeout(timer);
      signal.removeEventListener('abort', onAbort);
    }
  }

  /**
   * Prepares a fresh token shortly before this one expires, while the form sits open. Timers do not run
   * while a phone sleeps: one that fires after the expiry says so ('expired') while it solves again.
   */
  private scheduleRefresh(token: Token) {
    clearTimeout(this.expiryTimer);
    if (token.expiresAt === undefined) return;
    const delay = Math.max(0, token.expiresAt - CAPTCHA_EXPIRY_MARGIN_MS - this.deps.now());
    this.expiryTimer = setTimeout(() => {
      if (this.token !== token) return;
      const status = this.expiredStatus();
      this.stop();
      this.run(status).catch(() => {
        // The status says what went wrong; takeToken() tries again.
      });
    }, delay);
  }
}
