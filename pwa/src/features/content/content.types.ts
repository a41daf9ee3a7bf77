/** Spec §2 Blog: the category chips, in the spec's order ('All' is the absence of a category). */
export const BLOG_CATEGORIES = ['Maintenance', 'Buying Guide', 'Parts Guide', 'Technology', 'Selling Tips', 'DIY Projects'] as const;
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Spec §3 Blog article, less its body: what lists and cards need. */
export interface BlogArticleMeta {
  id: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  author: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  /** Minutes. */
  readTime: number;
  /** A local image under /blog/. */
  image: string;
  imageAlt: string;
  featured: boolean;
}

/** An article with its body, already rendered to sanitized HTML at build time. */
export interface BlogArticle extends BlogArticleMeta {
  html: string;
}

/** Privacy policy, terms of service: sanitized HTML rendered at build time. */
export interface LegalDocument {
  title: string;
  /** ISO date, YYYY-MM-DD. */
  updated: string;
  html: string;
}
