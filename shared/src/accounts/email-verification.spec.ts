import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES as M, VerifyEmailSchema } from './email-verification';

describe('VerifyEmailSchema (POST /api/user/verify-email)', () => {
  it('accepts the token of a link (base64url, 20–100 characters)', () => {
    const token = 'zGo28e_9LL7kKr1PyHy3uEoACX--i8E-';
    expect(v.parse(VerifyEmailSchema, { token })).toEqual({ token });
  });

  it.each([[undefined], [''], ['short'], ['has spaces in it, twenty+'], ['x'.repeat(101)], [12345]])(
    'refuses %j with the invalid-link message',
    (token) => {
      const result = v.safeParse(VerifyEmailSchema, { token });
      expect(result.success).toBe(false);
      expect(result.issues?.[0]?.message).toBe(M.invalidLink);
    },
  );
});
