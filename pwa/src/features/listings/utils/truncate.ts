import { LISTING_LIMITS } from '@dockside/shared/listings';

export interface Truncated {
  text: string;
  /** True when the text was longer than the limit (a Read More toggle is needed). */
  truncated: boolean;
}

/**
 * Spec §2/§9: descriptions are truncated at 300 characters. Counts characters, not UTF-16 units, so an
 * emoji is never cut in half; trailing space before the ellipsis is dropped.
 */
export function truncateText(text: string, limit: number = LISTING_LIMITS.descriptionTruncation): Truncated {
  const chars = Array.from(text);
  if (chars.length <= limit) return { text, truncated: false };
  return { text: `${chars.slice(0, limit).join('').trimEnd()}…`, truncated: true };
}
