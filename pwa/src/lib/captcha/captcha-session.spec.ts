import type { Challenge, Solution } from 'altcha-lib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CaptchaSession, type CaptchaDeps } from './captcha-session';

const challenge: Challenge = {
  parameters: { algorithm: 'SHA-256', nonce: 'ab', salt: 'cd', cost: 1, keyLength: 32, keyPrefix: '00ff', expiresAt: 2_000_000 },
  signature: 'sig',
};
const solution: Solution = { counter: 4242, derivedKey: '00ff12' };

function deps(overrides: Partial<CaptchaDeps> = {}): CaptchaDeps {
  return {
    getConfig: vi.fn(async () => ({ provider: 'altcha' as const })),
    getChallenge: vi.fn(async () => challenge),
    solve: vi.fn(async () => solution),
    now: () => 1_000_000_000,
    loadTimeoutMs: 5000,
    ...overrides,
  };
}

const decode = (token: string) => JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(token), (c) => c.charCodeAt(0))));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('CaptchaSession', () => {
  it("gives a fixed token at once when the server runs without a captcha ('off')", async () => {
    const session = new CaptchaSession(deps({ getConfig: async () => ({ provider: 'off' }) }));
    session.start();
    await vi.waitFor(() => expect(session.getStatus()).toBe('verified'));
    await expect(session.takeToken()).resolves.toBe('captcha-off');
  });

  it('solves the ALTCHA challenge and sends base64(JSON { challenge, solution })', async () => {
    const d = deps();
    const session = new CaptchaSession(d);
    expect(session.getStatus()).toBe('loading');
    session.start();
    await vi.waitFor(() => expect(session.getStatus()).toBe('verified'));
    const token = await session.takeToken();
    expect(decode(token)).toEqual({ challenge, solution });
    expect(d.solve).toHaveBeenCalledWith(challenge, expect.any(AbortSignal));
  });

  it('waits for a token still being solved when the form is submitted early', async () => {
    let finish: (value: Solution) => void = () => {};
    const solve = vi.fn(() => new Promise<Solution>((resolve) => (finish = resolve)));
    const session = new CaptchaSession(deps({ solve }));
    session.start();
    const taking = session.takeToken();
    await vi.waitFor(() => expect(solve).toHaveBeenCalled());
    finish(solution);
    expect(decode(await taking).solution).toEqual(solution);
  });

  it('uses each token once and prepares the next one', async () => {
    const d = deps();
    const session = new CaptchaSession(d);
    session.start();
    const first = await session.takeToken();
    const second = await session.takeToken();
    expect(first).toBeTruthy();
    expect(second).toBeTruthy();
    expect(d.getChallenge).toHaveBeenCalledTimes(3); // two used, a third prepared for the next submit
  });

  it('times out after 5 s when the challenge does not load (spec §4)', async () => {
    const session = new CaptchaSession(
      deps({ getChallenge: (signal) => new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted')))) }),
    );
    session.start();
    await vi.advanceTimersByTimeAsync(4999);
    expect(session.getStatus()).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    expect(session.getStatus()).toBe('timedOut');
  });

  it('does not time out while solving takes longer than 5 s', async () => {
    let finish: (value: Solution) => void = () => {};
    const session = new CaptchaSession(deps({ solve: () => new Promise((resolve) => (finish = resolve)) }));
    session.start();
    await vi.advanceTimersByTimeAsync(20_000);
    expect(session.getStatus()).toBe('loading');
    finish(solution);
    await vi.waitFor(() => expect(session.getStatus()).toBe('verified'));
  });

  it('reports a load failure and recovers on retry', async () => {
    const getChallenge = vi
      .fn<CaptchaDeps['getChallenge']>()
      .mockRejectedValueOnce(new Error('503: Service Unavailable'))
      .mockResolvedValue(challenge);
    const session = new CaptchaSession(deps({ getChallenge }));
    const statuses: string[] = [];
    session.subscribe(() => statuses.push(session.getStatus()));
    session.start();
    await vi.waitFor(() => expect(session.getStatus()).toBe('failed'));
    session.restart();
    await vi.waitFor(() => expect(session.getStatus()).toBe('verified'));
    expect(statuses).toEqual(['failed', 'loading', 'verified']);
  });

  it('resolves an empty token when it cannot get one, so the server answers with its captcha message', async () => {
    const session = new CaptchaSession(deps({ getConfig: async () => Promise.reject(new TypeError('Failed to fetch')) }));
    await expect(session.takeToken()).resolves.toBe('');
    expect(session.getStatus()).toBe('failed');
  });

  describe("expiry (spec §8 'CAPTCHA expired. Please verify again.')", () => {
    const TEN_MINUTES = 10 * 60_000;
    /** A clock the test moves by hand, and challenges that expire ten minutes after they are fetched. */
    function expiringDeps(solve: CaptchaDeps['solve'] = vi.fn(async () => solution)) {
      const clock = { now: 1_700_000_000_000 };
      const fetched: Challenge[] = [];
      const d = deps({
        now: () => clock.now,
        solve,
        getChallenge: vi.fn(async () => {
          const fresh = { ...challenge, parameters: { ...challenge.parameters, expiresAt: (clock.now + TEN_MINUTES) / 1000 } };
          fetched.push(fresh);
          return fresh;
        }),
      });
      return { clock, fetched, d };
    }

    it('refreshes silently when the refresh timer fires on time', async () => {
      const { clock, d } = expiringDeps();
      const session = new CaptchaSession(d);
      const statuses: string[] = [];
      session.subscribe(() => statuses.push(session.getStatus()));
      session.start();
      await vi.waitFor(() => expect(session.getStatus()).toBe('verified'));
      clock.now += TEN_MINUTES - 30_000;
      await vi.advanceTimersByTimeAsync(TEN_MINUTES - 30_000);
      await vi.waitFor(() => expect(d.getChallenge).toHaveBeenCalledTimes(2));
      await vi.waitFor(() => expect(session.getStatus()).toBe('verified'));
      expect(statuses).toEqual(['verified', 'loading', 'verified']);
    });

    it("shows 'expired' when the refresh fires after the expiry (the phone slept), then solves again", async () => {
      let finish: (value: Solution) => void = () => {};
      const solve = vi
        .fn<CaptchaDeps['solve']>()
        .mockResolvedValueOnce(solution)
        .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
      const { clock, fetched, d } = expiringDeps(solve);
      const session = new CaptchaSession(d);
      session.start();
      await vi.waitFor(() => expect(session.getStatus()).toBe('verified'));

      clock.now += 2 * TEN_MINUTES; // asleep: timers did not run, the clock did
      await vi.advanceTimersByTimeAsync(TEN_MINUTES - 30_000);
      expect(session.getStatus()).toBe('expired');
      await vi.waitFor(() => expect(solve).toHaveBeenCalledTimes(2));

      finish(solution);
      await vi.waitFor(() => expect(session.getStatus()).toBe('verified'));
      const token = decode(await session.takeToken());
      expect(token.challenge).toEqual(fetched[1]);
      expect(token.challenge.parameters.expiresAt * 1000).toBeGreaterThan(clock.now);
    });

    it("shows 'expired' when a submit finds the token expired, and sends a fresh one", async () => {
      let finish: (value: Solution) => void = () => {};
      const solve = vi
        .fn<CaptchaDeps['solve']>()
        .mockResolvedValueOnce(solution)
        .mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
      const { clock, fetched, d } = expiringDeps(solve);
      const session = new CaptchaSession(d);
      session.start();
      await vi.waitFor(() => expect(session.getStatus()).toBe('verified'));

      clock.now += TEN_MINUTES + 1; // the refresh timer has not had a chance to run
      const taking = session.takeToken();
      expect(session.getStatus()).toBe('expired');
      await vi.waitFor(() => expect(solve).toHaveBeenCalledTimes(2));
      finish(solution);
      expect(decode(await taking).challenge).toEqual(fetched[1]);
    });

    it("starts over from 'expired' when the user presses the retry button", async () => {
      const solve = vi
        .fn<CaptchaDeps['solve']>()
        .mockResolvedValueOnce(solution)
        .mockImplementationOnce(() => new Promise(() => {}))
        .mockResolvedValue(solution);
      const { clock, d } = expiringDeps(solve);
      const session = new CaptchaSession(d);
      session.start();
      await vi.waitFor(() => expect(session.getStatus()).toBe('verified'));
      clock.now += 2 * TEN_MINUTES;
      await vi.advanceTimersByTimeAsync(TEN_MINUTES - 30_000);
      expect(session.getStatus()).toBe('expired');

      session.restart();
      expect(session.getStatus()).toBe('loading');
      await vi.waitFor(() => expect(session.getStatus()).toBe('verified'));
      expect(d.getChallenge).toHaveBeenCalledTimes(3);
    });
  });

  it('fails for providers that need a third-party script (the CSP forbids them)', async () => {
    const session = new CaptchaSession(deps({ getConfig: async () => ({ provider: 'recaptcha' }) }));
    session.start();
    await vi.waitFor(() => expect(session.getStatus()).toBe('failed'));
  });
});
