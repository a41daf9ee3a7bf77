import { describe, expect, it } from 'vitest';
import { findMentions } from './chat.mentions';

describe('findMentions', () => {
  it('reads @username and @First Last, not e-mail addresses', () => {
    expect(findMentions('Thanks @captain_expert! Ask @Sam Harper too. mail me@example.com')).toEqual([
      { oneWord: 'captain_expert', twoWords: null },
      { oneWord: 'Sam', twoWords: 'Sam Harper' },
    ]);
  });

  it('finds a mention at the start and ignores a bare @', () => {
    expect(findMentions('@sailor_sam is it sold? @ nobody')).toEqual([{ oneWord: 'sailor_sam', twoWords: 'sailor_sam is' }]);
    expect(findMentions('no mentions here')).toEqual([]);
  });
});
