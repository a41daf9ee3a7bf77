import { useLocation } from 'react-router';
import { serverWroteHead } from '@/lib/page-head';

/**
 * `<link rel="canonical">` for a page reachable under two paths (spec §2: /privacy and /privacy-policy …).
 * React 19 hoists it into <head> while the page is shown and removes it when the page goes. The page a
 * visit starts on has the server's own (docs/architecture.md §5.4), so it is not repeated.
 */
export function CanonicalLink({ path }: { path: string }) {
  const { pathname } = useLocation();
  if (serverWroteHead(pathname, 'link[rel="canonical"]')) return null;
  return <link rel="canonical" href={new URL(path, window.location.origin).href} />;
}
