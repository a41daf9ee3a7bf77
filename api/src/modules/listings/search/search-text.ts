/**
 * Typo search (when full text finds nothing) corrects words of 4 characters or more (shorter words
 * have too many look-alikes: oil → coil, foil) to their nearest title/brand words (`search_words`,
 * pg_trgm similarity ≥ 0.3, e.g. 'yamha' → yamaha 0.44) — catalog-search.repository.ts.
 */
// Saved-search matching applies the same rules in SQL (search_typo_groups, Alerts migration): change both.
export const TYPO_MIN_LENGTH = 4;
/** At most this many dictionary words stand in for one misspelt word… */
export const TYPO_ALTERNATIVES = 3;
/** …each at most this much less similar to it than the closest one. */
export const TYPO_MARGIN = 0.1;

/** The alternatives (closest first, with their similarities) within TYPO_MARGIN of the closest. */
export function closeAlternatives(alternatives: readonly string[], similarities: readonly number[]): string[] {
  if (alternatives.length === 0) return [];
  const best = similarities[0];
  return alternatives.filter((_, i) => similarities[i] >= best - TYPO_MARGIN - 1e-9);
}

/**
 * The text to match for typos, or null when typo matching should not run: too short, or written with
 * search operators ("exact phrase", -excluded, or) whose meaning trigrams would ignore.
 */
export function typoText(q: string): string | null {
  const text = q.trim().toLowerCase();
  if (text.length < TYPO_MIN_LENGTH || text.includes('"') || /(^|\s)-/.test(text) || /(^|\s)or(\s|$)/.test(text)) return null;
  return text;
}

/** Search text that excludes a word (`-word`) or asks for a phrase (`"…"`) in websearch syntax. */
export function excludesOrQuotes(q: string): boolean {
  return q.includes('"') || /(^|\s)-/.test(q);
}

/** LIKE wildcards in user text match themselves (the default escape character is the backslash). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
