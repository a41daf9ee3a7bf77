/**
 * Spec §3: a news description may contain markup, stripped for display. The markup is parsed as an inert
 * document (DOMParser runs no script and loads nothing) and only its text is kept; React then renders
 * that text as text.
 */
export function stripMarkup(html: string): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  // A script's or style's source is not part of the article's text.
  body.querySelectorAll('script, style, noscript, template').forEach((element) => element.remove());
  const text = body.textContent ?? '';
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
