/** Limits of boats, engines, fitment rows, specs and part numbers (docs/decisions.md "Fitment"). */
export const FITMENT_LIMITS = {
  boatsMax: 10,
  enginesMax: 4,
  fitmentRowsMax: 50,
  partNumbersMax: 20,
  specsMax: 30,
  yearMin: 1950,
  hpMax: 2000,
  nameMax: 60,
  textMax: 60,
  noteMax: 120,
  lengthFtMax: 400,
  partNumberMax: 40,
  specValueMax: 60,
} as const;

/** The latest model year accepted: next year (model years run ahead of the calendar). */
export const maxModelYear = (): number => new Date().getFullYear() + 1;

export const ENGINE_DRIVES = ['outboard', 'inboard', 'sterndrive'] as const;
export type EngineDrive = (typeof ENGINE_DRIVES)[number];

export const ENGINE_FUELS = ['gasoline', 'diesel', 'electric'] as const;
export type EngineFuel = (typeof ENGINE_FUELS)[number];

/** Standard (right-hand) or counter (left-hand) rotation, as propellers and gearcases are sold. */
export const ROTATIONS = ['standard', 'counter'] as const;
export type Rotation = (typeof ROTATIONS)[number];

/** Outboard shaft lengths by their usual names (15" short, 20" long, 25" extra long, 30" ultra long). */
export const SHAFT_LENGTHS = ['15"', '20"', '25"', '30"'] as const;
export type ShaftLength = (typeof SHAFT_LENGTHS)[number];

export const PART_NUMBER_RELATIONS = ['own', 'supersedes', 'cross-reference'] as const;
export type PartNumberRelation = (typeof PART_NUMBER_RELATIONS)[number];

/** Who wrote a part number: the seller, or a moderator editing the listing. */
export const PART_NUMBER_SOURCES = ['seller', 'moderator'] as const;
export type PartNumberSource = (typeof PART_NUMBER_SOURCES)[number];

/** Propellers fit by measurement: these spec keys, with their units. */
export const PROPELLER_SPEC_KEYS = ['diameter', 'pitch', 'blades', 'rotation', 'splines', 'hub'] as const;

/** Units a spec may carry, by what they measure, and the spelling each is stored under. */
export const SPEC_UNITS: Record<string, string> = {
  in: 'in',
  inch: 'in',
  inches: 'in',
  '"': 'in',
  mm: 'mm',
  cm: 'cm',
  ft: 'ft',
  feet: 'ft',
  v: 'V',
  volt: 'V',
  volts: 'V',
  a: 'A',
  amp: 'A',
  amps: 'A',
  ah: 'Ah',
  w: 'W',
  watt: 'W',
  watts: 'W',
  hp: 'hp',
  kg: 'kg',
  lb: 'lb',
  lbs: 'lb',
  psi: 'psi',
  bar: 'bar',
  gph: 'gph',
  lpm: 'L/min',
  'l/min': 'L/min',
  l: 'L',
  litre: 'L',
  liter: 'L',
  gal: 'gal',
  rpm: 'rpm',
  npt: 'NPT',
  bsp: 'BSP',
};

/** User-visible texts of fitment (messages name the field, as the API's 400s do). */
export const FITMENT_MESSAGES = {
  boatName: 'Boat name is required (at most 60 characters)',
  boatsMax: 'You can keep at most 10 boats',
  boatNotFound: 'Boat not found',
  boatDeleted: 'Boat removed',
  boatVersionConflict: 'This boat was changed on another device.',
  make: 'Make must be at most 60 characters',
  engineMake: 'Engine make is required (at most 60 characters)',
  model: 'Model must be at most 60 characters',
  year: (max: number = maxModelYear()) => `Year must be between 1950 and ${max}`,
  lengthFt: 'Length must be a number of feet from 1 to 400',
  hp: 'Horsepower must be a number from 0 to 2000',
  enginesMax: 'A boat can have at most 4 engines',
  shaftLength: `Shaft length must be one of 15", 20", 25", 30"`,
  rotation: 'Rotation must be standard or counter',
  fuel: 'Fuel must be gasoline, diesel or electric',
  drive: 'Drive must be outboard, inboard or sterndrive',
  hinLength: 'HIN must be 12 characters (letters and digits; a leading "US-" is allowed)',
  hinManufacturer: 'HIN: the first 3 characters (manufacturer code) must be letters or digits, starting with a letter',
  hinSerial: 'HIN: characters 4–8 (hull serial) must be letters or digits other than I, O and Q',
  hinDate: 'HIN: the last 4 characters are not a production month and model year in any HIN format',
  serial: (make: string, example: string) => `Serial number is not in ${make}'s format (e.g. ${example})`,
  serialGeneric: 'Serial number must be 3 to 24 letters, digits, spaces or dashes',
  fitmentMax: 'A listing can have at most 50 fitment rows',
  yearRange: 'Fitment year range must run from an earlier to a later year',
  hpRange: 'Fitment horsepower range must run from a lower to a higher value',
  serialRange: 'Fitment serial range must run from a lower to a higher serial',
  note: 'Fitment note must be at most 120 characters',
  specsMax: 'A listing can have at most 30 specifications',
  specKey: 'Specification name is required (at most 40 characters)',
  specValue: 'Specification value is required (at most 60 characters)',
  specUnit: (unit: string) => `Specification unit '${unit}' is not a unit we know (in, mm, V, A, hp, psi…)`,
  partNumbersMax: 'A listing can have at most 20 part numbers',
  partNumber: 'Part number must have 3 to 40 characters, with letters or digits',
  partNumberBrand: 'Part number brand must be at most 60 characters',
  relation: 'Part number relation must be own, supersedes or cross-reference',
  supersedesWithoutOwn: 'Part numbers: a number this part supersedes needs the part’s own number beside it',
  supersessionCycle: (number: string) => `Part numbers: superseding ${number} would make a supersession cycle`,
  partNumberUnknown: 'Part number not found',
} as const;

/** The part page's fitment line (spec-style texts of the part detail). */
export const FITMENT_TEXTS = {
  fits: (boat: string, engine: string) => `Fits your ${boat} (${engine})`,
  doesNotFit: (boat: string) => `Does not fit your ${boat}`,
  notStated: 'Fitment not stated',
  supersededBy: (number: string) => `Superseded by ${number}`,
  fitsMyBoat: 'Fits my boat',
  fitsFilterNote: 'Showing only parts whose seller stated what they fit; parts without stated fitment are left out.',
} as const;

/** The catalogue's fitment filter and the lines of a card found through a part number. */
export const FITMENT_FILTER_TEXTS = {
  engine: 'Engine',
  engineMake: 'Make',
  engineModel: 'Model',
  hp: 'Horsepower',
  serial: 'Serial number',
  makePlaceholder: 'e.g. Yamaha',
  modelPlaceholder: 'e.g. F115',
  serialPlaceholder: 'e.g. 6BX1012345',
  whichBoat: 'Boat',
  noFittingParts:
    'No part stated to fit matches. Parts whose seller did not say what they fit are left out: turn the fitment filter off to see them.',
  matchedPartNumber: (number: string) => `Part number ${number}`,
  /** A saved search's summary: the engine the search is for. */
  forEngine: (engine: string) => `For ${engine}`,
} as const;
