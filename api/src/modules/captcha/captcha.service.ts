import { createHash, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CaptchaConfig } from '@dockside/shared/accounts';
import { appSecret } from '../../common/secrets/app-secret';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { Jobs } from '../../jobs/jobs.service';
import { RETRY_TWICE } from '../../jobs/job.types';
import { CaptchaRepository } from './captcha.repository';

/** altcha-lib is ESM-only; loaded once, lazily, from this CommonJS build. */
const altcha = () => import('altcha-lib');
const altchaSha = () => import('altcha-lib/algorithms/sha');

const CHALLENGE_TTL_MS = 10 * 60_000;
/**
 * The hashes a solver must do (the counter is uniform in this range, so its middle sets the median).
 * Measured, not guessed (`npm run bench:captcha`, docs/performance.md §8): altcha-lib's
 * Web Crypto solver in Chromium at 4× CPU throttling, 15 fresh challenges of this range: median 1.37 s,
 * p90 1.96 s (30 ms per 1,000 hashes on a loaded 2-core Xeon) — within the ≤ 1.5 s median
 * set for a low-end phone. A desktop default (ALTCHA's 100,000+) would take 3 s or more there.
 */
const COUNTER_RANGE: [number, number] = [30_000, 60_000];

const VERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

/**
 * Captcha for every public form (docs/architecture.md §3.2): ALTCHA proof of work verified here by
 * default (no third party), reCAPTCHA or Turnstile by setting. `off` accepts anything and is
 * refused at start-up in production, so the spec's fixed development token never passes there; so is
 * CAPTCHA_TEST_TOKEN, the one fixed token tests may use while the real provider runs.
 */
@Injectable()
export class CaptchaService implements OnModuleInit {
  private readonly logger = new Logger(CaptchaService.name);
  private secret?: Promise<string>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
    private readonly spent: CaptchaRepository,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    // Hourly, at minute 5 (the other hourly cleanups take other minutes).
    const schedule = { cron: '5 * * * *' };
    this.jobs.register({
      name: 'captcha-spent-sweep',
      schedule,
      singleton: true,
      retry: RETRY_TWICE,
      deadLetter: false,
      run: () => this.sweepSpent(),
    });
  }

  describe(): CaptchaConfig {
    return { provider: this.config.captcha.provider };
  }

  /** A signed ALTCHA challenge for the widget. */
  async createChallenge() {
    const [{ createChallenge, randomInt }, { deriveKey }] = await Promise.all([altcha(), altchaSha()]);
    return createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter: randomInt(...COUNTER_RANGE),
      deriveKey,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
      hmacSignatureSecret: await this.hmacSecret(),
    });
  }

  /**
   * True when `token` proves a solved captcha; each ALTCHA solution counts once. CAPTCHA_TEST_TOKEN (never
   * set in production: refused at start-up) is accepted as well, for test helpers that call the API directly.
   */
  async verify(token: string | undefined, remoteIp?: string): Promise<boolean> {
    const provider = this.config.captcha.provider;
    if (provider === 'off') return true;
    if (!token) return false;
    if (this.isTestToken(token)) return true;
    if (provider === 'altcha') return this.verifyAltcha(token);
    return this.verifyRemote(provider, token, remoteIp);
  }

  private isTestToken(token: string): boolean {
    const expected = this.config.captcha.testToken;
    if (!expected) return false;
    const digest = (value: string) => createHash('sha256').update(value).digest();
    return timingSafeEqual(digest(token), digest(expected));
  }

  private async verifyAltcha(token: string): Promise<boolean> {
    let payload: { challenge?: unknown; solution?: unknown };
    try {
      payload = JSON.parse(Buffer.from(token, 'base64').toString('utf8')) as typeof payload;
    } catch {
      return false;
    }
    if (!payload || typeof payload !== 'object' || !payload.challenge || !payload.solution) return false;
    const [{ verifySolution }, { deriveKey }] = await Promise.all([altcha(), altchaSha()]);
    try {
      const result = await verifySolution({
        challenge: payload.challenge as Parameters<typeof verifySolution>[0]['challenge'],
        solution: payload.solution as Parameters<typeof verifySolution>[0]['solution'],
        deriveKey,
        hmacSignatureSecret: await this.hmacSecret(),
      });
      if (!result.verified) return false;
    } catch {
      return false;
    }
    // Replay protection, shared by every replica: the challenge signature may be spent once.
    const signature = String((payload.challenge as { signature?: unknown }).signature ?? '');
    const id = createHash('sha256').update(signature).digest('hex');
    return this.spent.spend(id);
  }

  private async verifyRemote(provider: 'recaptcha' | 'turnstile', token: string, remoteIp?: string): Promise<boolean> {
    const body = new URLSearchParams({
      secret: this.config.captcha.secret ?? '',
      response: token,
      ...(remoteIp ? { remoteip: remoteIp } : {}),
    });
    try {
      const res = await fetch(VERIFY_URLS[provider], { method: 'POST', body, signal: AbortSignal.timeout(5000) });
      const json = (await res.json()) as { success?: boolean };
      return json.success === true;
    } catch (error) {
      this.logger.warn(`${provider} verification unavailable: ${String(error)}`);
      return false;
    }
  }

  /** CAPTCHA_SECRET, or one generated on first use and kept in the database for every replica. */
  private hmacSecret(): Promise<string> {
    if (this.config.captcha.secret) return Promise.resolve(this.config.captcha.secret);
    this.secret ??= appSecret(this.em, 'altcha_hmac_secret');
    return this.secret;
  }

  /** Housekeeping: spent challenges are useless once their challenge has expired. */
  async sweepSpent(): Promise<void> {
    await this.spent.deleteExpired();
  }
}
