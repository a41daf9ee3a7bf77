import {
  FITMENT_TEXTS,
  boatFit,
  engineLabel,
  type Boat,
  type FitmentRow,
  type FitsMyBoat,
  type PartNumber,
  type PartSpec,
} from '@dockside/shared/fitment';
import { FITMENT_DISPLAY_TEXTS as T } from './fitment-ui.constants';

/** 'Yamaha F (150 hp), 2004–2012, serials 6EK-1000001–6EK-1099999 — long shaft only': one application as a sentence. */
export function applicationText(row: FitmentRow): string {
  const name = [row.engineMake, row.engineModel].filter(Boolean).join(' ');
  const hp = hpText(row.hpFrom, row.hpTo);
  const parts = [hp ? `${name} (${hp})` : name, yearsText(row.yearFrom, row.yearTo), serialsText(row.serialFrom, row.serialTo)];
  const sentence = parts.filter(Boolean).join(', ');
  return row.note ? `${sentence} — ${row.note}` : sentence;
}

function hpText(from: number | null, to: number | null): string | null {
  if (from !== null && to !== null) return from === to ? T.hp.one(String(from)) : T.hp.range(String(from), String(to));
  if (from !== null) return T.hp.from(String(from));
  return to === null ? null : T.hp.to(String(to));
}

function yearsText(from: number | null, to: number | null): string | null {
  if (from !== null && to !== null) return from === to ? String(from) : T.years.range(from, to);
  if (from !== null) return T.years.from(from);
  return to === null ? null : T.years.to(to);
}

function serialsText(from: string | null, to: string | null): string | null {
  if (from && to) return T.serials.range(from, to);
  if (from) return T.serials.from(from);
  return to ? T.serials.to(to) : null;
}

const FRACTIONS: Record<string, string> = {
  '125': '⅛',
  '25': '¼',
  '375': '⅜',
  '5': '½',
  '625': '⅝',
  '75': '¾',
  '875': '⅞',
};

/** '14.25' → '14¼' (propellers are sold by eighths of an inch); anything else as written. */
export function withFraction(value: string): string {
  const match = /^(\d+)\.(\d+)$/.exec(value.trim());
  const glyph = match ? FRACTIONS[match[2].replace(/0+$/, '')] : undefined;
  return match && glyph ? `${match[1]}${glyph}` : value;
}

const specOf = (specs: readonly PartSpec[], key: string) => specs.find((spec) => spec.key.toLowerCase() === key)?.value.trim() || null;
/** A size in inches reads bare ('14¼ × 21'); another unit is written out. */
const size = (specs: readonly PartSpec[], key: string) => {
  const spec = specs.find((s) => s.key.toLowerCase() === key);
  if (!spec?.value.trim()) return null;
  return spec.unit && spec.unit !== 'in' ? `${withFraction(spec.value)} ${spec.unit}` : withFraction(spec.value);
};

/**
 * '14¼ × 21, 3 blades, 15 splines, standard rotation, Flo-Torq II hub': a propeller as it is sold, or null
 * when the specs name neither its diameter nor its pitch.
 */
export function propellerSummary(specs: readonly PartSpec[]): string | null {
  const diameter = size(specs, 'diameter');
  const pitch = size(specs, 'pitch');
  if (!diameter && !pitch) return null;
  const blades = specOf(specs, 'blades');
  const splines = specOf(specs, 'splines');
  const rotation = specOf(specs, 'rotation');
  const hub = specOf(specs, 'hub');
  return [
    diameter && pitch ? `${diameter} × ${pitch}` : diameter ? T.propeller.diameter(diameter) : T.propeller.pitch(pitch ?? ''),
    blades ? T.propeller.blades(blades) : null,
    splines ? T.propeller.splines(splines) : null,
    rotation ? (/rotation/i.test(rotation) ? rotation : T.propeller.rotation(rotation)) : null,
    hub ? (/\bhub$/i.test(hub) ? hub : T.propeller.hub(hub)) : null,
  ]
    .filter(Boolean)
    .join(', ');
}

/** 'thread size' → 'Thread size'. */
export const specLabel = (key: string): string => key.charAt(0).toUpperCase() + key.slice(1);

/** '14.25 in', '12 V'. */
export const specValue = (spec: PartSpec): string => (spec.unit ? `${spec.value} ${spec.unit}` : spec.value);

/** 'Mercury 47-43026Q06': a number with its brand. */
export const numberWithBrand = (number: Pick<PartNumber, 'number' | 'brand'>): string =>
  number.brand ? `${number.brand} ${number.number}` : number.number;

export interface FitmentLine {
  kind: 'fits' | 'doesNotFit' | 'notStated';
  text: string;
  /** The application that matched (a part that fits). */
  row: FitmentRow | null;
}

/**
 * What the part page says for the viewer's boats, one line per boat with an engine, those it fits first:
 * the API's answer for a boat when the page came with one (`fitsMyBoats`), else the same rule run on the
 * device (`boatFit`). A boat the API answered for that is not on the device yet (My Boat not opened on
 * it) is named 'your boat'. A part without fitment gets one 'Fitment not stated' line; boats without an
 * engine get none (there is nothing to compare).
 */
export function fitmentLines(
  fitment: readonly FitmentRow[],
  boats: readonly Boat[],
  fromServer: readonly FitsMyBoat[] = [],
): FitmentLine[] {
  const compared = boats.filter((boat) => boat.engines.length > 0);
  const elsewhere = fromServer.filter((verdict) => verdict.fits !== null && !boats.some((boat) => boat.id === verdict.boatId));
  if (compared.length === 0 && elsewhere.length === 0) return [];
  if (fitment.length === 0) return [{ kind: 'notStated', text: FITMENT_TEXTS.notStated, row: null }];
  const line = (name: string, verdict: FitsMyBoat): FitmentLine => {
    if (verdict.fits === true && verdict.engine)
      return { kind: 'fits', text: FITMENT_TEXTS.fits(name, engineLabel(verdict.engine)), row: verdict.row };
    if (verdict.fits === false) return { kind: 'doesNotFit', text: FITMENT_TEXTS.doesNotFit(name), row: null };
    return { kind: 'notStated', text: FITMENT_TEXTS.notStated, row: null };
  };
  const lines = [
    ...compared.map((boat) => {
      const server = fromServer.find((verdict) => verdict.boatId === boat.id);
      return line(boat.name, server && server.fits !== null ? server : boatFit(boat, fitment));
    }),
    ...elsewhere.map((verdict) => line(T.unnamedBoat, verdict)),
  ];
  const order = { fits: 0, doesNotFit: 1, notStated: 2 } as const;
  return lines.sort((a, b) => order[a.kind] - order[b.kind]);
}
