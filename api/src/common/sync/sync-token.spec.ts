import { describe, expect, it } from 'vitest';
import { START, type DeltaRow, decodeSyncToken, deltaPage, encodeSyncToken, parseDeltaRequest } from './sync-token';

const row = (micros: string, id: number, visible = true): DeltaRow & { title: string } => ({
  sync_micros: micros,
  sync_id: id,
  visible,
  title: `part ${id}`,
});

describe('sync tokens', () => {
  it('round-trips a position exactly, beyond the precision of a JS number', () => {
    const position = { micros: '1795000000123456', id: 42 };
    expect(decodeSyncToken(encodeSyncToken(position))).toEqual(position);
  });

  it('reads 0 as the start', () => {
    expect(decodeSyncToken('0')).toEqual(START);
  });

  it.each([
    '',
    'abc',
    '-1',
    'not a token!',
    Buffer.from('["s","12",-1]').toString('base64url'),
    Buffer.from('["x","12",1]').toString('base64url'),
    Buffer.from('["s",12,1]').toString('base64url'),
    Buffer.from('{"s":1}').toString('base64url'),
    'A'.repeat(200),
  ])('refuses %j with SYNC_TOKEN_INVALID', (token) => {
    expect(() => decodeSyncToken(token)).toThrow(expect.objectContaining({ code: 'SYNC_TOKEN_INVALID', status: 400 }));
  });
});

describe('parseDeltaRequest', () => {
  it('is undefined without updatedSince, so the endpoint answers as before', () => {
    expect(parseDeltaRequest({ q: 'winch', limit: '24' })).toBeUndefined();
  });

  it('defaults limit to 100 and accepts up to 500, ignoring other filters', () => {
    expect(parseDeltaRequest({ updatedSince: '0', category: 'Nope', sort: 'whatever' })).toEqual({ since: START, limit: 100 });
    expect(parseDeltaRequest({ updatedSince: '0', limit: '500' })?.limit).toBe(500);
  });

  it.each(['0', '501', 'ten', '-3'])('refuses limit=%s', (limit) => {
    expect(() => parseDeltaRequest({ updatedSince: '0', limit })).toThrow(expect.objectContaining({ code: 'INVALID_QUERY', status: 400 }));
  });

  it('refuses a token older than the retention with 410 SYNC_TOKEN_EXPIRED, not 0', () => {
    const at = (daysAgo: number) => encodeSyncToken({ micros: `${(Date.now() - daysAgo * 86_400_000) * 1000}`, id: 0 });
    expect(() => parseDeltaRequest({ updatedSince: at(31) })).toThrow(expect.objectContaining({ code: 'SYNC_TOKEN_EXPIRED', status: 410 }));
    expect(parseDeltaRequest({ updatedSince: at(29) })?.since.id).toBe(0);
    expect(parseDeltaRequest({ updatedSince: '0' })?.since).toBe(START);
  });

  it('reads seenUpTo only where the endpoint takes it, refusing a bad one with 400 naming it', () => {
    const seen = encodeSyncToken({ micros: '1795000000123456', id: 0 });
    expect(parseDeltaRequest({ updatedSince: '0', seenUpTo: seen }, { seenUpTo: true })?.seenUpTo).toEqual({
      micros: '1795000000123456',
      id: 0,
    });
    expect(parseDeltaRequest({ updatedSince: '0', seenUpTo: 'junk' })?.seenUpTo).toBeUndefined();
    for (const bad of ['junk', '0', ['a', 'b']]) {
      expect(() => parseDeltaRequest({ updatedSince: '0', seenUpTo: bad }, { seenUpTo: true })).toThrow(
        expect.objectContaining({ code: 'SYNC_TOKEN_INVALID', status: 400, extra: { parameter: 'seenUpTo' } }),
      );
    }
  });

  it('refuses updatedSince given twice', () => {
    expect(() => parseDeltaRequest({ updatedSince: ['0', '0'] })).toThrow(expect.objectContaining({ code: 'SYNC_TOKEN_INVALID' }));
  });
});

describe('deltaPage', () => {
  const toItem = (r: { sync_id: number; title: string }) => ({ id: r.sync_id, title: r.title });

  it('turns rows the caller no longer sees into tombstones', () => {
    const page = deltaPage([row('100', 1), row('200', 2, false)], { since: START, limit: 10 }, '1000', toItem);
    expect(page.items).toEqual([
      { id: 1, title: 'part 1' },
      { id: 2, deleted: true },
    ]);
  });

  it('links the next page at the last row when the page is full', () => {
    const page = deltaPage([row('100', 1), row('200', 2), row('300', 3)], { since: START, limit: 2 }, '1000', toItem);
    expect(page.items).toHaveLength(2);
    expect(decodeSyncToken(page.nextToken!)).toEqual({ micros: '200', id: 2 });
    expect(decodeSyncToken(page.syncToken)).toEqual({ micros: '200', id: 2 });
  });

  it('never hands out a token past the overlap horizon', () => {
    const page = deltaPage([row('100', 1), row('900', 2)], { since: START, limit: 10 }, '500', toItem);
    expect(page.nextToken).toBeUndefined();
    expect(decodeSyncToken(page.syncToken)).toEqual({ micros: '500', id: 0 });
  });

  it('keeps the position when nothing changed (capped at the horizon)', () => {
    expect(decodeSyncToken(deltaPage([], { since: { micros: '300', id: 7 }, limit: 10 }, '1000', toItem).syncToken)).toEqual({
      micros: '300',
      id: 7,
    });
    expect(decodeSyncToken(deltaPage([], { since: { micros: '3000', id: 7 }, limit: 10 }, '1000', toItem).syncToken)).toEqual({
      micros: '1000',
      id: 0,
    });
  });
});
