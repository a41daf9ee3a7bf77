import { describe, expect, it } from 'vitest';
import { newReference } from './reference';

describe('newReference', () => {
  it('is DS- and eight Crockford base-32 characters, different each time', () => {
    const refs = new Set(Array.from({ length: 200 }, newReference));
    expect(refs.size).toBe(200);
    for (const ref of refs) expect(ref).toMatch(/^DS-[0-9A-HJKMNP-TV-Z]{8}$/);
  });
});
