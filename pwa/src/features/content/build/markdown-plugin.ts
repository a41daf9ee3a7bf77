import type { BlogArticleMeta } from '../content.types';
import { renderBlogArticle, renderLegalDocument } from './render-markdown';

/** The part of Vite's plugin interface used here (importing Vite's types would pull Node's into the app). */
interface TransformPlugin {
  name: string;
  enforce: 'pre';
  transform(code: string, id: string): { code: string; map: null } | null;
}

/**
 * Turns `pwa/content/{blog,legal}/*.md` into JavaScript modules at build time:
 * - `…/blog/x.md?meta` → the front matter only (lists and cards);
 * - `…/blog/x.md` → front matter + sanitized HTML (one lazy chunk per article);
 * - `…/legal/x.md` → title, last-updated date + sanitized HTML.
 * Invalid front matter fails the build with the file and field named.
 */
export function contentMarkdown(): TransformPlugin {
  return {
    name: 'dockside-content-markdown',
    enforce: 'pre',
    transform(code, id) {
      const [file = '', query] = id.split('?');
      if (!file.endsWith('.md') || (query !== undefined && query !== 'meta')) return null;
      const module = (value: unknown) => ({ code: `export default ${JSON.stringify(value)};\n`, map: null });
      if (file.includes('/content/blog/')) {
        const { html, ...meta } = renderBlogArticle(code, file);
        return module(query === 'meta' ? (meta satisfies BlogArticleMeta) : { ...meta, html });
      }
      if (file.includes('/content/legal/')) return module(renderLegalDocument(code, file));
      return null;
    },
  };
}
