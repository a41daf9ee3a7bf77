import { useEffect } from 'react';
import { formatPageTitle } from '@dockside/shared/common';

/** Sets the document title for the screen that calls it; screen readers announce it after navigation. */
export function usePageTitle(title?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(title);
  }, [title]);
}
