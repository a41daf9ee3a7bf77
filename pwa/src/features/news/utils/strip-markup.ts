/** Elements whose content is not text: a script's or style's source is not part of the article's text. */
const NOT_TEXT = /<(script|style|noscript|template)\b[^>]*>[\s\S]*?<\/\1\s*>/gi;
/** One of them left open runs to the end (as an HTML parser reads it). */
const NOT_TEXT_TO_END = /<(?:script|style|noscript|template)\b[\s\S]*$/i;
const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
const TAG = /<\/?[a-z][^>]*(?:>|$)/gi;
const ENTITY = /&(?:#(\d{1,7})|#x([\da-f]{1,6})|([a-z]{2,8}));/gi;
const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  hellip: '…',
  pound: '£',
  euro: '€',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
};

function decodeEntity(whole: string, decimal?: string, hex?: string, name?: string): string {
  if (name) return NAMED[name.toLowerCase()] ?? whole;
  const code = decimal ? Number(decimal) : Number.parseInt(hex ?? '', 16);
  return code > 0 && code <= 0x10ffff && (code < 0xd800 || code > 0xdfff) ? String.fromCodePoint(code) : whole;
}

/**
 * Spec §3: a news description may contain markup, stripped for display: only its text is kept (tags,
 * comments and the content of scripts, styles and templates dropped; character references decoded), and
 * React renders that text as text. A string function, not the DOM's parser: the server renders the news
 * page too (docs/architecture.md §5.4), and both sides must make the same text.
 */
export function stripMarkup(html: string): string {
  if (!html) return '';
  const text = html.replace(NOT_TEXT, '').replace(NOT_TEXT_TO_END, '').replace(COMMENT, '').replace(TAG, '').replace(ENTITY, decodeEntity);
  return text.replace(/\s+/g, ' ').trim();
}

/** Only http(s) links are followed (a feed could carry `javascript:`). */
export function safeLink(link: string): string | undefined {
  try {
    const url = new URL(link);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}
