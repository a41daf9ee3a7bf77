import { useEffect } from 'react';

/** Sets `<meta name="description">` while the screen is shown, and puts the previous text back after. */
export function useMetaDescription(content: string | undefined): void {
  useEffect(() => {
    if (!content) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    const created = !meta;
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    const previous = meta.content;
    meta.content = content;
    return () => {
      if (created) meta.remove();
      else meta.content = previous;
    };
  }, [content]);
}
