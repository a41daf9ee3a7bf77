import { BLOG_CATEGORIES, type BlogArticleMeta, type BlogCategory } from '../content.types';

/** The `?category=` query parameter of /blog and /blog/all. */
export const CATEGORY_PARAM = 'category';

/** The chosen chip from the URL query; anything that is not one of the spec's categories means All. */
export function categoryFromSearch(search: URLSearchParams): BlogCategory | null {
  const value = search.get(CATEGORY_PARAM);
  return BLOG_CATEGORIES.find((category) => category === value) ?? null;
}

/** The link target of a chip: /blog?category=Buying+Guide, or the bare path for All. */
export function categoryHref(path: string, category: BlogCategory | null): string {
  return category ? `${path}?${new URLSearchParams({ [CATEGORY_PARAM]: category }).toString()}` : path;
}

/** Newest first; articles of the same day by id, so the order never depends on file order. */
export function sortNewestFirst(articles: readonly BlogArticleMeta[]): BlogArticleMeta[] {
  return [...articles].sort((a, b) => b.date.localeCompare(a.date) || a.id.localeCompare(b.id));
}

export function filterByCategory(articles: readonly BlogArticleMeta[], category: BlogCategory | null): BlogArticleMeta[] {
  return category ? articles.filter((article) => article.category === category) : [...articles];
}

/** /blog: the featured articles and the latest of the rest, both newest first and within the chosen category. */
export function blogSections(articles: readonly BlogArticleMeta[], category: BlogCategory | null) {
  const shown = sortNewestFirst(filterByCategory(articles, category));
  return { featured: shown.filter((a) => a.featured), latest: shown.filter((a) => !a.featured) };
}

/** Previous (older) and next (newer) article by date, for the links under an article. */
export function adjacentArticles(articles: readonly BlogArticleMeta[], id: string) {
  const oldestFirst = sortNewestFirst(articles).reverse();
  const index = oldestFirst.findIndex((article) => article.id === id);
  if (index < 0) return { previous: null, next: null };
  return { previous: oldestFirst[index - 1] ?? null, next: oldestFirst[index + 1] ?? null };
}
