import { randomInt } from 'node:crypto';

/** Crockford's base 32: no I, L, O or U, so a reference read out over the phone is not misheard. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A short reference number for a submission, e.g. `DS-7K3Q9M2X` (32⁸ ≈ 10¹² values). */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < 8; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `DS-${code}`;
}
