/** The URL of `rel="next"` in a `Link` header (RFC 8288), kept only when it stays on our origin; else null. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2]);
    if (!rel || !rel[1].toLowerCase().split(/\s+/).includes('next')) continue;
    const url = match[1];
    if (url.startsWith('/') && !url.startsWith('//')) return url;
    try {
      const parsed = new URL(url, window.location.origin);
      return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : null;
    } catch {
      return null;
    }
  }
  return null;
}
