/** The path whose head the server wrote (docs/architecture.md §5.4): the page this tab was opened on. */
const firstPath = typeof window === 'undefined' ? '' : window.location.pathname;

/**
 * True while the server's own head tag matching `selector` (marked `data-page-head`) describes the page at
 * `pathname`: the page a visit starts on. The app then does not add its own copy (no second canonical
 * link or JSON-LD block); the root layout removes the server's tags at the first client-side navigation.
 */
export function serverWroteHead(pathname: string, selector: string): boolean {
  // Rendering on the server: the same response carries the server's head for this page.
  if (typeof document === 'undefined') return true;
  return pathname === firstPath && document.head.querySelector(`${selector}[data-page-head]`) !== null;
}
