/** A piece of a message's text; `mention` pieces are highlighted (spec §2: text after @). */
export interface TextPart {
  text: string;
  mention: boolean;
}

/**
 * '@' then one word (a username such as `@sailor_sam`), or two words when both start with a capital
 * letter (a name such as `@Grace Whitfield`) — so '@sam can you…' highlights only '@sam'. The '@' must
 * start the text or follow a space (an e-mail address is not a mention).
 */
const MENTION = /(^|\s)@([\p{L}\p{N}_]+(?:[.-][\p{L}\p{N}_]+)*)(?: (\p{Lu}[\p{L}\p{N}_]*(?:['-][\p{L}\p{N}_]+)*))?/gu;
const CAPITAL = /^\p{Lu}/u;

/** Splits a message into plain and mention parts, in order; joined back they give the text unchanged. */
export function splitMentions(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let last = 0;
  for (const match of text.matchAll(MENTION)) {
    const [, before, first, second] = match;
    const start = (match.index ?? 0) + before.length;
    const mention = second && CAPITAL.test(first) ? `@${first} ${second}` : `@${first}`;
    if (start > last) parts.push({ text: text.slice(last, start), mention: false });
    parts.push({ text: mention, mention: true });
    last = start + mention.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last), mention: false });
  return parts;
}
