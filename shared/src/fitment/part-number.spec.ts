import { describe, expect, it } from 'vitest';
import { looksLikePartNumber, partNumberKey, partNumberKeys, supersessionChain, wouldCycle } from './part-number';

describe('partNumberKey — one key for every way a number is written', () => {
  // [as written, the key]: spellings seen in parts catalogues, dealer invoices and marketplace listings.
  it.each([
    // Mercury / Quicksilver: group prefix, revision letter and its zero-padded digits.
    ['47-43026Q06', '4743026Q6'],
    ['4743026Q6', '4743026Q6'],
    ['47 43026 Q06', '4743026Q6'],
    ['47.43026q06', '4743026Q6'],
    ['47-43026q06', '4743026Q6'],
    ['  47-43026Q06  ', '4743026Q6'],
    ['47/43026Q06', '4743026Q6'],
    ['47–43026Q06', '4743026Q6'], // en dash
    ['47—43026Q06', '4743026Q6'], // em dash
    ['４７－４３０２６Ｑ０６', '4743026Q6'], // full-width digits, letters and hyphen
    ['47-8M0065104', '478M0065104'],
    ['478m0065104', '478M0065104'],
    ['47-89984T4', '4789984T4'],
    ['35-877767Q01', '35877767Q1'],
    ['35877767Q1', '35877767Q1'],
    ['8M0100526', '8M0100526'],
    ['12-19237', '1219237'],
    // Yamaha: 3-5-2(-2) groups; the trailing '-00' is a group of digits after digits and stays.
    ['6H3-44352-00', '6H34435200'],
    ['6h3 44352 00', '6H34435200'],
    ['6H3.44352.00', '6H34435200'],
    ['6H3-44352-00-00', '6H3443520000'],
    ['6H3-44352-01', '6H34435201'],
    ['6CE-W0078-00', '6CEW007800'],
    ['69J-13440-03', '69J1344003'],
    // Suzuki: a revision after the letter loses its leading zero, as Mercury's does — on both sides.
    ['17400-92J00', '1740092J0'],
    ['17400 92J00', '1740092J0'],
    ['1740092J00', '1740092J0'],
    // Honda: letters inside and at the end are never dropped.
    ['06192-ZW9-A30', '06192ZW9A30'],
    ['06192ZW9A30', '06192ZW9A30'],
    ['06192 zw9 a30', '06192ZW9A30'],
    // Volvo Penta: plain digits, a trailing full stop from a sentence.
    ['3858994', '3858994'],
    ['21951346', '21951346'],
    ['21951346.', '21951346'],
    // Sierra (aftermarket).
    ['18-3213', '183213'],
    ['18 3213', '183213'],
    ['18-3570', '183570'],
    // OMC / Johnson / Evinrude: seven digits with a leading zero; the zero of the whole number stays in the key.
    ['0777213', '0777213'],
    ['0 777 213', '0777213'],
    ['777213', '777213'],
    // Yanmar.
    ['27210-200200', '27210200200'],
  ])('%s → %s', (written, key) => {
    expect(partNumberKey(written)).toBe(key);
  });

  it('never drops a suffix letter: numbers that differ by a letter keep different keys', () => {
    expect(partNumberKey('47-43026Q06')).not.toBe(partNumberKey('47-43026T06'));
    expect(partNumberKey('47-43026Q06')).not.toBe(partNumberKey('47-43026'));
    expect(partNumberKey('47-89984T4')).toMatch(/T4$/);
    expect(partNumberKey('06192-ZW9-A30')).toMatch(/A30$/);
    expect(partNumberKey('48-832832A45')).toMatch(/A45$/);
    expect(partNumberKey('8M0065104')).not.toBe(partNumberKey('865104'));
  });

  it('punctuation, spaces and symbols alone make an empty key', () => {
    for (const text of ['', ' ', '...', '---', '—', '– . /', '／', '\u200b', '#!?'])
      expect(partNumberKey(text), JSON.stringify(text)).toBe('');
  });
});

describe("partNumberKeys — the brand's optional parts", () => {
  it("Mercury, Mercruiser and Quicksilver numbers are also found without the group prefix; other brands' are not", () => {
    expect(partNumberKeys('47-43026Q06', 'Mercury')).toEqual(['4743026Q6', '43026Q6']);
    expect(partNumberKeys('47-43026Q06', 'Quicksilver')).toContain(partNumberKey('43026Q06'));
    expect(partNumberKeys('12-19237', 'Mercruiser')).toContain('19237');
    expect(partNumberKeys('47-43026Q06', 'Sierra')).toEqual(['4743026Q6']);
    expect(partNumberKeys('18-3570', 'Sierra')).toEqual(['183570']);
  });

  it("Yamaha numbers are found with or without their trailing '-00' groups, never with another revision", () => {
    expect(partNumberKeys('6H3-44352-00', 'Yamaha').sort()).toEqual(['6H3443520000', '6H34435200', '6H344352'].sort());
    expect(partNumberKeys('6H3-44352-00-00', 'Yamaha')).toContain(partNumberKey('6H3-44352'));
    expect(partNumberKeys('6H3-44352-01', 'Yamaha')).not.toContain(partNumberKey('6H3-44352'));
    expect(partNumberKeys('6H3-44352-00', 'Suzuki')).toEqual(['6H34435200']);
  });

  it('Johnson and Evinrude (OMC) numbers are found with or without the leading zero', () => {
    expect(partNumberKeys('0777213', 'Johnson')).toEqual(['0777213', '777213']);
    expect(partNumberKeys('777213', 'OMC')).toEqual(['777213', '0777213']);
    expect(partNumberKeys('0777213', 'Evinrude')).toContain('777213');
    expect(partNumberKeys('0777213', 'Volvo Penta')).toEqual(['0777213']);
  });

  it('a number without a brand has its own key only; keys shorter than 3 are left out', () => {
    expect(partNumberKeys('06192-ZW9-A30', null)).toEqual(['06192ZW9A30']);
    expect(partNumberKeys('3-12', 'Mercury')).toEqual(['312']);
  });
});

describe('looksLikePartNumber — when the catalogue asks the part-number index first', () => {
  it.each([
    '47-43026Q06',
    '4743026Q6',
    '6H3 44352 00',
    '06192-ZW9-A30',
    '3858994',
    '17400-92J00',
    '18-3570',
    '0777213',
    '８Ｍ００６５１０４',
    '12345',
  ])('%s: yes', (query) => expect(looksLikePartNumber(query)).toBe(true));

  it.each([
    'bilge pump',
    'F115 impeller',
    'impeller',
    'Yamaha 6H3-44352-00',
    '47-43026Q06 impeller kit',
    '123',
    '...',
    '',
    '47-43026Q06!',
    'a b c d e 1',
    'ABCD-EFGH',
    '1'.repeat(31),
  ])('%s: no', (query) => expect(looksLikePartNumber(query)).toBe(false));
});

describe('supersession chains and cycles', () => {
  // 47-89984T4 was replaced by 47-43026Q06, which was replaced by 47-8M0065104.
  const edges = new Map([
    ['4789984T4', '4743026Q6'],
    ['4743026Q6', '478M0065104'],
  ]);

  it('follows a chain from any of its numbers to its end', () => {
    expect(supersessionChain('4789984T4', edges)).toEqual(['4789984T4', '4743026Q6', '478M0065104']);
    expect(supersessionChain('4743026Q6', edges)).toEqual(['4743026Q6', '478M0065104']);
    expect(supersessionChain('478M0065104', edges)).toEqual(['478M0065104']);
    expect(supersessionChain('183570', edges)).toEqual(['183570']);
  });

  it('stops at the first repeat of a chain that loops (never written through the API)', () => {
    const loop = new Map([
      ['A1', 'B2'],
      ['B2', 'C3'],
      ['C3', 'A1'],
    ]);
    expect(supersessionChain('A1', loop)).toEqual(['A1', 'B2', 'C3']);
  });

  it('a number superseding itself is a cycle', () => {
    expect(wouldCycle(edges, '4743026Q6', '4743026Q6')).toBe(true);
  });

  it('closing the chain back to its start is a cycle, at any length', () => {
    // 47-8M0065104 superseded by 47-89984T4 would lead back: 89984T4 → 43026Q6 → 8M0065104 → 89984T4.
    expect(wouldCycle(edges, '478M0065104', '4789984T4')).toBe(true);
    expect(wouldCycle(edges, '4743026Q6', '4789984T4')).toBe(true);
    expect(wouldCycle(edges, '478M0065104', '4743026Q6')).toBe(true);
  });

  it('extending a chain or starting a new one is not', () => {
    expect(wouldCycle(edges, '478M0065104', '478M0099999')).toBe(false);
    expect(wouldCycle(edges, '4700000A1', '4789984T4')).toBe(false);
    expect(wouldCycle(edges, '183213', '183570')).toBe(false);
    expect(wouldCycle(new Map(), 'A1', 'B2')).toBe(false);
  });
});
