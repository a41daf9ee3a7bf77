/**
 * Dates and times of chat (spec §2 Chat and Account dashboard → Messages), in the device's time zone.
 * English formats: the app's texts are English (spec), so the times read the same way.
 */

const TIME = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', hour12: true });
const WEEKDAY = new Intl.DateTimeFormat('en-US', { weekday: 'long' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const FULL_DATE = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' });

const DAY_MS = 24 * 60 * 60 * 1000;

/** '3:05 PM' (spec: hour:minute AM/PM). */
export function formatMessageTime(timestamp: string | Date): string {
  return TIME.format(new Date(timestamp));
}

/** The calendar day of a moment in local time, as 'YYYY-MM-DD' (a stable group key). */
export function dayKey(timestamp: string | Date): string {
  const date = new Date(timestamp);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

/** Whole calendar days from `timestamp`'s day to `now`'s day (0 = today). */
function daysAgo(timestamp: string | Date, now: Date): number {
  return Math.round((startOfDay(now) - startOfDay(new Date(timestamp))) / DAY_MS);
}

/** The date badge above a day's messages: 'Today', 'Yesterday', else 'Monday, November 24, 2026'. */
export function formatDayBadge(timestamp: string | Date, now = new Date()): string {
  const ago = daysAgo(timestamp, now);
  if (ago === 0) return 'Today';
  if (ago === 1) return 'Yesterday';
  return FULL_DATE.format(new Date(timestamp));
}

/** Inbox card time (spec §2): clock time if today, weekday if under 7 days, else month and day. */
export function formatInboxTime(timestamp: string | Date, now = new Date()): string {
  const ago = daysAgo(timestamp, now);
  if (ago <= 0) return formatMessageTime(timestamp);
  if (ago < 7) return WEEKDAY.format(new Date(timestamp));
  return MONTH_DAY.format(new Date(timestamp));
}

export interface DayGroup<T> {
  key: string;
  label: string;
  items: T[];
}

/** Consecutive messages (oldest first) grouped by calendar day, each group with its date badge. */
export function groupByDay<T extends { timestamp: string }>(items: readonly T[], now = new Date()): DayGroup<T>[] {
  const groups: DayGroup<T>[] = [];
  for (const item of items) {
    const key = dayKey(item.timestamp);
    const last = groups.at(-1);
    if (last && last.key === key) last.items.push(item);
    else groups.push({ key, label: formatDayBadge(item.timestamp, now), items: [item] });
  }
  return groups;
}
