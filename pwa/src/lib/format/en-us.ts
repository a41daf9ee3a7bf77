/**
 * en-US numbers and dates written out by hand, without `Intl`. The first `Intl` formatter a page makes costs
 * 25–40 ms of main thread in Chromium (ICU loads its locale data; measured on our 2-core machine, four times
 * that on a throttled phone), and the first prices and dates a page shows would pay it before the page
 * answers: in a server-rendered page's hydration (docs/architecture.md §5.4, total blocking time) and in an offline cold start
 * before the first card paints (docs/architecture.md §6.2). Public pages show prices and dates in en-US only (spec §3, §9),
 * whose rules fit in a few lines; en-us.spec.ts checks them against `Intl` itself.
 */

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** 1234567 → '1,234,567' (the whole part of a non-negative number; digits in full, never '1e+21'). */
function grouped(whole: number): string {
  const digits = Number.isSafeInteger(whole) ? String(whole) : BigInt(whole).toString();
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * An amount of cents as '1,250' (`decimals` 0, the cents dropped after rounding by the caller) or
 * '1,250.50' (`decimals` 2): en-US grouping, '-' before a negative amount.
 */
export function formatCents(cents: number, decimals: 0 | 2): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = grouped(Math.floor(abs / 100));
  if (decimals === 0) return `${sign}${whole}`;
  return `${sign}${whole}.${String(Math.round(abs % 100)).padStart(2, '0')}`;
}

interface DateParts {
  year: number;
  month: number;
  day: number;
}

const parts = (date: Date, utc: boolean): DateParts =>
  utc
    ? { year: date.getUTCFullYear(), month: date.getUTCMonth(), day: date.getUTCDate() }
    : { year: date.getFullYear(), month: date.getMonth(), day: date.getDate() };

/** 'Nov 6, 2025' — `{ month: 'short', day: 'numeric', year: 'numeric' }` in en-US; the UTC day with `utc`. */
export function shortDate(date: Date, utc = false): string {
  const { year, month, day } = parts(date, utc);
  return `${MONTHS[month].slice(0, 3)} ${day}, ${year}`;
}

/** 'November 6, 2025' — `{ dateStyle: 'long' }` in en-US; the UTC day with `utc`. */
export function longDate(date: Date, utc = false): string {
  const { year, month, day } = parts(date, utc);
  return `${MONTHS[month]} ${day}, ${year}`;
}

/** 'November 2025' — `{ month: 'long', year: 'numeric' }` in en-US, in local time. */
export function monthYear(date: Date): string {
  return `${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}
