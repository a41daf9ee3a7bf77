import type { EngineDrive } from './fitment.constants';
import { MAKE_ALIASES, SERIAL_FORMATS, modelCovers, modelTokens, nameKey, normalizeEngineMake, tidyName } from './names';

export { modelCovers, modelTokens, nameKey, normalizeEngineMake };

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

const family = (name: string, hpFrom: number, hpTo: number, drive: EngineDrive = 'outboard'): EngineFamily => ({
  name,
  hpFrom,
  hpTo,
  drive,
});

const MAKES: ReadonlyArray<Omit<EngineMake, 'serialFormats'>> = [
  {
    name: 'Mercury',
    aliases: [...MAKE_ALIASES['Mercury']],
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
  },
  {
    name: 'Mercruiser',
    aliases: [...MAKE_ALIASES['Mercruiser']],
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
  },
  {
    name: 'Yamaha',
    aliases: [...MAKE_ALIASES['Yamaha']],
    families: [
      family('F', 2.5, 350),
      family('LF', 150, 350),
      family('VF', 90, 250),
      family('XF', 375, 450),
      family('T', 8, 60),
      family('E', 2, 200),
    ],
  },
  {
    name: 'Suzuki',
    aliases: [...MAKE_ALIASES['Suzuki']],
    families: [family('DF', 2.5, 350), family('DF A', 40, 350), family('DT', 2, 225)],
  },
  {
    name: 'Honda',
    aliases: [...MAKE_ALIASES['Honda']],
    families: [family('BF', 2.3, 350)],
  },
  {
    name: 'Evinrude',
    aliases: [...MAKE_ALIASES['Evinrude']],
    families: [family('E-TEC', 3.5, 300), family('E-TEC G2', 115, 300), family('Ficht', 90, 250)],
  },
  {
    name: 'Johnson',
    aliases: [...MAKE_ALIASES['Johnson']],
    families: [family('J', 2, 300), family('Ocean Pro', 90, 250)],
  },
  {
    name: 'Tohatsu',
    aliases: [...MAKE_ALIASES['Tohatsu']],
    families: [family('MFS', 2.5, 140), family('TLDI', 40, 115), family('M', 2.5, 115)],
  },
  {
    name: 'Volvo Penta',
    aliases: [...MAKE_ALIASES['Volvo Penta']],
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
  },
  {
    name: 'Yanmar',
    aliases: [...MAKE_ALIASES['Yanmar']],
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
  },
  {
    name: 'Beta Marine',
    aliases: [...MAKE_ALIASES['Beta Marine']],
    families: [10, 14, 16, 20, 25, 30, 35, 38, 43, 50, 60, 75, 85, 90, 105, 150].map((hp) => family(`Beta ${hp}`, hp, hp, 'inboard')),
  },
  {
    name: 'Westerbeke',
    aliases: [...MAKE_ALIASES['Westerbeke']],
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
  },
];

export const ENGINE_MAKES: readonly EngineMake[] = MAKES.map((make) => ({
  ...make,
  serialFormats: [...(SERIAL_FORMATS[make.name] ?? [])],
}));

/** Built on first use, so a bundle that never looks a make up does not carry the list. */
let makeByKey: Map<string, EngineMake> | undefined;
const makesByKey = (): Map<string, EngineMake> =>
  (makeByKey ??= new Map(ENGINE_MAKES.flatMap((make) => [make.name, ...make.aliases].map((name) => [nameKey(name), make] as const))));

/** The reference make a name or alias means, if any. */
export const findEngineMake = (text: string | null | undefined): EngineMake | undefined =>
  text ? makesByKey().get(nameKey(text)) : undefined;

/** A model as stored: spacing tidied; the family's own spelling when it names a reference family. */
export function normalizeEngineModel(make: string, text: string): string {
  const tidied = tidyName(text);
  const known = findEngineMake(make)?.families.find((f) => nameKey(f.name) === nameKey(tidied));
  return known ? known.name : tidied;
}
