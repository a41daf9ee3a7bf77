import { describe, expect, it } from 'vitest';
import { redactDriverError } from './redact-driver-error';

describe('redactDriverError', () => {
  it('keeps the class, SQL state and PostgreSQL sentence, drops the statement and its values', () => {
    const error = Object.assign(
      new Error(
        `insert into "users" ("password_hash", "email") values ('$argon2id$v=19$m=19456$secret', 'a@b.c') - column "x" does not exist`,
      ),
      { name: 'InvalidFieldNameException', sqlState: '42703', code: '42703' },
    );
    const redacted = redactDriverError(error) as Record<string, string>;
    expect(redacted).toMatchObject({ type: 'InvalidFieldNameException', message: 'column "x" does not exist', sqlState: '42703' });
    expect(JSON.stringify(redacted)).not.toContain('argon2id');
    expect(JSON.stringify(redacted)).not.toContain('a@b.c');
  });

  it('leaves other errors as they are', () => {
    const error = new TypeError('boom');
    expect(redactDriverError(error)).toBe(error);
  });
});
