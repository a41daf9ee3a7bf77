import { PAGE_TITLES } from '@dockside/shared/common';

/** Spec §2/§8/§9 texts and numbers of the News screen. */
export const NEWS_TEXTS = {
  heading: PAGE_TITLES['/news'],
  latest: 'Latest Articles',
  loadFailedTitle: 'Failed to Load News',
  loadFailedFallback: 'There was an error retrieving the latest yacht industry news. Please try again later.',
  refreshFeed: 'Refresh Feed',
  empty: 'No News Found',
  viewAllCategories: 'View All Categories',
  loadMore: 'Load More',
} as const;

/** Ours (the spec names the controls, not their labels). */
export const NEWS_OUR_TEXTS = {
  category: 'Category',
  view: 'Layout',
  grid: 'Grid view',
  list: 'List view',
  featured: 'Featured',
  readMore: (title: string) => `Read "${title}" at its source (opens in a new tab)`,
  loading: 'Loading news…',
  emptyHint: 'No articles in this category yet.',
  offlineTitle: 'You are offline',
  offlineText: 'News from this category will show here when you are back online.',
} as const;

export const NEWS_PAGE_SIZE = { initial: 6, step: 6 } as const;
/** Spec §9: news is fresh for 5 minutes. */
export const NEWS_FRESHNESS_MS = 5 * 60_000;
