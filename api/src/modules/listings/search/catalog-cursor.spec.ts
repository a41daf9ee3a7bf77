import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, parseRelevanceKey, relevanceKeyExpression } from './catalog-cursor';

describe('catalogue cursors', () => {
  it.each([
    { sort: 'newest', key: '1763700000123456', id: 42 },
    { sort: 'price-asc', key: '1250.50', id: 7 },
    { sort: 'price-desc', key: '1', id: 2_147_483_647 },
    { sort: 'relevance', key: '0:1763700000123456', id: 1 },
    { sort: 'relevance', key: '1:-5', id: 3 },
    { sort: 'relevance', key: '-2:1763700000123456', id: 5 },
    { sort: 'relevance', key: '-1:-5', id: 6 },
    { sort: 'relevance', key: '0:1763700000123456', id: 9, typo: true },
    { sort: 'newest', key: '1763700000123456', id: 4, typo: true },
  ] as const)('round-trips %o as an opaque URL-safe token', (cursor) => {
    const token = encodeCursor(cursor);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(token)).toEqual(cursor);
  });

  it.each([
    ['empty', ''],
    ['not base64url', 'a+b/c='],
    ['not JSON', Buffer.from('hello').toString('base64url')],
    ['an object', Buffer.from('{"a":1}').toString('base64url')],
    ['an unknown sort', Buffer.from('["x","1",1]').toString('base64url')],
    ['a bad newest key', Buffer.from('["n","2024-01-01",1]').toString('base64url')],
    ['SQL in the key', Buffer.from(`["pa","1; drop table users",1]`).toString('base64url')],
    ['a price with 3 decimals', Buffer.from('["pa","1.005",1]').toString('base64url')],
    ['a numeric key', Buffer.from('["n",123,1]').toString('base64url')],
    ['id 0', Buffer.from('["n","1",0]').toString('base64url')],
    ['a fractional id', Buffer.from('["n","1",1.5]').toString('base64url')],
    ['an id out of range', Buffer.from('["n","1",2147483648]').toString('base64url')],
    ['too long', 'A'.repeat(201)],
    ['a bad typo flag', Buffer.from('["r","0:1",1,true]').toString('base64url')],
    ['extra elements', Buffer.from('["r","0:1",1,1,1]').toString('base64url')],
    ['a relevance key without its tier (an old score cursor)', Buffer.from('["r","512000",1]').toString('base64url')],
    ['a relevance tier other than -2, -1, 0 or 1', Buffer.from('["r","2:1763700000123456",1]').toString('base64url')],
    ['a relevance tier of -3', Buffer.from('["r","-3:1763700000123456",1]').toString('base64url')],
  ])('refuses %s', (_name, token) => {
    expect(decodeCursor(token)).toBeNull();
  });
});

describe('relevance keys', () => {
  it('split into the tier and the created_at microseconds', () => {
    expect(parseRelevanceKey('1:1763700000123456')).toEqual({ tier: 1, micros: '1763700000123456' });
    expect(parseRelevanceKey('0:-5')).toEqual({ tier: 0, micros: '-5' });
    expect(parseRelevanceKey('-2:1763700000123456')).toEqual({ tier: -2, micros: '1763700000123456' });
    expect(parseRelevanceKey('-1:-5')).toEqual({ tier: -1, micros: '-5' });
  });

  it('are built in SQL from the tier and microseconds expressions', () => {
    expect(relevanceKeyExpression('x.tier', 'm')).toBe(`x.tier::text || ':' || m::text`);
  });
});
