import { describe, expect, it } from 'vitest';
import { parseIfMatch } from './if-match';

describe('parseIfMatch', () => {
  it('has no condition without the header or with *', () => {
    expect(parseIfMatch(undefined)).toBeUndefined();
    expect(parseIfMatch('*')).toBeUndefined();
  });

  it('reads quoted and bare versions, and lists', () => {
    expect(parseIfMatch('"3"')).toEqual([3]);
    expect(parseIfMatch('3')).toEqual([3]);
    expect(parseIfMatch('"3", "4"')).toEqual([3, 4]);
  });

  it('lets weak or non-numeric tags never match (412), as strong comparison does', () => {
    expect(parseIfMatch('W/"3"')).toEqual([]);
    expect(parseIfMatch('"abc"')).toEqual([]);
  });

  it.each(['', 'three', '"3', '3 4', '"a"b"'])('refuses %j with 400 IF_MATCH_INVALID', (header) => {
    expect(() => parseIfMatch(header)).toThrow(expect.objectContaining({ code: 'IF_MATCH_INVALID', status: 400 }));
  });
});
