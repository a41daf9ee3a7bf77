/**
 * The title of each public screen that has no data of its own, by its canonical path: the screen shows it
 * (its `<Page title>`) and the server writes it into the head of the first visit (api/src/modules/seo), so
 * a shared link and the screen it opens say the same. The legal pages' titles come from their documents'
 * front matter and must equal these. (In their own module: the app's entry needs only ./site.)
 */
export const PAGE_TITLES = {
  '/': 'New & Used Boat Parts Marketplace',
  '/boat-parts': 'Browse Boat Parts',
  '/expert-questions': 'Ask an Expert',
  '/expert-questions/ask': 'Ask a Question',
  '/members': 'Members Directory',
  '/news': 'Yacht & Boat News',
  '/blog': 'Blog',
  '/blog/all': 'All Articles — Blog',
  '/about-yachtrow': 'Expert Yacht Advice',
  '/privacy-policy': 'Privacy Policy',
  '/terms-of-service': 'Terms of Service',
  '/sell': 'Sell Your Boat Parts',
  '/buy': 'Buy a Boat',
  '/advertise': 'Advertise with Dockside',
  '/support': 'Customer Support',
} as const;

export type PublicPagePath = keyof typeof PAGE_TITLES;

/** The home screen's meta description. */
export const HOME_DESCRIPTION =
  'Buy and sell new and used boat parts on Dockside: engines, electronics, deck hardware and more. Save up to 70% on used parts, list your parts for free and message sellers securely.';
