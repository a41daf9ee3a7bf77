/**
 * The site's name and default head, shared by the app (document titles) and the server (api/src/modules/seo).
 * pwa/index.html repeats SITE_TITLE and SITE_DESCRIPTION: the shell's head before any script runs.
 */
export const SITE_NAME = 'Dockside';
export const SITE_TITLE = 'Dockside — Boat Parts Marketplace';
export const SITE_DESCRIPTION =
  'Dockside is the marketplace for new and used boat parts: browse engines, electronics, deck hardware and more, list your marine parts for free and message sellers.';

/** `Browse Boat Parts` → `Browse Boat Parts | Dockside`; no title gives SITE_TITLE. */
export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${SITE_NAME}` : SITE_TITLE;
}
