import { describe, expect, it } from 'vitest';
import { decodeMemberCursor, encodeMemberCursor, likeSubstring, parseMemberQuery } from './members-query';

describe('parseMemberQuery', () => {
  it('defaults to the first 100 members', () => {
    expect(parseMemberQuery({})).toEqual({ q: undefined, limit: 100, after: undefined });
  });

  it('reads q, limit and a cursor', () => {
    const cursor = encodeMemberCursor({ company: 'keel & co', name: 'robin hale', id: 4 });
    expect(parseMemberQuery({ q: ' Keel ', limit: '20', cursor })).toEqual({
      q: 'Keel',
      limit: 20,
      after: { company: 'keel & co', name: 'robin hale', id: 4 },
    });
  });

  it('refuses a bad limit or cursor', () => {
    expect(() => parseMemberQuery({ limit: '201' })).toThrow(expect.objectContaining({ code: 'INVALID_QUERY' }));
    expect(() => parseMemberQuery({ cursor: 'abc' })).toThrow(expect.objectContaining({ code: 'INVALID_QUERY' }));
    expect(decodeMemberCursor(Buffer.from(JSON.stringify(['a', 'b', -1])).toString('base64url'))).toBeNull();
  });
});

describe('likeSubstring', () => {
  it('lower-cases and takes LIKE wildcards literally', () => {
    expect(likeSubstring('Keel')).toBe('%keel%');
    expect(likeSubstring('100%_sure\\')).toBe('%100\\%\\_sure\\\\%');
  });
});
