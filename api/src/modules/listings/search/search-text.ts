/**
 * Typo search (when full text finds nothing) starts at 4 characters (shorter words give too many
 * look-alikes: oil → coil, foil). Title: word similarity (`%>`, pg_trgm.word_similarity_threshold,
 * default 0.6) — a misspelt word against the closest stretch of the title. Brand: whole-value
 * similarity (`%`, default 0.3) — brands are one or two words, and 'yamha' scores 0.44 against
 * 'yamaha' but only 0.5 as word similarity.
 */
export const TYPO_MIN_LENGTH = 4;

/**
 * The text to match for typos, or null when typo matching should not run: too short, or written with
 * search operators ("exact phrase", -excluded, or) whose meaning trigrams would ignore.
 */
export function typoText(q: string): string | null {
  const text = q.trim().toLowerCase();
  if (text.length < TYPO_MIN_LENGTH || text.includes('"') || /(^|\s)-/.test(text) || /(^|\s)or(\s|$)/.test(text)) return null;
  return text;
}

/** LIKE wildcards in user text match themselves (the default escape character is the backslash). */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}
