import type { BlogArticle, BlogArticleMeta } from '../content.types';

/*
 * The articles are pwa/content/blog/*.md, turned into modules at build time (build/markdown-plugin.ts).
 * The front matter of all of them is bundled with the blog screens; each body is a chunk of its own,
 * loaded when its article opens (and precached by the service worker with every other chunk).
 */
const metaByFile = import.meta.glob<BlogArticleMeta>('/content/blog/*.md', { query: '?meta', import: 'default', eager: true });
const bodyByFile = import.meta.glob<BlogArticle>('/content/blog/*.md', { import: 'default' });

const fileById = new Map(Object.entries(metaByFile).map(([file, meta]) => [meta.id, file]));

export const BLOG_ARTICLES: readonly BlogArticleMeta[] = Object.values(metaByFile);

export function findArticleMeta(id: string): BlogArticleMeta | undefined {
  const file = fileById.get(id);
  return file ? metaByFile[file] : undefined;
}

const loading = new Map<string, Promise<BlogArticle>>();

/** The article's body chunk; the same promise for the same id, so React's `use` can suspend on it. */
export function loadArticle(id: string): Promise<BlogArticle> | null {
  const file = fileById.get(id);
  const load = file ? bodyByFile[file] : undefined;
  if (!load) return null;
  let promise = loading.get(id);
  if (!promise) {
    promise = load();
    // A failed load (offline before the worker cached it) may be retried on the next visit.
    promise.catch(() => loading.delete(id));
    loading.set(id, promise);
  }
  return promise;
}
