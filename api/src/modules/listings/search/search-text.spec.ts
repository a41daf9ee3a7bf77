import { describe, expect, it } from 'vitest';
import { closeAlternatives, escapeLike, excludesOrQuotes, typoText } from './search-text';

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

describe('closeAlternatives', () => {
  it('keeps the corrections within 0.1 similarity of the closest one', () => {
    expect(closeAlternatives(['chartplotter', 'charger'], [0.786, 0.333])).toEqual(['chartplotter']);
    expect(closeAlternatives(['mercruiser', 'mercury', 'merc'], [0.615, 0.52, 0.4])).toEqual(['mercruiser', 'mercury']);
    expect(closeAlternatives(['yamaha'], [0.444])).toEqual(['yamaha']);
  });

  it('has nothing to keep without corrections', () => {
    expect(closeAlternatives([], [])).toEqual([]);
  });
});

describe('excludesOrQuotes', () => {
  it.each([
    ['pump -bilge', true],
    ['-bilge pump', true],
    ['"bilge pump"', true],
    ['self-priming pump', false],
    ['pump or hose', false],
    ['yamaha', false],
  ])('%j → %s', (q, expected) => {
    expect(excludesOrQuotes(q)).toBe(expected);
  });
});
