import { describe, expect, it } from 'vitest';
import type { BlogArticleMeta } from '../content.types';
import { adjacentArticles, blogSections, categoryFromSearch, categoryHref, filterByCategory, sortNewestFirst } from './blog-filter';

const article = (overrides: Partial<BlogArticleMeta>): BlogArticleMeta => ({
  id: '1',
  title: 'Title',
  excerpt: 'Excerpt',
  category: 'Maintenance',
  author: 'Ann',
  date: '2025-01-01',
  readTime: 5,
  image: '/blog/a.svg',
  imageAlt: 'A',
  featured: false,
  ...overrides,
});

const articles = [
  article({ id: 'a', date: '2025-03-01', category: 'Maintenance', featured: true }),
  article({ id: 'b', date: '2025-05-01', category: 'Buying Guide' }),
  article({ id: 'c', date: '2025-04-01', category: 'Maintenance' }),
  article({ id: 'd', date: '2025-01-01', category: 'DIY Projects', featured: true }),
];

describe('blog chips', () => {
  it('reads the chosen category from the query; anything else is All', () => {
    expect(categoryFromSearch(new URLSearchParams('category=Buying+Guide'))).toBe('Buying Guide');
    expect(categoryFromSearch(new URLSearchParams('category=Gossip'))).toBeNull();
    expect(categoryFromSearch(new URLSearchParams(''))).toBeNull();
  });

  it('links each chip to the list with its category', () => {
    expect(categoryHref('/blog', 'Buying Guide')).toBe('/blog?category=Buying+Guide');
    expect(categoryHref('/blog', null)).toBe('/blog');
  });

  it('filters by category and sorts newest first', () => {
    expect(filterByCategory(articles, 'Maintenance').map((a) => a.id)).toEqual(['a', 'c']);
    expect(filterByCategory(articles, null)).toHaveLength(4);
    expect(sortNewestFirst(articles).map((a) => a.id)).toEqual(['b', 'c', 'a', 'd']);
  });

  it('splits the chosen category into featured and latest', () => {
    expect(blogSections(articles, null)).toMatchObject({
      featured: [{ id: 'a' }, { id: 'd' }],
      latest: [{ id: 'b' }, { id: 'c' }],
    });
    expect(blogSections(articles, 'Maintenance')).toMatchObject({ featured: [{ id: 'a' }], latest: [{ id: 'c' }] });
    expect(blogSections(articles, 'Technology')).toEqual({ featured: [], latest: [] });
  });
});

describe('previous and next article', () => {
  it('are the older and the newer article by date', () => {
    expect(adjacentArticles(articles, 'c')).toMatchObject({ previous: { id: 'a' }, next: { id: 'b' } });
    expect(adjacentArticles(articles, 'd')).toMatchObject({ previous: null, next: { id: 'a' } });
    expect(adjacentArticles(articles, 'b')).toMatchObject({ previous: { id: 'c' }, next: null });
    expect(adjacentArticles(articles, 'zz')).toEqual({ previous: null, next: null });
  });
});
