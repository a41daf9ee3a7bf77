import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { CaptchaConfig } from '@dockside/shared/accounts';
import { APP_CONFIG, type AppConfig } from '../../config/config';

/** altcha-lib is ESM-only; loaded once, lazily, from this CommonJS build. */
const altcha = () => import('altcha-lib');
const altchaSha = () => import('altcha-lib/algorithms/sha');

const CHALLENGE_TTL_MS = 10 * 60_000;
/** About 0.3–1.5 s of hashing on a budget phone; enough to make scripted sign-ups costly. */
const COUNTER_RANGE: [number, number] = [20_000, 80_000];

const VERIFY_URLS = {
  recaptcha: 'https://www.google.com/recaptcha/api/siteverify',
  turnstile: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
} as const;

/**
 * Captcha for every public form (ARCHITECTURE.md §3): ALTCHA proof of work verified here by
 * default (no third party), reCAPTCHA or Turnstile by setting. `off` accepts anything and is
 * refused at start-up in production, so the spec's fixed development token never passes there.
 */
@Injectable()
export class CaptchaService {
  private readonly logger = new Logger(CaptchaService.name);
  private secret?: Promise<string>;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly em: EntityManager,
  ) {}

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

  /** True when `token` proves a solved captcha; each ALTCHA solution counts once. */
  async verify(token: string | undefined, remoteIp?: string): Promise<boolean> {
    const provider = this.config.captcha.provider;
    if (provider === 'off') return true;
    if (!token) return false;
    if (provider === 'altcha') return this.verifyAltcha(token);
    return this.verifyRemote(provider, token, remoteIp);
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
    const inserted = await this.em
      .getConnection()
      .execute<{ id: string }[]>(
        `insert into captcha_spent (id, expires_at) values (?, now() + interval '15 minutes') on conflict do nothing returning id`,
        [id],
      );
    return inserted.length === 1;
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
    this.secret ??= (async () => {
      const connection = this.em.getConnection();
      await connection.execute(`insert into app_settings (key, value) values ('altcha_hmac_secret', ?) on conflict (key) do nothing`, [
        randomBytes(32).toString('hex'),
      ]);
      const [row] = await connection.execute<{ value: string }[]>(`select value from app_settings where key = 'altcha_hmac_secret'`);
      return row.value;
    })();
    return this.secret;
  }

  /** Housekeeping: spent challenges are useless once their challenge has expired. */
  async sweepSpent(): Promise<void> {
    await this.em.getConnection().execute(`delete from captcha_spent where expires_at < now()`);
  }
}
