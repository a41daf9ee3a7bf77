/** One @mention as typed: the word after @ (a username) and the two words after @ (a full name). */
export interface MentionCandidate {
  oneWord: string;
  twoWords: string | null;
}

const MENTION = /(^|[^\w@])@([\p{L}\p{N}._-]+)(?:[ \t]+([\p{L}\p{N}'-]+))?/gu;

/**
 * The @mentions of a message (spec §2: the text after @ — one word, or two words — is highlighted;
 * `@username` or `@First Last` notify that user). An e-mail address is not a mention.
 */
export function findMentions(text: string): MentionCandidate[] {
  const found: MentionCandidate[] = [];
  for (const match of text.matchAll(MENTION)) {
    const oneWord = match[2].replace(/[._-]+$/, '');
    if (oneWord) found.push({ oneWord, twoWords: match[3] ? `${oneWord} ${match[3]}` : null });
  }
  return found;
}
