import { FITMENT_LIMITS } from '@dockside/shared/fitment';

/** The listing form's fitment sections (docs/decisions.md "Fitment"). */
export const FITMENT_FORM_TEXTS = {
  fitsSection: 'Fits',
  fitsHint: 'The engines this part fits. Leave empty when it fits by measurement or fits any engine.',
  specsSection: 'Specifications',
  specsHint: 'Measurements the part fits by (propellers: diameter, pitch, blades…), or any name and value such as thread size.',
  numbersSection: 'Part numbers',
  numbersHint: "The part's own number, the numbers it replaces and aftermarket equivalents.",
  /** 'Fits (2)': a section's title with its count. */
  counted: (title: string, count: number) => (count > 0 ? `${title} (${count})` : title),
  application: (n: number) => `Application ${n}`,
  specification: (n: number) => `Specification ${n}`,
  partNumber: (n: number) => `Part number ${n}`,
  remove: 'Remove',
  removeRow: (name: string) => `Remove ${name.toLowerCase()}`,
  addApplication: 'Add engine',
  addSpec: 'Add specification',
  addPropeller: 'Propeller measurements',
  addPartNumber: 'Add part number',
  engineMake: 'Engine make',
  engineModel: 'Model family',
  hpFrom: 'HP from',
  hpTo: 'HP to',
  yearFrom: 'Year from',
  yearTo: 'Year to',
  serialFrom: 'Serial from',
  serialTo: 'Serial to',
  note: 'Note',
  notePlaceholder: 'e.g. long shaft only',
  specKey: 'Name',
  specValue: 'Value',
  specUnit: 'Unit',
  number: 'Number',
  brand: 'Brand',
  relation: 'Relation',
  /** Why an add button is disabled. */
  fitmentFull: `At most ${FITMENT_LIMITS.fitmentRowsMax} engines per listing`,
  specsFull: `At most ${FITMENT_LIMITS.specsMax} specifications per listing`,
  propellerPresent: 'The propeller measurements are already listed',
  numbersFull: `At most ${FITMENT_LIMITS.partNumbersMax} part numbers per listing`,
} as const;

/** How a relation reads in the form's select. */
export const RELATION_LABELS = {
  own: 'Own number',
  supersedes: 'Supersedes',
  'cross-reference': 'Cross-ref',
} as const;

/** Spec names offered as suggestions beside the propeller's (free text is allowed). */
export const COMMON_SPEC_KEYS = ['thread size', 'hose id', 'voltage', 'length', 'bolt pattern', 'weight'] as const;

/** Brands of part numbers offered as suggestions beside the engine makes. */
export const PART_BRANDS = ['Quicksilver', 'Sierra', 'Mallory', 'CDI', 'Moeller', 'Johnson Pump', 'Jabsco'] as const;

/** The part page's fitment, specifications and part numbers. */
export const FITMENT_DISPLAY_TEXTS = {
  fitsHeading: 'Fits',
  specsHeading: 'Measurements',
  numbersHeading: 'Part numbers',
  checkFitment: 'Add your boat to check fitment',
  /** A boat the server compared that is not on this device yet: 'Fits your boat (…)'. */
  unnamedBoat: 'boat',
  /** The numbers shown under the title. */
  partNumberLabel: 'Part number',
  supersedes: (numbers: string) => `Supersedes ${numbers}`,
  crossReference: (numbers: string) => `Cross-reference: ${numbers}`,
  hp: {
    range: (from: string, to: string) => `${from}–${to} hp`,
    from: (hp: string) => `${hp} hp and up`,
    to: (hp: string) => `up to ${hp} hp`,
    one: (hp: string) => `${hp} hp`,
  },
  years: {
    range: (from: number, to: number) => `${from}–${to}`,
    from: (year: number) => `${year} on`,
    to: (year: number) => `up to ${year}`,
  },
  serials: {
    range: (from: string, to: string) => `serials ${from}–${to}`,
    from: (serial: string) => `serials from ${serial}`,
    to: (serial: string) => `serials up to ${serial}`,
  },
  propeller: {
    blades: (n: string) => `${n} blades`,
    splines: (n: string) => `${n} splines`,
    rotation: (value: string) => `${value} rotation`,
    hub: (value: string) => `${value} hub`,
    diameter: (value: string) => `${value} diameter`,
    pitch: (value: string) => `${value} pitch`,
  },
  searchNumber: (number: string) => `Find listings with part number ${number}`,
} as const;
