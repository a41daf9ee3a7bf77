/** Spec §2 route table (one path per screen, both paths where two are linked): what a signed-out visitor can open. */
export const PUBLIC_ROUTES = [
  '/',
  '/boat-parts',
  '/boat-parts/create',
  '/boat-parts/1',
  '/blog',
  '/blog/all',
  '/blog/1',
  '/about-yachtrow',
  '/expert-chat',
  '/auth',
  '/sell-boat-parts/register',
  '/privacy-policy',
  '/privacy',
  '/terms-of-service',
  '/terms',
  '/sell',
  '/buy',
  '/advertise',
  '/members',
  '/news',
  '/expert-questions',
  '/expert-questions/1',
  '/expert-questions/ask',
  '/expert-questions/guest-ask',
  '/ask-expert',
  '/support',
];

/** Login required (spec §2): signed out, these go to /auth. */
export const PROTECTED_ROUTES = ['/account', '/chat', '/boat-parts/edit/1'];
