/**
 * Structured data for search engines. A `type="application/ld+json"` script is data, not code: the CSP
 * (script-src 'self') does not run it, and React writes it as text, so user-written titles cannot break
 * out of it. `<` is escaped anyway so the markup stays safe if it is ever rendered on a server.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json">{JSON.stringify(data).replace(/</g, '\\u003c')}</script>;
}
