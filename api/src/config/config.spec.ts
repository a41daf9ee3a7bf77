import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.nodeEnv).toBe('development');
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.seedDemoData).toBe(true);
    expect(config.captcha.provider).toBe('altcha');
    expect(config.chatSessionCheckMs).toBe(60_000);
    expect(config.chatSessionSweepMs).toBe(300_000);
  });

  it('reads the chat socket session re-check intervals in seconds', () => {
    const config = loadConfig({ CHAT_SESSION_CHECK_SECONDS: '5', CHAT_SESSION_SWEEP_SECONDS: '30' });
    expect(config.chatSessionCheckMs).toBe(5000);
    expect(config.chatSessionSweepMs).toBe(30_000);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT must be a whole number \(got "abc"\)/],
    [{ PORT: '70000' }, /PORT must be 0–65535/],
    [{ DATABASE_URL: 'mysql://x@y/z' }, /DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//],
    [{ DATABASE_URL: 'not a url' }, /DATABASE_URL must be a URL/],
    [{ NODE_ENV: 'staging' }, /NODE_ENV must be development, production or test/],
    [{ SEED_DEMO_DATA: 'yes' }, /SEED_DEMO_DATA must be true or false/],
    [{ CHAT_SESSION_CHECK_SECONDS: '0' }, /CHAT_SESSION_CHECK_SECONDS must be at least 1/],
    [{ CHAT_SESSION_SWEEP_SECONDS: '1.5' }, /CHAT_SESSION_SWEEP_SECONDS must be a whole number of seconds/],
    [{ CHAT_SESSION_SWEEP_SECONDS: '90000' }, /CHAT_SESSION_SWEEP_SECONDS must be at most 86400/],
    [{ NODE_ENV: 'production', CAPTCHA_PROVIDER: 'off' }, /CAPTCHA_PROVIDER: off is refused when NODE_ENV=production/],
    [{ CAPTCHA_PROVIDER: 'turnstile' }, /CAPTCHA_SECRET: required/],
    [{ S3_ENDPOINT: 'http://minio:9000' }, /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/],
  ])('refuses %o with a one-line message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
    try {
      loadConfig(env);
    } catch (error) {
      expect((error as Error).message).not.toContain('\n');
    }
  });

  it('accepts a complete production configuration', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      DATABASE_URL: 'postgresql://u:p@db:5432/dockside',
      CAPTCHA_PROVIDER: 'altcha',
      PUBLIC_URL: 'https://dockside.example',
    });
    expect(config.isProduction).toBe(true);
    expect(config.port).toBe(8080);
  });
});
