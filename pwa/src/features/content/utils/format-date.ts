import { longDate } from '@/lib/format/en-us';

/** '2025-10-06' → 'October 6, 2025', the same in every time zone (hand-written en-US: lib/format/en-us.ts). */
export function formatContentDate(isoDate: string): string {
  return longDate(new Date(`${isoDate}T00:00:00Z`), true);
}
