/** Keyset paging of GET /api/news (newest first). */
export const NEWS_PAGE = { defaultLimit: 50, maxLimit: 100, maxCategoryLength: 100 } as const;

/** Spec §3: news categories (the first is the "no filter" choice). */
export const NEWS_CATEGORIES = [
  'All News',
  'Luxury Yachts',
  'Superyachts',
  'Sailing',
  'Sport Boats',
  'Catamarans',
  'Express Cruisers',
  'Charter News',
  'Market Update',
  'New Launch',
  'Technology',
  'Boat Shows',
  'Yacht Refit',
  'Marina News',
  'Shipyard News',
  'Marine Industry',
  'Commercial Marine',
] as const;

/** The first news category: no filter. */
export const ALL_NEWS = 'All News';
