import type { BlogArticleMeta } from '../content.types';
import { renderBlogArticle, renderLegalDocument } from './render-markdown';

/** Where the build writes the blog's front matter for the server (page heads, sitemap). */
export const BLOG_INDEX_FILE = 'content/blog-index.json';

/** The part of Vite's plugin interface used here (importing Vite's types would pull Node's into the app). */
interface ContentPlugin {
  name: string;
  enforce: 'pre';
  transform(code: string, id: string): { code: string; map: null } | null;
  generateBundle(this: { emitFile(file: { type: 'asset'; fileName: string; source: string }): string }): void;
}

/**
 * Turns `pwa/content/{blog,legal}/*.md` into JavaScript modules at build time:
 * - `…/blog/x.md?meta` → the front matter only (lists and cards);
 * - `…/blog/x.md` → front matter + sanitized HTML (one lazy chunk per article);
 * - `…/legal/x.md` → title, last-updated date + sanitized HTML.
 * Invalid front matter fails the build with the file and field named. The blog's front matter is also
 * written to `dist/content/blog-index.json`, which the API reads for the articles' page heads and the sitemap.
 */
export function contentMarkdown(): ContentPlugin {
  const blog = new Map<string, BlogArticleMeta>();
  return {
    name: 'dockside-content-markdown',
    enforce: 'pre',
    transform(code, id) {
      const [file = '', query] = id.split('?');
      if (!file.endsWith('.md') || (query !== undefined && query !== 'meta')) return null;
      const module = (value: unknown) => ({ code: `export default ${JSON.stringify(value)};\n`, map: null });
      if (file.includes('/content/blog/')) {
        const { html, ...meta } = renderBlogArticle(code, file);
        blog.set(meta.id, meta);
        return module(query === 'meta' ? (meta satisfies BlogArticleMeta) : { ...meta, html });
      }
      if (file.includes('/content/legal/')) return module(renderLegalDocument(code, file));
      return null;
    },
    generateBundle() {
      const articles = [...blog.values()].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
      this.emitFile({ type: 'asset', fileName: BLOG_INDEX_FILE, source: JSON.stringify(articles) });
    },
  };
}
