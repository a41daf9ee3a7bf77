import { describe, expect, it } from 'vitest';
import { formatDayBadge, formatInboxTime, formatMessageTime, groupByDay } from './chat-time';

// Local times (the device's zone), so the tests hold in any time zone.
const at = (y: number, m: number, d: number, h = 12, min = 0) => new Date(y, m - 1, d, h, min).toISOString();
const NOW = new Date(2026, 10, 25, 15, 30); // Wednesday, 25 November 2026, 3:30 PM

describe('formatMessageTime', () => {
  it('shows hour:minute AM/PM', () => {
    expect(formatMessageTime(at(2026, 11, 25, 15, 5))).toBe('3:05 PM');
    expect(formatMessageTime(at(2026, 11, 25, 0, 7))).toBe('12:07 AM');
    expect(formatMessageTime(at(2026, 11, 25, 9, 30))).toBe('9:30 AM');
  });
});

describe('formatInboxTime (spec: clock time today, weekday under 7 days, else month and day)', () => {
  it('today → clock time', () => expect(formatInboxTime(at(2026, 11, 25, 8, 15), NOW)).toBe('8:15 AM'));
  it('yesterday and up to 6 days ago → weekday', () => {
    expect(formatInboxTime(at(2026, 11, 24, 23, 59), NOW)).toBe('Tuesday');
    expect(formatInboxTime(at(2026, 11, 19), NOW)).toBe('Thursday');
  });
  it('7 days or more → month and day', () => {
    expect(formatInboxTime(at(2026, 11, 18), NOW)).toBe('Nov 18');
    expect(formatInboxTime(at(2025, 12, 31), NOW)).toBe('Dec 31');
  });
});

describe('groupByDay', () => {
  it('groups consecutive messages by calendar day with a date badge', () => {
    const messages = [
      { id: 1, timestamp: at(2026, 11, 20, 23, 59) },
      { id: 2, timestamp: at(2026, 11, 24, 0, 1) },
      { id: 3, timestamp: at(2026, 11, 24, 22, 0) },
      { id: 4, timestamp: at(2026, 11, 25, 0, 0) },
    ];
    const groups = groupByDay(messages, NOW);
    expect(groups.map((group) => group.label)).toEqual(['Friday, November 20, 2026', 'Yesterday', 'Today']);
    expect(groups.map((group) => group.items.map((item) => item.id))).toEqual([[1], [2, 3], [4]]);
  });

  it('gives nothing for no messages', () => expect(groupByDay([], NOW)).toEqual([]));

  it('badges a day label', () => expect(formatDayBadge(at(2026, 11, 25, 1), NOW)).toBe('Today'));
});
