import type { Challenge, Solution } from 'altcha-lib';

/** The token the server verifies: base64 of the UTF-8 JSON `{ challenge, solution }`. */
export function encodeAltchaToken(challenge: Challenge, solution: Solution): string {
  const bytes = new TextEncoder().encode(JSON.stringify({ challenge, solution }));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
