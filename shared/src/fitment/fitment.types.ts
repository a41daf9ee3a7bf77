import type { EngineDrive, EngineFuel, PartNumberRelation, PartNumberSource, Rotation, ShaftLength } from './fitment.constants';
import type { HinDecoded } from './hin';

/** An engine of a boat (make normalised to the reference name where it is one). */
export interface Engine {
  make: string;
  model: string | null;
  hp: number | null;
  year: number | null;
  serial: string | null;
  shaftLength: ShaftLength | null;
  rotation: Rotation | null;
  fuel: EngineFuel | null;
  drive: EngineDrive | null;
}

/** GET /api/boats, /api/boats/{id}: one of the signed-in user's boats. */
export interface Boat {
  id: number;
  name: string;
  make: string | null;
  model: string | null;
  year: number | null;
  lengthFt: number | null;
  /** Upper case, 12 characters, separators and a 'US' prefix dropped. */
  hin: string | null;
  /** Present when a HIN is given. */
  hinDecoded?: HinDecoded;
  engines: Engine[];
  createdAt: string;
  updatedAt: string;
  /** Bumped by every write (create = 1). */
  version: number;
}

/** DELETE /api/boats/{id}. */
export interface BoatDeleted {
  id: number;
  message: string;
}

/**
 * One application a part fits: an engine make, optionally its model family, and ranges of horsepower,
 * model year and serial number (each bound optional, bounds included).
 */
export interface FitmentRow {
  engineMake: string;
  engineModel: string | null;
  hpFrom: number | null;
  hpTo: number | null;
  yearFrom: number | null;
  yearTo: number | null;
  serialFrom: string | null;
  serialTo: string | null;
  note: string | null;
}

/** A measurement a part fits by (propellers: diameter, pitch, blades, rotation, splines, hub). */
export interface PartSpec {
  key: string;
  value: string;
  unit: string | null;
}

/** A part number of a listing, as the API answers it. */
export interface PartNumber {
  number: string;
  brand: string | null;
  relation: PartNumberRelation;
  source: PartNumberSource;
  /** The normalised key it is searched by (partNumberKey). */
  normalized: string;
}

/** One number of a supersession chain. */
export interface ChainNumber {
  number: string;
  brand: string | null;
  normalized: string;
}

/** GET /api/part-numbers/{number}: the number any spelling means, and where its supersession chain ends. */
export interface PartNumberLookup {
  normalized: string;
  brand: string | null;
  /** The end of the chain: the number that replaces all the others (the number itself when not superseded). */
  current: ChainNumber;
  /** From the number asked for to the current one, in order of replacement. */
  chain: ChainNumber[];
}

/** The detail response's `fitsMyBoats`: for each of the viewer's boats, whether the part fits it. */
export interface FitsMyBoat {
  boatId: number;
  /** null: the listing states no fitment (or the boat has no engine to compare). */
  fits: boolean | null;
  /** The engine that fits (true) — else null. */
  engine: Engine | null;
  /** The fitment row that matched — else null. */
  row: FitmentRow | null;
}

/** What the catalogue's fitment filter compares a listing's rows with: one engine (the boat's: any of them). */
export interface EngineFilter {
  make: string;
  model: string | null;
  hp: number | null;
  year: number | null;
  serial: string | null;
}
