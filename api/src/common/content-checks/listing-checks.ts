import { RegExpMatcher, englishDataset, englishRecommendedTransformers, DataSet } from 'obscenity';
import { SCAM_RULES } from './scam-shield';

/**
 * Automatic checks on a new or edited listing (docs/decisions.md "Moderation"): a listing that
 * trips one waits for a moderator instead of going public at once. Pure: the caller looks up the
 * category's price median and the seller's recent strikes.
 */

/** obscenity's word list, with marine and workshop words it would otherwise flag ("cockpit", "bastard file"). */
const matcher = new RegExpMatcher({
  ...new DataSet<{ originalWord: string }>()
    .addAll(englishDataset)
    .addPhrase((phrase) => phrase.addWhitelistedTerm('cockpit').addWhitelistedTerm('bastard file'))
    .build(),
  ...englishRecommendedTransformers,
});

/**
 * Words with a digit in them are part and model numbers ("A55-2", "F4G5", "6H3-44352-00"), which the
 * leet-speak transformers would read as swear words; they are left out of the offensive-language check.
 * The cost — "sh1t" is not caught automatically — is left to reports.
 */
const WITH_DIGIT = /[\p{L}\p{N}]*\p{N}[\p{L}\p{N}]*/gu;

/** Items Dockside does not allow (spec §1: listings are subject to review), as whole words. */
const PROHIBITED = /\b(counterfeit|replica|stolen|ivory|firearms?|ammunition|explosives?)\b/i;

/**
 * The chat scam shield's payment-fraud rules. Its contact-detail rules are left out: a listing carries
 * contact details on purpose.
 */
const LISTING_SCAM_RULES = SCAM_RULES.filter(
  (rule) => rule.reason !== 'e-mail address or phone number shared' && rule.reason !== 'moving off the platform',
);

/** A price is "far outside its category" below median / 20 or above median × 20. */
export const PRICE_OUTLIER_FACTOR = 20;
/** …judged only when the category has at least this many public listings. */
export const PRICE_SAMPLE_MIN = 20;

export interface ListingCheckInput {
  title: string;
  description: string;
  brand?: string | null;
  model?: string | null;
  price: number;
}

export interface ListingCheckContext {
  /** Median price of the category's public listings and how many there are. */
  categoryMedian: { median: number; count: number } | null;
  /** The seller had a listing rejected or removed in the last 30 days. */
  recentStrike: boolean;
}

/** Why the listing should wait for review (empty: it goes public at once). */
export function listingCheckReasons(input: ListingCheckInput, context: ListingCheckContext): string[] {
  const text = [input.title, input.description, input.brand ?? '', input.model ?? ''].join('\n');
  const reasons: string[] = [];
  if (matcher.hasMatch(text.replace(WITH_DIGIT, ' '))) reasons.push('offensive language');
  if (PROHIBITED.test(text)) reasons.push('possibly prohibited item');
  for (const rule of LISTING_SCAM_RULES) if (rule.pattern.test(text)) reasons.push(`scam pattern: ${rule.reason}`);
  const stats = context.categoryMedian;
  if (stats && stats.count >= PRICE_SAMPLE_MIN && stats.median > 0) {
    if (input.price < stats.median / PRICE_OUTLIER_FACTOR || input.price > stats.median * PRICE_OUTLIER_FACTOR) {
      reasons.push(`price far outside its category (median $${stats.median.toFixed(2)})`);
    }
  }
  if (context.recentStrike) reasons.push('seller had a listing rejected or removed in the last 30 days');
  return reasons;
}
