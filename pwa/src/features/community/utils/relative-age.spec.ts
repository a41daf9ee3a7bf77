import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age';

const now = new Date('2026-11-21T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('relativeAge (spec §9, expert list)', () => {
  it.each([
    [0, 'just now'],
    [59 * SECOND, 'just now'],
    [60 * SECOND, '1 minute ago'],
    [2 * MINUTE + 30 * SECOND, '2 minutes ago'],
    [59 * MINUTE, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [23 * HOUR + 59 * MINUTE, '23 hours ago'],
    [DAY, '1 day ago'],
    [6 * DAY + 23 * HOUR, '6 days ago'],
  ])('%i ms ago → %s', (ms, text) => {
    expect(relativeAge(before(ms), now)).toBe(text);
  });

  it('shows a short date from 7 days on', () => {
    expect(relativeAge(before(7 * DAY), now)).toBe('Nov 14, 2026');
    expect(relativeAge('2025-03-02T08:00:00Z', now)).toBe('Mar 2, 2025');
  });

  it("shows 'recently' for a missing or unreadable date", () => {
    expect(relativeAge(undefined, now)).toBe('recently');
    expect(relativeAge(null, now)).toBe('recently');
    expect(relativeAge('', now)).toBe('recently');
    expect(relativeAge('not a date', now)).toBe('recently');
  });

  it('treats a date slightly in the future (clock skew) as just now', () => {
    expect(relativeAge(new Date(now.getTime() + 30 * SECOND), now)).toBe('just now');
  });
});
