import * as v from 'valibot';
import { parseTrustProxy } from '../common/http/trust-proxy';
import { readFeedList } from './feed-list';

const port = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.number(),
  v.minValue(0, 'must be 0–65535'),
  v.maxValue(65535, 'must be 0–65535'),
);
const url = (protocols: string[]) =>
  v.pipe(
    v.string(),
    v.url('must be a URL'),
    v.check(
      (value) => URL.canParse(value) && protocols.includes(new URL(value).protocol),
      `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`,
    ),
  );
/** A whole number of seconds, 1 to 86,400 (a day). */
const seconds = v.pipe(
  v.string(),
  v.regex(/^\d{1,5}$/, 'must be a whole number of seconds'),
  v.transform(Number),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(86_400, 'must be at most 86400'),
);
const bool = v.pipe(
  v.picklist(['true', 'false', '1', '0'], 'must be true or false'),
  v.transform((value) => value === 'true' || value === '1'),
);

/**
 * The base URL browsers load uploaded images from (no trailing slash): S3_PUBLIC_URL when set (a CDN
 * or a public bucket domain), else the bucket on the endpoint — `<endpoint>/<bucket>` path-style (MinIO),
 * `<scheme>://<bucket>.<endpoint host>` virtual-hosted style.
 */
export function s3PublicUrl(endpoint: string, bucket: string, forcePathStyle: boolean, publicUrl?: string): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const base = new URL(endpoint);
  if (forcePathStyle) return `${base.origin}${base.pathname.replace(/\/+$/, '')}/${bucket}`;
  return `${base.protocol}//${bucket}.${base.host}${base.pathname.replace(/\/+$/, '')}`;
}

/**
 * Every setting the API reads, with its default. Read once at start-up (docs/architecture.md §3.3);
 * `.env.example` mirrors this list.
 */
export const ConfigSchema = v.pipe(
  v.object({
    NODE_ENV: v.optional(v.picklist(['development', 'production', 'test'], 'must be development, production or test'), 'development'),
    PORT: v.optional(port, '3000'),
    HOST: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), '0.0.0.0'),
    PUBLIC_URL: v.optional(url(['http:', 'https:'])),
    DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1, 'must not be empty')), './.data'),
    DATABASE_URL: v.optional(url(['postgres:', 'postgresql:'])),
    SEED_DEMO_DATA: v.optional(bool, 'true'),
    LOG_LEVEL: v.optional(v.picklist(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'must be a pino level'), 'info'),
    PWA_DIST_DIR: v.optional(v.string()),
    REDIS_URL: v.optional(url(['redis:', 'rediss:'])),
    S3_ENDPOINT: v.optional(url(['http:', 'https:'])),
    S3_BUCKET: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a bucket name (3–63 lowercase letters, digits, dots, hyphens)'),
      ),
    ),
    S3_ACCESS_KEY_ID: v.optional(v.string()),
    S3_SECRET_ACCESS_KEY: v.optional(v.string()),
    S3_REGION: v.optional(v.string(), 'us-east-1'),
    S3_PUBLIC_URL: v.optional(url(['http:', 'https:'])),
    S3_FORCE_PATH_STYLE: v.optional(bool, 'true'),
    SMTP_URL: v.optional(url(['smtp:', 'smtps:'])),
    MAIL_FROM: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'no-reply@dockside.local'),
    TEAM_EMAIL: v.optional(v.pipe(v.string(), v.email('must be an e-mail address')), 'team@dockside.local'),
    MAIL_RETRY_SECONDS: v.optional(
      v.pipe(v.string(), v.regex(/^[1-9]\d{0,4}$/, 'must be a whole number of seconds, at least 1'), v.transform(Number)),
      '30',
    ),
    CONFIRMATION_MAILS_PER_HOUR: v.optional(
      v.pipe(v.string(), v.regex(/^[1-9]\d{0,6}$/, 'must be a whole number, at least 1'), v.transform(Number)),
      '200',
    ),
    // Writes (POST, PUT, PATCH, DELETE on /api) one signed-in user may make per minute, across replicas.
    USER_WRITES_PER_MINUTE: v.optional(
      v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'must be a whole number, at least 1'), v.transform(Number)),
      '120',
    ),
    RUN_JOBS: v.optional(bool, 'true'),
    CHAT_MENTION_DELAY_SECONDS: v.optional(
      v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'must be a whole number of seconds'), v.transform(Number)),
      '120',
    ),
    // A chat socket re-reads its session (row present, not expired, user not suspended) on an event at most this often…
    CHAT_SESSION_CHECK_SECONDS: v.optional(seconds, '60'),
    // …and every socket of this replica is re-checked at this interval, so an idle socket does not outlive its session.
    CHAT_SESSION_SWEEP_SECONDS: v.optional(seconds, '300'),
    CAPTCHA_PROVIDER: v.optional(
      v.picklist(['altcha', 'recaptcha', 'turnstile', 'off'], 'must be altcha, recaptcha, turnstile or off'),
      'altcha',
    ),
    CAPTCHA_SECRET: v.optional(v.string()),
    // Tests only: one fixed token verify() accepts besides real solutions (API-level e2e helpers). Refused in production.
    CAPTCHA_TEST_TOKEN: v.optional(v.string()),
    TRUST_PROXY: v.optional(
      v.pipe(
        v.string(),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          const parsed = parseTrustProxy(dataset.value);
          if ('setting' in parsed) return parsed.setting;
          addIssue({ message: parsed.problem });
          return NEVER;
        }),
      ),
      'false',
    ),
    // Tests only: honour the `x-test-fault` request header (idempotency fault tests). Refused unless NODE_ENV=test.
    TEST_FAULT_INJECTION: v.optional(bool, 'false'),
    // News feed reader: a JSON file of { url, source, category? } (config/feed-list.ts); unset = seeded items only.
    NEWS_FEEDS: v.optional(
      v.pipe(
        v.string(),
        v.rawTransform(({ dataset, addIssue, NEVER }) => {
          try {
            return readFeedList(dataset.value);
          } catch (error) {
            addIssue({ message: (error as Error).message });
            return NEVER;
          }
        }),
      ),
    ),
    NEWS_POLL_MINUTES: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,4}(\.\d{1,3})?$/, 'must be a number of minutes (fractions allowed, e.g. 0.25)'),
        v.transform(Number),
        v.minValue(0.01, 'must be at least 0.01'),
        v.maxValue(1440, 'must be at most 1440'),
      ),
      '15',
    ),
    UPLOADS_MAX_TOTAL_MB: v.optional(
      v.pipe(v.string(), v.regex(/^[1-9]\d{0,8}$/, 'must be a whole number of megabytes, at least 1'), v.transform(Number)),
      '10240',
    ),
  }),
  v.transform((env) => ({
    nodeEnv: env.NODE_ENV,
    isProduction: env.NODE_ENV === 'production',
    port: env.PORT,
    host: env.HOST,
    publicUrl: env.PUBLIC_URL,
    dataDir: env.DATA_DIR,
    databaseUrl: env.DATABASE_URL,
    seedDemoData: env.SEED_DEMO_DATA,
    logLevel: env.LOG_LEVEL,
    pwaDistDir: env.PWA_DIST_DIR,
    redisUrl: env.REDIS_URL,
    s3: env.S3_ENDPOINT
      ? {
          endpoint: env.S3_ENDPOINT,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID,
          secretAccessKey: env.S3_SECRET_ACCESS_KEY,
          region: env.S3_REGION,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
          publicUrl: s3PublicUrl(env.S3_ENDPOINT, env.S3_BUCKET ?? '', env.S3_FORCE_PATH_STYLE, env.S3_PUBLIC_URL),
        }
      : undefined,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, teamEmail: env.TEAM_EMAIL, retryBaseMs: env.MAIL_RETRY_SECONDS * 1000 },
    confirmationMailsPerHour: env.CONFIRMATION_MAILS_PER_HOUR,
    userWritesPerMinute: env.USER_WRITES_PER_MINUTE,
    runJobs: env.RUN_JOBS,
    chatMentionDelayMs: env.CHAT_MENTION_DELAY_SECONDS * 1000,
    chatSessionCheckMs: env.CHAT_SESSION_CHECK_SECONDS * 1000,
    chatSessionSweepMs: env.CHAT_SESSION_SWEEP_SECONDS * 1000,
    captcha: { provider: env.CAPTCHA_PROVIDER, secret: env.CAPTCHA_SECRET, testToken: env.CAPTCHA_TEST_TOKEN },
    trustProxy: env.TRUST_PROXY,
    testFaultInjection: env.TEST_FAULT_INJECTION,
    uploadsMaxTotalBytes: env.UPLOADS_MAX_TOTAL_MB * 1024 * 1024,
    news: { feeds: env.NEWS_FEEDS ?? [], pollMs: Math.round(env.NEWS_POLL_MINUTES * 60_000) },
  })),
  v.check((c) => !(c.isProduction && c.captcha.provider === 'off'), 'CAPTCHA_PROVIDER: off is refused when NODE_ENV=production'),
  v.check((c) => !(c.isProduction && c.captcha.testToken), 'CAPTCHA_TEST_TOKEN: refused when NODE_ENV=production'),
  v.check((c) => !c.testFaultInjection || c.nodeEnv === 'test', 'TEST_FAULT_INJECTION: only allowed when NODE_ENV=test'),
  v.check(
    (c) => !(c.captcha.provider === 'recaptcha' || c.captcha.provider === 'turnstile') || !!c.captcha.secret,
    'CAPTCHA_SECRET: required when CAPTCHA_PROVIDER is recaptcha or turnstile',
  ),
  v.check(
    (c) => !c.s3 || !!(c.s3.bucket && c.s3.accessKeyId && c.s3.secretAccessKey),
    'S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required when S3_ENDPOINT is set',
  ),
);

export type AppConfig = v.InferOutput<typeof ConfigSchema>;
