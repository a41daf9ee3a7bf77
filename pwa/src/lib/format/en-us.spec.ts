import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCents, longDate, monthYear, shortDate } from './en-us';

describe('formatCents: the same text as Intl en-US', () => {
  const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  const cents = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

  it.each([0, 1, 99, 100, 999_99, 1000_00, 1250_50, 1_000_000_00, 123_456_789_01, -45_00, -1234_05])('%d cents', (amount) => {
    if (amount % 100 === 0) expect(formatCents(amount, 0)).toBe(whole.format(amount / 100));
    expect(formatCents(amount, 2)).toBe(cents.format(amount / 100));
  });

  it('matches on 2,000 random amounts up to ten billion dollars', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (amount) => {
        expect(formatCents(amount, 2)).toBe(cents.format(amount / 100));
        expect(formatCents(amount - (amount % 100), 0)).toBe(whole.format((amount - (amount % 100)) / 100));
      }),
      { numRuns: 2000 },
    );
  });

  it('writes huge amounts in digits, never in exponent form', () => {
    expect(formatCents(1e23, 0)).toMatch(/^\d{1,3}(,\d{3}){6}$/);
  });
});

describe('shortDate, longDate and monthYear: the same text as Intl en-US', () => {
  const short = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
  const shortUtc = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
  const long = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });
  const longUtc = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric' });

  it('matches on every month and on 500 random instants', () => {
    const sameAsIntl = (date: Date) => {
      expect(shortDate(date)).toBe(short.format(date));
      expect(shortDate(date, true)).toBe(shortUtc.format(date));
      expect(longDate(date)).toBe(long.format(date));
      expect(longDate(date, true)).toBe(longUtc.format(date));
      expect(monthYear(date)).toBe(month.format(date));
    };
    for (let m = 0; m < 12; m += 1) sameAsIntl(new Date(Date.UTC(2025, m, 6, 12)));
    fc.assert(fc.property(fc.date({ min: new Date('1990-01-01'), max: new Date('2050-12-31'), noInvalidDate: true }), sameAsIntl), {
      numRuns: 500,
    });
  });

  it('takes the day in UTC when asked, whatever the local time zone', () => {
    const lateEvening = new Date('2025-10-06T23:30:00Z');
    expect(longDate(lateEvening, true)).toBe('October 6, 2025');
    expect(shortDate(lateEvening, true)).toBe('Oct 6, 2025');
  });
});
