/** The URL of `rel="next"` in a `Link` header (RFC 8288), or null. Relative URLs stay relative. */
export function nextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(/,(?=\s*<)/)) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const rel = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(match[2]);
    if (rel && rel[1].toLowerCase().split(/\s+/).includes('next')) return toSameOriginPath(match[1]);
  }
  return null;
}

/** Paging links must stay on our API; an absolute URL to our origin is reduced to its path. */
function toSameOriginPath(url: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.origin === window.location.origin ? `${parsed.pathname}${parsed.search}` : null;
  } catch {
    return null;
  }
}
