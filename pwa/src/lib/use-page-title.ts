import { useEffect } from 'react';

export const APP_NAME = 'Dockside';
export const DEFAULT_TITLE = 'Dockside — Boat Parts Marketplace';

/** `Browse Boat Parts` → `Browse Boat Parts | Dockside`; no title gives the app's default title. */
export function formatPageTitle(title?: string): string {
  return title ? `${title} | ${APP_NAME}` : DEFAULT_TITLE;
}

/** Sets the document title for the screen that calls it; screen readers announce it after navigation. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
