import { describe, expect, it } from 'vitest';
import { splitMentions } from './mentions';

const mentions = (text: string) =>
  splitMentions(text)
    .filter((part) => part.mention)
    .map((part) => part.text);

describe('splitMentions (spec §2: text after @, one word or two words, is highlighted)', () => {
  it('highlights a one-word mention and keeps the rest as text', () => {
    expect(splitMentions('Hi @sailor_sam, is it sold?')).toEqual([
      { text: 'Hi ', mention: false },
      { text: '@sailor_sam', mention: true },
      { text: ', is it sold?', mention: false },
    ]);
  });

  it('takes two words when both are capitalised (a name)', () => {
    expect(mentions('@Grace Whitfield do you ship?')).toEqual(['@Grace Whitfield']);
  });

  it('takes one word when the next is an ordinary word', () => {
    expect(mentions('@sam can you check')).toEqual(['@sam']);
    expect(mentions('@Sam can you check')).toEqual(['@Sam']);
  });

  it('finds several mentions and leaves e-mail addresses alone', () => {
    expect(mentions('@ann and @bob.smith, write to me@example.com')).toEqual(['@ann', '@bob.smith']);
  });

  it('does not end a mention on punctuation', () => expect(mentions('thanks @marina_supplies.')).toEqual(['@marina_supplies']));

  it('joins back to the original text', () => {
    const text = 'Ask @Grace Whitfield or @captain_expert about it. A lone @ stays.';
    expect(
      splitMentions(text)
        .map((part) => part.text)
        .join(''),
    ).toBe(text);
  });

  it('gives plain text when there is no mention', () =>
    expect(splitMentions('no mention')).toEqual([{ text: 'no mention', mention: false }]));
});
