import { useBrowserValue } from '@/lib/use-browser-value';
import { relativeAge, utcDay } from '../utils/relative-age';

/**
 * A relative age ('3 hours ago', spec §9) on a screen the server may have rendered (docs/architecture.md §5.4): the
 * server's HTML and the hydrating render show the day (UTC, the same on both sides), then the browser's
 * relative text. A screen rendered in the browser alone shows the relative text at once.
 */
export function RelativeAge({ date, format = (age) => age }: { date: string | null | undefined; format?: (age: string) => string }) {
  return format(useBrowserValue(() => relativeAge(date), utcDay(date)));
}
