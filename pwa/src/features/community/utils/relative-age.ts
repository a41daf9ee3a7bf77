import { shortDate } from '@/lib/format/en-us';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Spec §9 "Expert list relative age": 'just now' under 60 s, then minutes, hours, days ago (under 7 days),
 * else a short date; a missing or unreadable date shows 'recently'.
 */
export function relativeAge(date: string | Date | null | undefined, now: Date = new Date()): string {
  if (!date) return 'recently';
  const then = typeof date === 'string' ? new Date(date) : date;
  if (Number.isNaN(then.getTime())) return 'recently';
  // A clock a little ahead of ours still reads as just now.
  const elapsed = Math.max(0, now.getTime() - then.getTime());
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return ago(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return ago(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return ago(Math.floor(elapsed / DAY), 'day');
  return shortDate(then);
}

function ago(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}

/** The day of `date` in UTC ('recently' as relativeAge): the same text on the server and in any browser. */
export function utcDay(date: string | Date | null | undefined): string {
  const then = date ? new Date(date) : null;
  if (!then || Number.isNaN(then.getTime())) return 'recently';
  return shortDate(then, true);
}
