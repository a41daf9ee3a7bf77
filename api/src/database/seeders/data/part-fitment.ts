import type { PartCategory, PartCondition } from '@dockside/shared/listings';

/*
 * What the demo parts fit, by application (engine make, model family, horsepower, model year and serial
 * ranges), by specification (propellers) and by part number — written as a seller would type them, then
 * read through the shared listing schema by the generator, so the seed holds exactly what the API would store.
 * The demo boats (Yamaha F150, Mercury Verado 250 of 2008 with serial 0G612345, Yanmar 3GM30F, twin Suzuki
 * DF140) each have parts that fit them here, and parts that do not.
 */

export interface FitmentRowEntry {
  engineMake: string;
  engineModel?: string;
  hpFrom?: number;
  hpTo?: number;
  yearFrom?: number;
  yearTo?: number;
  serialFrom?: string;
  serialTo?: string;
  note?: string;
}

export interface SpecEntry {
  key: string;
  value: string;
  unit?: string;
}

export interface PartNumberEntry {
  number: string;
  brand: string;
  relation?: 'own' | 'supersedes' | 'cross-reference';
}

export interface FitmentEntries {
  fitment?: readonly FitmentRowEntry[];
  specs?: readonly SpecEntry[];
  partNumbers?: readonly PartNumberEntry[];
}

/** Fitment of the catalogue's generated listings, by their template's title (data/parts). */
export const TEMPLATE_FITMENT: Readonly<Record<string, FitmentEntries>> = {
  'Yamaha water pump repair kit': {
    fitment: [
      { engineMake: 'Yamaha', hpFrom: 225, hpTo: 300, yearFrom: 2010, yearTo: 2026, note: '4.2 L V6 four-strokes (F225, F250, F300)' },
    ],
    partNumbers: [{ number: '6CE-W0078-00', brand: 'Yamaha' }],
  },
  'Mercury Enertia stainless propeller 15 x 19': {
    fitment: [{ engineMake: 'Mercury', hpFrom: 135, hpTo: 300, note: 'Gearcases with 15 splines; Flo-Torq IV hub kit included' }],
    specs: [
      { key: 'diameter', value: '15', unit: 'in' },
      { key: 'pitch', value: '19', unit: 'in' },
      { key: 'blades', value: '3' },
      { key: 'rotation', value: 'standard' },
      { key: 'splines', value: '15' },
      { key: 'hub', value: 'Mercury Flo-Torq IV' },
    ],
    partNumbers: [{ number: '48-8M0151288', brand: 'Mercury' }],
  },
};

/** A listing written for the fitment showcase (dates are days before the seed runs). */
export interface ShowcaseListing extends FitmentEntries {
  title: string;
  description: string;
  category: PartCategory;
  condition: PartCondition;
  price: number;
  brand: string;
  model: string | null;
  year: number | null;
  sellerUsername: string;
  location: string;
  daysAgo: number;
}

const MERCURY_75_125 = {
  engineMake: 'Mercury',
  hpFrom: 75,
  hpTo: 125,
  note: 'Two-strokes and OptiMax with the four-piece pump housing',
} as const;

/**
 * Parts listed for what they fit: a Mercury water pump kit whose number was superseded twice
 * (47-89984T4 → 47-43026Q06 → 47-8M0065104) and its Sierra equivalent, a Yamaha F150 impeller and oil
 * filter, a Verado part by serial range, Yanmar and Suzuki parts, a propeller sold by its measurements,
 * and a Volvo Penta kit that fits none of the demo boats.
 */
export const FITMENT_SHOWCASE: readonly ShowcaseListing[] = [
  {
    title: 'Quicksilver water pump repair kit 47-43026Q06',
    description:
      'Genuine Quicksilver water pump kit for Mercury 75–125 hp outboards: impeller, wear plate, gaskets and the pump housing insert. ' +
      'Bought for a service that never happened, still sealed in the bag. Replaces the older 47-89984T4 kit.',
    category: 'Engines & Motors',
    condition: 'New',
    price: 68,
    brand: 'Quicksilver',
    model: '47-43026Q06',
    year: null,
    sellerUsername: 'keys_outboard',
    location: 'Marathon, FL',
    daysAgo: 96,
    fitment: [{ ...MERCURY_75_125, yearFrom: 1994, yearTo: 2012 }],
    partNumbers: [
      { number: '47-43026Q06', brand: 'Mercury' },
      { number: '47-89984T4', brand: 'Mercury', relation: 'supersedes' },
    ],
  },
  {
    title: 'Mercury water pump kit 47-8M0065104 (replaces 47-43026Q06)',
    description:
      'The current Mercury number for the 75–125 hp water pump kit, which replaced 47-43026Q06. Complete kit with impeller, ' +
      'housing, wear plate and seals. New old stock from our shelves.',
    category: 'Engines & Motors',
    condition: 'New',
    price: 84,
    brand: 'Mercury',
    model: '47-8M0065104',
    year: null,
    sellerUsername: 'marina_supplies',
    location: 'Annapolis, MD',
    daysAgo: 41,
    fitment: [{ ...MERCURY_75_125, yearFrom: 1994 }],
    partNumbers: [
      { number: '47-8M0065104', brand: 'Mercury' },
      { number: '47-43026Q06', brand: 'Mercury', relation: 'supersedes' },
    ],
  },
  {
    title: 'Sierra 18-3570 water pump kit for Mercury 75–125 hp',
    description:
      'Sierra aftermarket water pump kit, the equivalent of Mercury 47-43026Q06. Impeller, plate and gaskets; a season old, ' +
      'pulled at the spring service with plenty of life left in the vanes.',
    category: 'Engines & Motors',
    condition: 'Used - Excellent',
    price: 32,
    brand: 'Sierra',
    model: '18-3570',
    year: null,
    sellerUsername: 'sailor_sam',
    location: 'Lagos Marina, Portugal',
    daysAgo: 23,
    fitment: [{ ...MERCURY_75_125, yearFrom: 1994, yearTo: 2012 }],
    partNumbers: [
      { number: '18-3570', brand: 'Sierra' },
      { number: '47-43026Q06', brand: 'Mercury', relation: 'cross-reference' },
    ],
  },
  {
    title: 'Yamaha F150 water pump impeller 6H3-44352-00',
    description:
      'Genuine Yamaha impeller for the F150 four-stroke (2004–2012). Never fitted: I bought two and only needed one. ' +
      'Also sold as 6H3-44352-00-00.',
    category: 'Engines & Motors',
    condition: 'New',
    price: 38,
    brand: 'Yamaha',
    model: '6H3-44352-00',
    year: null,
    sellerUsername: 'solent_chandlery',
    location: 'Port Hamble Marina, UK',
    daysAgo: 57,
    fitment: [{ engineMake: 'Yamaha', engineModel: 'F150', hpFrom: 150, hpTo: 150, yearFrom: 2004, yearTo: 2012 }],
    partNumbers: [{ number: '6H3-44352-00', brand: 'Yamaha' }],
  },
  {
    title: 'Yamaha oil filter 69J-13440-03 for F150 to F250 (pack of 3)',
    description:
      'Three genuine Yamaha oil filters for the F150 and the V6 F200, F225 and F250 four-strokes. Surplus from a fleet service, ' +
      'boxes unopened.',
    category: 'Maintenance & Care',
    condition: 'New',
    price: 45,
    brand: 'Yamaha',
    model: '69J-13440-03',
    year: null,
    sellerUsername: 'keys_outboard',
    location: 'Key West, FL',
    daysAgo: 12,
    fitment: [
      { engineMake: 'Yamaha', engineModel: 'F150' },
      { engineMake: 'Yamaha', engineModel: 'F200', hpFrom: 200, hpTo: 200 },
      { engineMake: 'Yamaha', engineModel: 'F225', hpFrom: 225, hpTo: 225 },
      { engineMake: 'Yamaha', engineModel: 'F250', hpFrom: 250, hpTo: 250 },
    ],
    partNumbers: [{ number: '69J-13440-03', brand: 'Yamaha' }],
  },
  {
    title: 'Mercury Verado L6 water pump kit 8M0100526',
    description:
      'Water pump kit for the six-cylinder Verado 200–300 hp, for the serial range 0G590000 to 0G760299 (2006–2012 engines). ' +
      'Fitted a new kit early, this one came off with about 80 hours on it.',
    category: 'Engines & Motors',
    condition: 'Used - Like New',
    price: 95,
    brand: 'Mercury',
    model: '8M0100526',
    year: 2008,
    sellerUsername: 'marina_supplies',
    location: 'Newport, RI',
    daysAgo: 74,
    fitment: [
      {
        engineMake: 'Mercury',
        engineModel: 'Verado',
        hpFrom: 200,
        hpTo: 300,
        serialFrom: '0G590000',
        serialTo: '0G760299',
        note: 'L6 Verado only',
      },
    ],
    partNumbers: [{ number: '8M0100526', brand: 'Mercury' }],
  },
  {
    title: 'Yanmar 3GM30F pencil zinc anodes 27210-200200 (set of 4)',
    description:
      'Four genuine Yanmar pencil zincs for the heat exchanger of the GM series diesels (1GM10, 2GM20, 3GM30). Stored dry, ' +
      'never fitted.',
    category: 'Engines & Motors',
    condition: 'New',
    price: 28,
    brand: 'Yanmar',
    model: '27210-200200',
    year: null,
    sellerUsername: 'solent_chandlery',
    location: 'Lymington Yacht Haven, UK',
    daysAgo: 33,
    fitment: [
      { engineMake: 'Yanmar', engineModel: '3GM', yearFrom: 1983 },
      { engineMake: 'Yanmar', engineModel: '2GM', yearFrom: 1983 },
      { engineMake: 'Yanmar', engineModel: '1GM', yearFrom: 1983 },
    ],
    partNumbers: [{ number: '27210-200200', brand: 'Yanmar' }],
  },
  {
    title: 'Suzuki DF140 water pump repair kit 17400-92J00',
    description:
      'Suzuki water pump kit for the DF100 to DF140 four-strokes: impeller, wear plate, gaskets and key. Have twin DF140s and ' +
      'bought one kit too many.',
    category: 'Engines & Motors',
    condition: 'New',
    price: 72,
    brand: 'Suzuki',
    model: '17400-92J00',
    year: null,
    sellerUsername: 'weekend_wanda',
    location: 'Pittwater, NSW',
    daysAgo: 18,
    fitment: [
      { engineMake: 'Suzuki', engineModel: 'DF140', hpFrom: 140, hpTo: 140, yearFrom: 2002 },
      { engineMake: 'Suzuki', engineModel: 'DF115', hpFrom: 115, hpTo: 115, yearFrom: 2001 },
      { engineMake: 'Suzuki', engineModel: 'DF100', hpFrom: 100, hpTo: 100, yearFrom: 2012 },
    ],
    partNumbers: [{ number: '17400-92J00', brand: 'Suzuki' }],
  },
  {
    title: 'Mercury Black Max aluminium propeller 14 1/4 x 21',
    description:
      'Three-blade aluminium propeller, 14 1/4 in diameter by 21 in pitch, standard (right-hand) rotation, for 15-spline ' +
      'gearcases with the Flo-Torq II hub. Dressed and balanced, no dings.',
    category: 'Engines & Motors',
    condition: 'Used - Good',
    price: 95,
    brand: 'Mercury',
    model: 'Black Max',
    year: null,
    sellerUsername: 'keys_outboard',
    location: 'Fort Lauderdale, FL',
    daysAgo: 64,
    fitment: [{ engineMake: 'Mercury', hpFrom: 90, hpTo: 300, note: 'Flo-Torq II hub, 15-spline shaft' }],
    specs: [
      { key: 'diameter', value: '14.25', unit: 'inches' },
      { key: 'pitch', value: '21', unit: 'in' },
      { key: 'blades', value: '3' },
      { key: 'rotation', value: 'standard' },
      { key: 'splines', value: '15' },
      { key: 'hub', value: 'Mercury Flo-Torq II' },
      { key: 'material', value: 'aluminium' },
    ],
  },
  {
    title: 'Volvo Penta D1/D2 raw water pump impeller kit 21951346',
    description:
      'Genuine Volvo Penta impeller kit with gasket for the D1 and D2 sail diesels. Spare from the boat I sold; it fits only ' +
      'the Volvo Penta D1 and D2 engines.',
    category: 'Engines & Motors',
    condition: 'New',
    price: 42,
    brand: 'Volvo Penta',
    model: '21951346',
    year: null,
    sellerUsername: 'sailor_sam',
    location: 'La Rochelle, France',
    daysAgo: 8,
    fitment: [
      { engineMake: 'Volvo Penta', engineModel: 'D1', yearFrom: 2004 },
      { engineMake: 'Volvo Penta', engineModel: 'D2', yearFrom: 2004 },
    ],
    specs: [{ key: 'impeller blades', value: '10' }],
    partNumbers: [
      { number: '21951346', brand: 'Volvo Penta' },
      { number: '3858994', brand: 'Volvo Penta', relation: 'supersedes' },
    ],
  },
];
