import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN, isTombstone } from './index';

describe('isTombstone', () => {
  it('tells a tombstone from a normal object', () => {
    expect(isTombstone({ id: 3, deleted: true })).toBe(true);
    expect(isTombstone({ id: 3, title: 'Winch' })).toBe(false);
  });
});

describe('IDEMPOTENCY_KEY_PATTERN', () => {
  it('accepts a UUID and refuses short, long or punctuated keys', () => {
    expect(IDEMPOTENCY_KEY_PATTERN.test('0b7c3a5e-2f1d-4c8e-9a6b-1d2e3f4a5b6c')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('abc_1234')).toBe(true);
    expect(IDEMPOTENCY_KEY_PATTERN.test('short')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('x'.repeat(129))).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('has space 123')).toBe(false);
    expect(IDEMPOTENCY_KEY_PATTERN.test('semi;colon12')).toBe(false);
  });
});
