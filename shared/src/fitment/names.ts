import type { SerialFormat } from './engine-makes';

/** Lower case, letters and digits only: the key two spellings of one name share ('Volvo-Penta', 'volvo penta'). */
export const nameKey = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');

/*
 * The light half of the reference makes (engine-makes.ts has the model families): each make's name, its
 * aliases and its serial formats — what the part rows, the serial keys and the catalogue's filter need, so
 * the screens that key parts on the device do not carry the families.
 */

/** Each reference make's aliases. */
export const MAKE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  Mercury: ['Merc', 'Mercury Marine', 'Mercury Outboard', 'Mercury Outboards', 'Mariner', 'Mercury Mariner'],
  Mercruiser: ['MerCruiser', 'Merc Cruiser', 'Mercury Mercruiser', 'Mercruiser Sterndrive'],
  Yamaha: ['Yamaha Marine', 'Yamaha Outboard', 'Yamaha Outboards', 'Yammy'],
  Suzuki: ['Suzuki Marine', 'Suzuki Outboard', 'Suzuki Outboards'],
  Honda: ['Honda Marine', 'Honda Outboard', 'Honda Outboards'],
  Evinrude: ['Evinrude E-TEC', 'Evinrude Etec', 'BRP Evinrude'],
  Johnson: ['OMC', 'Johnson Outboard', 'Johnson Outboards'],
  Tohatsu: ['Tohatsu Outboard', 'Nissan Marine'],
  'Volvo Penta': ['Volvo', 'Penta', 'VolvoPenta'],
  Yanmar: ['Yanmar Marine', 'Yanmar Diesel'],
  'Beta Marine': ['Beta', 'Beta Diesel'],
  Westerbeke: ['Westerbeke Diesel', 'Universal'],
};

const MERCURY_SERIALS: SerialFormat[] = [
  {
    pattern: '^[0-9][A-Z][0-9]{6}$',
    example: '0G590000',
    note: 'since the late 1980s: a digit, a letter and six digits (a leading O is read as 0)',
  },
  { pattern: '^[0-9]{7,8}$', example: '5438291', note: 'older engines: seven or eight digits' },
];

/** The serial-number formats of the makes that publish one. */
export const SERIAL_FORMATS: Readonly<Record<string, readonly SerialFormat[]>> = {
  Mercury: MERCURY_SERIALS,
  Mercruiser: MERCURY_SERIALS,
  Yamaha: [
    {
      pattern: '^([0-9A-Z]{3}-?)?[A-Z]?[0-9]{6,7}$',
      example: '6EK-1012345',
      note: 'the model code (three characters) and a six- or seven-digit serial',
    },
  ],
  Suzuki: [
    {
      pattern: '^[0-9]{5}[A-Z]?-?[0-9]{6}$',
      example: '14003F-412345',
      note: 'a five-digit model code, an optional letter and a six-digit serial',
    },
  ],
  Honda: [{ pattern: '^[A-Z]{4}-?[0-9]{7}$', example: 'BAZS-1100001', note: 'a four-letter frame code and a seven-digit serial' }],
  'Volvo Penta': [{ pattern: '^[0-9]{7,10}$', example: '2001234567', note: 'seven to ten digits (the engine plate)' }],
};

/** Built on first use. */
let nameByKey: Map<string, string> | undefined;

/** The reference name a make's name or alias means ('merc' → 'Mercury'), if any. */
export function referenceMakeName(text: string | null | undefined): string | undefined {
  nameByKey ??= new Map(
    Object.entries(MAKE_ALIASES).flatMap(([name, aliases]) => [name, ...aliases].map((a) => [nameKey(a), name] as const)),
  );
  return text ? nameByKey.get(nameKey(text)) : undefined;
}

/** Whether a part number's brand is one of these makes (by name or alias), or one of the extra brand names. */
export const isBrandOf = (brand: string | null | undefined, makes: readonly string[], extra: readonly string[] = []): boolean =>
  !!brand && (makes.includes(referenceMakeName(brand) ?? '') || extra.includes(nameKey(brand)));

/** Spaces collapsed, outer ones trimmed. */
export const tidyName = (text: string): string => text.normalize('NFKC').replace(/\s+/g, ' ').trim();

/**
 * A make as stored: the reference name for a known make or alias ('merc' → 'Mercury'); otherwise the text
 * with its spacing tidied, and capitalised word by word when it was typed all in one case.
 */
export function normalizeEngineMake(text: string): string {
  const known = referenceMakeName(text);
  if (known) return known;
  const tidied = tidyName(text);
  const oneCase = tidied === tidied.toLowerCase() || tidied === tidied.toUpperCase();
  return oneCase
    ? tidied.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase())
    : tidied;
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
