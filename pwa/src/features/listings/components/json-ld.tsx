import { useLocation } from 'react-router';

/** The path whose head the server wrote (the page this tab was opened on): its JSON-LD is in the HTML already. */
const firstPath = typeof window === 'undefined' ? '' : window.location.pathname;
const SERVER_JSON_LD = 'script[type="application/ld+json"][data-page-head]';

/**
 * Structured data for search engines, for pages reached by a client-side navigation: the page a visit
 * starts on has the server's own (issue #15, written into the HTML), so it is not repeated. A
 * `type="application/ld+json"` script is data, not code: the CSP (script-src 'self') does not run it, and
 * React writes it as text, so user-written titles cannot break out of it; `<` is escaped anyway.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const { pathname } = useLocation();
  if (pathname === firstPath && document.head.querySelector(SERVER_JSON_LD)) return null;
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
