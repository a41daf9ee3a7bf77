import { RegExpMatcher, englishDataset, englishRecommendedTransformers } from 'obscenity';

// The same word list the API checks usernames against (api/src/modules/accounts/policies/username.policy.ts).
const matcher = new RegExpMatcher({ ...englishDataset.build(), ...englishRecommendedTransformers });

/**
 * A short id no other test (or earlier run) uses, for usernames, e-mails and titles. Re-drawn while
 * `${prefix}${id}` would be refused as an inappropriate username: random letters and digits
 * (read as leetspeak) can spell a listed word.
 */
export function uniqueId(prefix = ''): string {
  for (;;) {
    const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const name = `${prefix}${id}`;
    if (!matcher.hasMatch(name) && !matcher.hasMatch(name.replace(/[._-]+/g, ''))) return id;
  }
}
