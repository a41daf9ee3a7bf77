import { dictionary } from '@zxcvbn-ts/language-common';
import * as argon2 from 'argon2';

/**
 * The ~49k most common passwords (zxcvbn-ts's maintained list), compared case-insensitively and
 * also with the symbols and digits people append to satisfy rules ("Password1!" → "password").
 */
const COMMON = new Set<string>((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));

export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  if (COMMON.has(lower)) return true;
  const core = lower.replace(/[^a-z]+$/g, '').replace(/^[^a-z]+/g, '');
  return core.length >= 4 && COMMON.has(core) && core.length >= lower.length - 4;
}

/** argon2id at OWASP's minimum profile (19 MiB, t=2, p=1) — ASVS V2.4. */
export const ARGON2_OPTIONS = { type: argon2.argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => argon2.hash(password, ARGON2_OPTIONS);

/** A fixed hash to verify against when the account does not exist, so both paths cost the same. */
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(hash: string | undefined, password: string): Promise<boolean> {
  const target = hash ?? (await (dummyHash ??= hashPassword('not-a-real-password-1!')));
  try {
    return (await argon2.verify(target, password)) && hash !== undefined;
  } catch {
    return false;
  }
}
