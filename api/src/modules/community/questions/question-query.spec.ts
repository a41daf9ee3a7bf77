import { describe, expect, it } from 'vitest';
import { decodeQuestionCursor, encodeQuestionCursor, parseCategory, parseQuestionQuery } from './question-query';

describe('parseQuestionQuery', () => {
  it('defaults to the newest 50 of every status', () => {
    expect(parseQuestionQuery({})).toEqual({
      category: undefined,
      status: undefined,
      q: undefined,
      sort: 'latest',
      limit: 50,
      after: undefined,
    });
  });

  it('reads sort, status, q and limit', () => {
    expect(parseQuestionQuery({ sort: 'top', status: 'pending', q: ' winch ', limit: '10' })).toMatchObject({
      sort: 'top',
      status: 'pending',
      q: 'winch',
      limit: 10,
    });
  });

  it.each([
    [{ sort: 'oldest' }, 'sort'],
    [{ status: 'closed' }, 'status'],
    [{ limit: '0' }, 'limit'],
    [{ limit: '101' }, 'limit'],
    [{ limit: 'ten' }, 'limit'],
    [{ q: 'x'.repeat(201) }, 'q'],
    [{ sort: ['top', 'latest'] }, 'sort'],
    [{ cursor: 'not-a-cursor' }, 'cursor'],
  ])('%j is refused naming %s', (query, parameter) => {
    expect(() => parseQuestionQuery(query)).toThrow(expect.objectContaining({ code: 'INVALID_QUERY', extra: { parameter } }));
  });

  it('takes a cursor only with the sort it was made for', () => {
    const cursor = encodeQuestionCursor({ sort: 'top', key: '7', id: 12 });
    expect(parseQuestionQuery({ sort: 'top', cursor }).after).toEqual({ sort: 'top', key: '7', id: 12 });
    expect(() => parseQuestionQuery({ cursor })).toThrow(expect.objectContaining({ code: 'INVALID_QUERY' }));
  });
});

describe('question cursors', () => {
  it('round-trip', () => {
    const cursor = { sort: 'latest' as const, key: '1795000000123456', id: 3 };
    expect(decodeQuestionCursor(encodeQuestionCursor(cursor))).toEqual(cursor);
  });

  it('refuse what we did not make', () => {
    const forge = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(decodeQuestionCursor(forge(['l', '1; DROP TABLE users', 1]))).toBeNull();
    expect(decodeQuestionCursor(forge(['x', '1', 1]))).toBeNull();
    expect(decodeQuestionCursor(forge(['t', '1', 0]))).toBeNull();
    expect(decodeQuestionCursor(forge(['t', '1']))).toBeNull();
    expect(decodeQuestionCursor('%%%')).toBeNull();
  });
});

describe('parseCategory', () => {
  it('matches the 11 categories case-insensitively and treats All Questions as no filter', () => {
    expect(parseCategory('Sailing Yachts')).toBe('Sailing Yachts');
    expect(parseCategory('marina info')).toBe('Marina Info');
    expect(parseCategory('All Questions')).toBeUndefined();
  });

  it('refuses anything else with 400 UNKNOWN_CATEGORY', () => {
    expect(() => parseCategory('Rockets')).toThrow(expect.objectContaining({ code: 'UNKNOWN_CATEGORY', status: 400 }));
  });
});
