import type { EngineDrive } from './fitment.constants';

/**
 * The reference list of marine engine makes (GET /api/engine-makes), written for Dockside from the
 * makers' public model ranges: model families with their horsepower ranges, the usual drive, and the
 * serial-number formats where they are public (docs/decisions.md "Fitment"). Free text beyond the list
 * is allowed everywhere; `normalizeEngineMake` maps aliases and spelling onto these names.
 */
export interface EngineFamily {
  name: string;
  hpFrom: number;
  hpTo: number;
  drive: EngineDrive;
}

export interface SerialFormat {
  /** Matched against the serial in upper case with spaces removed. */
  pattern: string;
  example: string;
  note: string;
}

export interface EngineMake {
  name: string;
  aliases: string[];
  families: EngineFamily[];
  /** Empty when the maker publishes none: any serial of 3–24 letters, digits and dashes is accepted. */
  serialFormats: SerialFormat[];
}

const family = (name: string, hpFrom: number, hpTo: number, drive: EngineDrive = 'outboard'): EngineFamily => ({ name, hpFrom, hpTo, drive });

const MERCURY_SERIALS: SerialFormat[] = [
  { pattern: '^[0-9][A-Z][0-9]{6}$', example: '0G590000', note: 'since the late 1980s: a digit, a letter and six digits (a leading O is read as 0)' },
  { pattern: '^[0-9]{7,8}$', example: '5438291', note: 'older engines: seven or eight digits' },
];

export const ENGINE_MAKES: readonly EngineMake[] = [
  {
    name: 'Mercury',
    aliases: ['Merc', 'Mercury Marine', 'Mercury Outboard', 'Mercury Outboards', 'Mariner', 'Mercury Mariner'],
    families: [
      family('FourStroke', 2.5, 150),
      family('Verado', 135, 600),
      family('Pro XS', 115, 300),
      family('SeaPro', 15, 300),
      family('OptiMax', 75, 300),
      family('Racing', 200, 450),
      family('Avator', 1, 20),
      family('EFI', 30, 150),
    ],
    serialFormats: MERCURY_SERIALS,
  },
  {
    name: 'Mercruiser',
    aliases: ['MerCruiser', 'Merc Cruiser', 'Mercury Mercruiser', 'Mercruiser Sterndrive'],
    families: [
      family('3.0', 135, 140, 'sterndrive'),
      family('4.3', 180, 225, 'sterndrive'),
      family('4.5', 200, 250, 'sterndrive'),
      family('5.0', 220, 260, 'sterndrive'),
      family('5.7', 250, 300, 'sterndrive'),
      family('6.2', 300, 350, 'sterndrive'),
      family('8.2', 380, 430, 'sterndrive'),
      family('Alpha One', 120, 300, 'sterndrive'),
      family('Bravo One', 200, 600, 'sterndrive'),
      family('Bravo Two', 200, 430, 'sterndrive'),
      family('Bravo Three', 200, 430, 'sterndrive'),
    ],
    serialFormats: MERCURY_SERIALS,
  },
  {
    name: 'Yamaha',
    aliases: ['Yamaha Marine', 'Yamaha Outboard', 'Yamaha Outboards', 'Yammy'],
    families: [
      family('F', 2.5, 350),
      family('LF', 150, 350),
      family('VF', 90, 250),
      family('XF', 375, 450),
      family('T', 8, 60),
      family('E', 2, 200),
    ],
    serialFormats: [
      { pattern: '^([0-9A-Z]{3}-?)?[A-Z]?[0-9]{6,7}$', example: '6EK-1012345', note: 'the model code (three characters) and a six- or seven-digit serial' },
    ],
  },
  {
    name: 'Suzuki',
    aliases: ['Suzuki Marine', 'Suzuki Outboard', 'Suzuki Outboards'],
    families: [family('DF', 2.5, 350), family('DF A', 40, 350), family('DT', 2, 225)],
    serialFormats: [
      { pattern: '^[0-9]{5}[A-Z]?-?[0-9]{6}$', example: '14003F-412345', note: 'a five-digit model code, an optional letter and a six-digit serial' },
    ],
  },
  {
    name: 'Honda',
    aliases: ['Honda Marine', 'Honda Outboard', 'Honda Outboards'],
    families: [family('BF', 2.3, 350)],
    serialFormats: [{ pattern: '^[A-Z]{4}-?[0-9]{7}$', example: 'BAZS-1100001', note: 'a four-letter frame code and a seven-digit serial' }],
  },
  {
    name: 'Evinrude',
    aliases: ['Evinrude E-TEC', 'Evinrude Etec', 'BRP Evinrude'],
    families: [family('E-TEC', 3.5, 300), family('E-TEC G2', 115, 300), family('Ficht', 90, 250)],
    serialFormats: [],
  },
  {
    name: 'Johnson',
    aliases: ['OMC', 'Johnson Outboard', 'Johnson Outboards'],
    families: [family('J', 2, 300), family('Ocean Pro', 90, 250)],
    serialFormats: [],
  },
  {
    name: 'Tohatsu',
    aliases: ['Tohatsu Outboard', 'Nissan Marine'],
    families: [family('MFS', 2.5, 140), family('TLDI', 40, 115), family('M', 2.5, 115)],
    serialFormats: [],
  },
  {
    name: 'Volvo Penta',
    aliases: ['Volvo', 'Penta', 'VolvoPenta'],
    families: [
      family('D1', 13, 30, 'inboard'),
      family('D2', 40, 75, 'inboard'),
      family('D3', 110, 220, 'sterndrive'),
      family('D4', 175, 320, 'sterndrive'),
      family('D6', 200, 480, 'sterndrive'),
      family('MD', 7, 75, 'inboard'),
      family('AQ', 100, 430, 'sterndrive'),
      family('SX', 135, 300, 'sterndrive'),
      family('DP', 150, 480, 'sterndrive'),
    ],
    serialFormats: [{ pattern: '^[0-9]{7,10}$', example: '2001234567', note: 'seven to ten digits (the engine plate)' }],
  },
  {
    name: 'Yanmar',
    aliases: ['Yanmar Marine', 'Yanmar Diesel'],
    families: [
      family('1GM', 9, 10, 'inboard'),
      family('2GM', 13, 18, 'inboard'),
      family('3GM', 27, 30, 'inboard'),
      family('2YM', 15, 15, 'inboard'),
      family('3YM', 20, 30, 'inboard'),
      family('3JH', 30, 40, 'inboard'),
      family('4JH', 45, 110, 'inboard'),
      family('6LY', 250, 480, 'inboard'),
      family('8LV', 320, 370, 'inboard'),
    ],
    serialFormats: [],
  },
  {
    name: 'Beta Marine',
    aliases: ['Beta', 'Beta Diesel'],
    families: [10, 14, 16, 20, 25, 30, 35, 38, 43, 50, 60, 75, 85, 90, 105, 150].map((hp) => family(`Beta ${hp}`, hp, hp, 'inboard')),
    serialFormats: [],
  },
  {
    name: 'Westerbeke',
    aliases: ['Westerbeke Diesel', 'Universal'],
    families: [
      family('W-21', 21, 21, 'inboard'),
      family('W-27', 27, 27, 'inboard'),
      family('W-33', 33, 33, 'inboard'),
      family('W-40', 40, 40, 'inboard'),
      family('W-52', 52, 52, 'inboard'),
      family('W-58', 58, 58, 'inboard'),
      family('W-80', 80, 82, 'inboard'),
      family('M-25', 21, 25, 'inboard'),
    ],
    serialFormats: [],
  },
];

/** Lower case, letters and digits only: the key two spellings of one name share ('Volvo-Penta', 'volvo penta'). */
export const nameKey = (text: string): string => text.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

const MAKE_BY_KEY = new Map<string, EngineMake>();
for (const make of ENGINE_MAKES) for (const name of [make.name, ...make.aliases]) MAKE_BY_KEY.set(nameKey(name), make);

/** The reference make a name or alias means, if any. */
export const findEngineMake = (text: string | null | undefined): EngineMake | undefined => (text ? MAKE_BY_KEY.get(nameKey(text)) : undefined);

/** Spaces collapsed, outer ones trimmed. */
const tidy = (text: string): string => text.normalize('NFKC').replace(/\s+/g, ' ').trim();

/**
 * A make as stored: the reference name for a known make or alias ('merc' → 'Mercury'); otherwise the text
 * with its spacing tidied, and capitalised word by word when it was typed all in one case.
 */
export function normalizeEngineMake(text: string): string {
  const known = findEngineMake(text);
  if (known) return known.name;
  const tidied = tidy(text);
  const oneCase = tidied === tidied.toLowerCase() || tidied === tidied.toUpperCase();
  return oneCase ? tidied.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase()) : tidied;
}

/** A model as stored: spacing tidied; the family's own spelling when it names a reference family. */
export function normalizeEngineModel(make: string, text: string): string {
  const tidied = tidy(text);
  const known = findEngineMake(make)?.families.find((f) => nameKey(f.name) === nameKey(tidied));
  return known ? known.name : tidied;
}

/**
 * The words an engine model is compared by: upper case, split at spaces and slashes, each word's letters,
 * digits and dots kept ('Pro XS 150' → PRO, XS, 150; 'E-TEC G2' → ETEC, G2; '4.3 MPI' → 4.3, MPI).
 */
export const modelTokens = (text: string | null | undefined): string[] =>
  (text ?? '')
    .normalize('NFKC')
    .toUpperCase()
    .split(/[\s/,]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}.]+/gu, ''))
    .filter(Boolean);

/**
 * Whether an engine's model belongs to a fitment row's model (family): every word of the row's begins a
 * word of the engine's — 'F115' covers 'F115XA', 'Verado' covers 'Verado 250', 'Pro XS' covers 'Pro XS 150'.
 * A row without a model covers every model of its make.
 */
export function modelCovers(rowTokens: readonly string[], engineTokens: readonly string[]): boolean {
  return rowTokens.every((row) => engineTokens.some((engine) => engine.startsWith(row)));
}
