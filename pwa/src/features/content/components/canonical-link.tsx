/**
 * `<link rel="canonical">` for a page reachable under two paths (spec §2: /privacy and /privacy-policy …).
 * React 19 hoists it into <head> while the page is shown and removes it when the page goes.
 */
export function CanonicalLink({ path }: { path: string }) {
  return <link rel="canonical" href={new URL(path, window.location.origin).href} />;
}
