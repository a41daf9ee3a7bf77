import { PAGE_TITLES } from '@dockside/shared/common';

/**
 * Screen texts of the Buy, Advertise and Support pages and their forms. Validation messages and toasts
 * are `CONTACT_MESSAGES` / `CONTACT_TOASTS` of @dockside/shared/contact. The spec names the fields,
 * sections and button states (§2, §9): those words are the spec's; the marketing copy is ours.
 */
export const CONTACT_FORM_TEXTS = {
  fullName: 'Full Name',
  yourName: 'Your Name',
  email: 'Email Address',
  phone: 'Phone Number',
  boatDetails: "Describe the boat you're looking for",
  boatDetailsHint: 'Type, size, age, features you need: the more we know, the better we can match.',
  partDetails: 'Describe the part you need',
  partDetailsHint: 'Boat make and model, part name or number, condition you would accept.',
  budget: 'Budget',
  budgetPlaceholder: 'e.g. $50,000',
  timeframe: 'Timeframe',
  timeframePlaceholder: 'e.g. within 3 months',
  companyName: 'Company Name',
  advertisingInterest: 'Tell us about your advertising needs',
  username: 'Username',
  supportEmail: 'Email',
  issue: 'Describe your issue',
  sendInquiry: 'Send Inquiry',
  sendingInquiry: 'Sending your inquiry...',
  submitRequest: 'Submit Request',
  submitSupport: 'Submit Support Request',
  submitting: 'Submitting...',
  offline: 'You are offline. Sending needs a connection; what you typed stays here until you are back online.',
  reference: (reference: string) => `Reference: ${reference}`,
} as const;

export const WANTED_PART_TEXTS = {
  open: "Can't find the part you need?",
  title: "Can't find the part you need?",
  description: 'Tell us what you are looking for. Our broker network searches for it and gets back to you.',
} as const;

export const BUY_PAGE = {
  title: PAGE_TITLES['/buy'],
  heroHeading: 'Buy a Boat',
  heroText:
    'Find the right boat with a broker on your side. Tell us what you are looking for and our network searches listed and off-market boats for you. The buy service is free: no fees, no obligation.',
  formHeading: 'Boat Inquiry',
  formIntro: 'Fill in the form and a broker contacts you within one business day.',
  returnToForm: 'Return to Inquiry Form',
  guideHeading: 'Buying Guide',
  vesselTypesHeading: 'Types of vessels',
  vesselTypes: [
    { name: 'Sailboats', text: 'Cruisers, racers and day sailers: quiet, economical passages under sail.' },
    { name: 'Motor yachts', text: 'Comfort and range for families and long weekends on the water.' },
    { name: 'Fishing boats', text: 'Centre consoles and sport fishers built around deck space and rod storage.' },
    { name: 'Catamarans', text: 'Stable platforms with generous living space, under sail or power.' },
    { name: 'Day boats and RIBs', text: 'Easy to trailer and launch, ideal for short trips and tenders.' },
  ],
  considerationsHeading: 'Key considerations',
  considerations: [
    'Intended use: day trips, coastal cruising or offshore passages.',
    'Total cost of ownership: mooring, insurance, maintenance and fuel, not only the price.',
    'Condition and history: survey, service records and engine hours.',
    'Size and handling: what you can crew, moor and maintain.',
    'Resale value and availability of parts for the make and model.',
  ],
  processHeading: 'The five-step buying process',
  process: [
    { name: 'Tell us what you need', text: 'Send the inquiry form with your budget and timeframe.' },
    { name: 'Get a shortlist', text: 'A broker searches the network and sends you matching boats.' },
    { name: 'View and sea-trial', text: 'Visit the boats you like and take them out on the water.' },
    { name: 'Survey and negotiate', text: 'An independent survey, then an offer that reflects what it found.' },
    { name: 'Close and hand over', text: 'Paperwork, payment through escrow, registration and handover.' },
  ],
  brokersHeading: 'Benefits of our broker network',
  brokers: [
    'Access to boats before they are listed publicly.',
    'Local brokers who know the boats and the sellers in their region.',
    'Help with surveys, financing, insurance and transport.',
    'Free for buyers: brokers are paid by the seller.',
  ],
  faqHeading: 'Frequently Asked Questions',
  faq: [
    {
      question: 'Does the buy service cost anything?',
      answer: 'No. The service is free for buyers; our brokers are paid by the seller when a sale closes.',
    },
    {
      question: 'How soon will a broker contact me?',
      answer: 'Usually within one business day, by e-mail or phone, whichever you prefer.',
    },
    {
      question: 'Can you find boats that are not listed on Dockside?',
      answer: 'Yes. Our brokers also know of boats that are for sale privately or about to come on the market.',
    },
    {
      question: 'Do I need to know exactly what I want?',
      answer: 'No. Describe how you want to use the boat and your budget; a broker helps you narrow it down.',
    },
    {
      question: 'Can you help with a survey and financing?',
      answer: 'Yes. We work with independent surveyors, marine lenders and insurers and can introduce you.',
    },
  ],
  wantedPartHeading: 'Looking for a part rather than a boat?',
  wantedPartText: 'Tell us which part you need and we ask our sellers and brokers for it.',
} as const;

export const ADVERTISE_PAGE = {
  title: PAGE_TITLES['/advertise'],
  heroHeading: 'Advertise with Dockside',
  heroText: 'Reach boat owners, brokers and marine professionals while they are looking for parts and services.',
  benefitsHeading: 'Why advertise with us',
  mostPopular: 'MOST POPULAR',
  benefits: [
    { name: 'Targeted Audience', text: 'Boat owners and marine professionals who are actively buying.', popular: false },
    { name: 'Premium Visibility', text: 'Placements on the pages our visitors use most, on every device.', popular: true },
    { name: 'Measurable Results', text: 'Impressions, clicks and enquiries reported for every campaign.', popular: false },
  ],
  optionsHeading: 'Advertising options',
  packagesTab: 'Packages',
  placementsTab: 'Placements',
  packages: [
    {
      name: 'Standard',
      items: ['Banner on category pages', 'Featured listing 1 week a month', '1 newsletter mention', 'Basic analytics'],
    },
    {
      name: 'Premium',
      items: [
        'Banners on home and category pages',
        'Featured listing for the entire month',
        '2 newsletter features',
        '2 social posts a month',
        'Analytics dashboard',
      ],
    },
    {
      name: 'Enterprise',
      items: ['Platform-wide placement', 'Custom content', 'Sponsored expert content', 'Dedicated account manager', 'Advanced reporting'],
    },
  ],
  placements: [
    { name: 'Homepage Banner', text: 'The first thing every visitor sees, above the featured parts.' },
    { name: 'Category Sponsorship', text: 'Your brand on the catalogue pages of the categories you choose.' },
    { name: 'Newsletter Feature', text: 'A feature in the monthly newsletter to our subscribers.' },
    { name: 'Featured Listings', text: 'Your parts at the top of the catalogue and on the home page.' },
  ],
  formHeading: 'Request advertising information',
  formIntro: 'Tell us about your business and goals; our team replies with options and prices.',
  statsHeading: 'Our audience',
  stats: [
    { value: '15,000+', label: 'Monthly Visitors' },
    { value: '8,500+', label: 'Registered Members' },
    { value: '5:45', label: 'Average Time on Site' },
    { value: '74%', label: 'Purchase Intent' },
  ],
} as const;

export const SUPPORT_PAGE = {
  title: PAGE_TITLES['/support'],
  intro: 'Having trouble with your account, a listing or a purchase? Tell us and we get back to you.',
} as const;
