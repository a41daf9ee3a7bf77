import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';

/**
 * Refuses usernames with offensive words, using the maintained `obscenity` word list and its
 * recommended transformers (leetspeak, repeated letters, confusable characters) — with its
 * whitelist, so "scunthorpe" and "assassin" pass.
 */
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

export function isInappropriateUsername(username: string): boolean {
  // Separators would otherwise split a word ("f_u_c_k"); test the name with and without them.
  return matcher.hasMatch(username) || matcher.hasMatch(username.replace(/[._-]+/g, ''));
}
