import { useLocation } from 'react-router';
import { serverWroteHead } from '@/lib/page-head';

/**
 * Structured data for search engines, for pages reached by a client-side navigation: the page a visit
 * starts on has the server's own (issue #15, written into the HTML), so it is not repeated. A
 * `type="application/ld+json"` script is data, not code: the CSP (script-src 'self') does not run it, and
 * React writes it as text, so user-written titles cannot break out of it; `<` is escaped anyway.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const { pathname } = useLocation();
  if (serverWroteHead(pathname, 'script[type="application/ld+json"]')) return null;
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
