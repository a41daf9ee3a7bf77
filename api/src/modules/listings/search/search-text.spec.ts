import { describe, expect, it } from 'vitest';
import { escapeLike, typoText } from './search-text';

describe('typoText', () => {
  it('lower-cases plain search text of 4 characters or more', () => {
    expect(typoText(' Yamha ')).toBe('yamha');
    expect(typoText('bilge pmp')).toBe('bilge pmp');
  });

  it.each(['oil', '"bilge pump"', 'pump -bilge', '-bilge pump', 'pump or hose', 'PUMP OR HOSE'])('skips typo matching for %j', (q) => {
    expect(typoText(q)).toBeNull();
  });

  it('keeps hyphenated words', () => {
    expect(typoText('self-priming pump')).toBe('self-priming pump');
  });
});

describe('escapeLike', () => {
  it('makes LIKE wildcards literal', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
  });
});
