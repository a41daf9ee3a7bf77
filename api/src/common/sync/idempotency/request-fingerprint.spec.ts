import { describe, expect, it } from 'vitest';
import { canonicalJson, jsonRequestHash, multipartRequestHash } from './request-fingerprint';

describe('canonicalJson', () => {
  it('sorts keys at every depth and drops undefined values', () => {
    expect(canonicalJson({ b: 1, a: { d: [2, { y: 1, x: 2 }], c: undefined } })).toBe('{"a":{"d":[2,{"x":2,"y":1}]},"b":1}');
  });

  it('never carries a password value', () => {
    const text = canonicalJson({ currentPassword: 'Tr1m-the-jib!', newPassword: 'Reef-early-2!', keep: 'x' });
    expect(text).not.toContain('Tr1m');
    expect(text).not.toContain('Reef');
    expect(text).toContain('"keep":"x"');
  });

  it('serialises absent bodies as null', () => {
    expect(canonicalJson(undefined)).toBe('null');
  });
});

describe('jsonRequestHash', () => {
  it('is the same for the same request written in another key order', () => {
    expect(jsonRequestHash({}, { title: 'Winch', price: 45 })).toBe(jsonRequestHash({}, { price: 45, title: 'Winch' }));
  });

  it('differs when the body or the query differs', () => {
    const base = jsonRequestHash({}, { increment: true });
    expect(jsonRequestHash({}, { increment: false })).not.toBe(base);
    expect(jsonRequestHash({ a: '1' }, { increment: true })).not.toBe(base);
  });
});

describe('multipartRequestHash', () => {
  it('depends on the bytes and the field name', () => {
    const bytes = Buffer.from([1, 2, 3]);
    expect(multipartRequestHash('image', bytes)).toBe(multipartRequestHash('image', Buffer.from([1, 2, 3])));
    expect(multipartRequestHash('image', Buffer.from([1, 2, 4]))).not.toBe(multipartRequestHash('image', bytes));
    expect(multipartRequestHash('photo', bytes)).not.toBe(multipartRequestHash('image', bytes));
  });
});
