import { useLocation } from 'react-router';
import { serverWroteHead } from '@/lib/page-head';

/** Makes an app path absolute on this page's origin (structured data needs absolute URLs). */
export type AbsoluteUrl = (path: string) => string;

/**
 * Structured data for search engines, for pages reached by a client-side navigation: the page a visit
 * starts on has the server's own (docs/architecture.md §5.4, written into the HTML), so it is not repeated — and the server
 * rendering (which has no `window`) never builds it. A `type="application/ld+json"` script is data, not
 * code: the CSP (script-src 'self') does not run it, and React writes it as text, so user-written titles
 * cannot break out of it; `<` is escaped anyway.
 */
export function JsonLd({ build }: { build: (absoluteUrl: AbsoluteUrl) => Record<string, unknown> }) {
  const { pathname } = useLocation();
  if (serverWroteHead(pathname, 'script[type="application/ld+json"]')) return null;
  const data = build((path) => new URL(path, window.location.origin).toString());
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
