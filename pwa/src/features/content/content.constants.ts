import { PAGE_TITLES } from '@dockside/shared/common';

/** Screen texts of the content pages (blog, expert advice, sell, legal). */

export const BLOG_TEXTS = {
  title: PAGE_TITLES['/blog'],
  heading: 'Dockside Blog',
  intro: 'Maintenance know-how, buying guides and parts advice from boat owners and marine technicians.',
  allHeading: 'All Articles',
  allIntro: 'Every article on the Dockside blog, newest first.',
  categoriesLabel: 'Blog categories',
  allCategories: 'All',
  featured: 'Featured Articles',
  latest: 'Latest Articles',
  viewAll: 'View All',
  backToBlog: 'Back to Blog',
  readArticle: 'Read article',
  emptyHeading: 'No Articles Yet',
  emptyText: (category: string) => `There are no ${category} articles yet. New ones are on their way.`,
  viewAllCategories: 'View All Categories',
  by: 'By',
  minRead: (minutes: number) => `${minutes} min read`,
  previous: 'Previous article',
  next: 'Next article',
  moreArticles: 'More articles',
  loading: 'Loading article…',
} as const;

export const EXPERT_ADVICE_TEXTS = {
  title: PAGE_TITLES['/about-yachtrow'],
  heading: 'Expert Yacht Advice',
  intro:
    'Dockside is part of YachtRow, a network of marine engineers, riggers, surveyors and electricians. Ask them about the part you are looking at, the repair you are planning or the boat you are thinking of buying.',
  linksHeading: 'Find us elsewhere',
  newTab: '(opens in a new tab)',
  links: [
    { label: 'YachtRow', href: 'https://www.yachtrow.com/' },
    { label: 'YachtRow on YouTube', href: 'https://www.youtube.com/' },
    { label: 'YachtRow on Facebook', href: 'https://www.facebook.com/' },
  ],
  stepsHeading: 'How it works',
  steps: [
    {
      title: 'Ask your question',
      text: 'Describe the problem, your boat and engine, and add a photo of the part or its identification plate.',
    },
    {
      title: 'An expert answers',
      text: 'A specialist in that area replies, usually within a day, and other members can add what worked for them.',
    },
    {
      title: 'Find the part',
      text: 'Once you know what you need, search the marketplace by part number and buy from a member near you.',
    },
  ],
  askQuestion: 'Ask a Question',
  topicsHeading: 'What our experts help with',
  topics: [
    'Outboard and inboard engine troubleshooting',
    'Identifying parts and part numbers',
    'Electrical systems, batteries and charging',
    'Navigation electronics and instruments',
    'Plumbing, pumps and through-hulls',
    'Rigging, sails and deck hardware',
    'Hull repair, osmosis and antifouling',
    'Trailers, launching and winter storage',
    'Pre-purchase checks on used boats and engines',
  ],
  testimonialsHeading: 'What boat owners say',
  testimonials: [
    {
      quote:
        'I had the wrong impeller twice before I asked here. The engineer read the serial number off my photo and gave me the right part number in an hour.',
      name: 'Grace Whitfield',
      detail: 'Owner of a 24 ft cuddy cabin, Narragansett Bay',
    },
    {
      quote: 'Our bilge pump kept cycling. The answer walked me through finding a weeping stern gland I would never have looked at.',
      name: 'Luis Ortega',
      detail: 'Sailor, 32 ft sloop, San Diego',
    },
    {
      quote:
        'Before buying a used 90 hp I asked what to check. The compression test they suggested saved me from a motor with a scored cylinder.',
      name: 'Hannah Brooks',
      detail: 'Bass boat owner, Lake Lanier',
    },
  ],
  browseHeading: 'Know what you need?',
  browseText: 'Thousands of new and used parts from boat owners, breakers and dealers.',
  browseParts: 'Browse Boat Parts',
} as const;

export const SELL_TEXTS = {
  title: PAGE_TITLES['/sell'],
  heading: 'Sell Your Boat Parts',
  intro:
    'Turn the spares in your garage into cash. Dockside puts your parts in front of boat owners who are searching for exactly that part number.',
  freeHeading: 'Basic listings are free',
  freeText:
    'Listing a part costs nothing: no listing fee and no commission on a basic listing. You deal with the buyer directly and keep the whole price.',
  stepsHeading: 'How listing works',
  steps: [
    { title: 'Create your seller account', text: 'Sign up as a private seller or a business. It takes a minute.' },
    {
      title: 'Describe the part',
      text: 'Add a clear title with the part number, the brand and the models it fits, a price, the condition and your location.',
    },
    {
      title: 'Add photos',
      text: 'At least one photo; show the part number, any damage and the part from several angles. Photos taken offline upload when you are back online.',
    },
    {
      title: 'Answer buyers',
      text: 'Buyers contact you through Dockside. Agree the price and shipping, and mark the part sold when it is gone.',
    },
  ],
  conditionsHeading: 'Condition ratings',
  conditionsIntro: 'Choose the rating that honestly describes the part. Buyers filter by it, and honest ratings mean fewer returns.',
  conditions: {
    New: 'Unused, in its original packaging or never fitted.',
    'Used - Like New': 'Fitted or used briefly; no visible wear, works perfectly.',
    'Used - Excellent': 'Light signs of use, fully working, nothing missing.',
    'Used - Good': 'Normal wear for its age, fully working; any marks are shown in the photos.',
    'Used - Fair': 'Heavy wear or cosmetic damage, but working; may need cleaning or small repairs.',
    'For Parts / Not Working': 'Does not work or is incomplete; sold for spares or rebuilding.',
  },
  ctaHeading: 'Ready to sell?',
  signUp: 'Create a Seller Account',
  createListing: 'Create a Listing',
  alreadySeller: 'Already have an account? Go straight to your listing.',
} as const;

export const LEGAL_TEXTS = {
  lastUpdated: 'Last updated:',
} as const;
