import { NEWS_CATEGORIES } from '@dockside/shared/news';

const CATEGORIES = NEWS_CATEGORIES.slice(1) as readonly string[];
/** Nothing matched and the feed names no default. */
export const FALLBACK_CATEGORY = 'Marine Industry';

/**
 * Keyword rules (docs/decisions.md "Community"), first match wins, tried on the item's own
 * category labels and then on its title. Words, not substrings: "sail" does not match "wholesale".
 */
const RULES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bsuper ?yachts?\b|\bmega ?yachts?\b|\bgiga ?yachts?\b/i, 'Superyachts'],
  [/\bcatamarans?\b|\bmultihulls?\b|\btrimarans?\b/i, 'Catamarans'],
  [/\bboat shows?\b|\byacht shows?\b|\bboot (düsseldorf|dusseldorf)\b|\bmetstrade\b|\bexpo\b/i, 'Boat Shows'],
  [/\bcharters?\b|\bchartering\b/i, 'Charter News'],
  [/\brefits?\b|\brefitted\b|\brefurbish(ed|ment)?\b|\brestor(ed|ation)\b/i, 'Yacht Refit'],
  [/\bshipyards?\b|\bboatyards?\b|\bboatbuilders?\b|\bshipbuild(ing|er|ers)\b/i, 'Shipyard News'],
  [/\bmarinas?\b|\bberths?\b|\bmoorings?\b|\bharbou?rs?\b/i, 'Marina News'],
  [/\blaunch(es|ed)?\b|\bunveil(s|ed)?\b|\bdebuts?\b|\bpremieres?\b|\bworld premiere\b/i, 'New Launch'],
  [/\bsail(s|ing|or|ors)?\b|\bregattas?\b|\bdinghy\b|\bamerica'?s cup\b|\bsailgp\b/i, 'Sailing'],
  [/\bexpress cruisers?\b|\bcruisers?\b/i, 'Express Cruisers'],
  [/\bsport ?boats?\b|\bspeed ?boats?\b|\bribs?\b|\bpowerboats?\b|\bcenter ?consoles?\b|\bcentre ?consoles?\b/i, 'Sport Boats'],
  [/\bluxury\b/i, 'Luxury Yachts'],
  [/\bmarkets?\b|\bsales?\b|\bprices?\b|\bbrokerage\b|\bbrokers?\b|\bdemand\b/i, 'Market Update'],
  [
    /\belectric\b|\bhybrid\b|\bhydrogen\b|\bfoil(s|ing)?\b|\bautonomous\b|\bsoftware\b|\bnavigation\b|\btechnolog(y|ies)\b|\bbatter(y|ies)\b/i,
    'Technology',
  ],
  [
    /\bcommercial\b|\bferr(y|ies)\b|\bcargo\b|\bshipping\b|\btugs?\b|\bfishing fleets?\b|\boffshore wind\b|\bworkboats?\b/i,
    'Commercial Marine',
  ],
];

/**
 * The item's category, from spec §3's list: an item category that *is* one of the list's names, else
 * the feed's configured default, else the keyword rules (item categories, then title), else
 * 'Marine Industry'.
 */
export function categorise(itemCategories: readonly string[], title: string, feedDefault?: string): string {
  for (const label of itemCategories) {
    const exact = CATEGORIES.find((name) => name.toLowerCase() === label.trim().toLowerCase());
    if (exact) return exact;
  }
  if (feedDefault) return feedDefault;
  for (const text of [...itemCategories, title]) {
    for (const [pattern, category] of RULES) if (pattern.test(text)) return category;
  }
  return FALLBACK_CATEGORY;
}
