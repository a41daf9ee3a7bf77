import { FITMENT_MESSAGES as M } from './fitment.constants';

/** A hull identification number read apart (docs/decisions.md "Fitment": the accepted formats). */
export interface HinDecoded {
  /** The builder's manufacturer identification code (MIC), assigned by the US Coast Guard. */
  manufacturerCode: string;
  /** The builder's hull serial. */
  serial: string;
  modelYear: number;
  /** 1–12. */
  productionMonth: number;
  productionYear: number;
  format: 'current' | 'model-year' | 'straight-year';
}

export type HinResult = { ok: true; hin: string; decoded: HinDecoded } | { ok: false; message: string };

const MONTH_LETTERS = 'ABCDEFGHIJKL';
const MIC = /^[A-Z][A-Z0-9]{2}$/;
/** I, O and Q are not used in the serial (they read as 1 and 0). */
const SERIAL = /^[A-HJ-NPR-Z0-9]{5}$/;

/** 'US-ABC12345D404', 'abc 12345 d4 04' → 'ABC12345D404': upper case, separators and the 'US' prefix dropped. */
export function tidyHin(text: string): string {
  const compact = text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s\-.]/g, '');
  return compact.length === 14 && compact.startsWith('US') ? compact.slice(2) : compact;
}

/**
 * Validates and decodes a HIN (33 CFR 181 Subpart C). Three formats are accepted:
 * - current (boats built since August 1984): MIC, serial, production month letter (A = January … L =
 *   December), the last digit of the production year, the two-digit model year — 'ABC12345D404';
 * - model-year format (1972 – July 1984): MIC, serial, 'M', the two-digit model year, the month letter —
 *   'ABC12345M83J';
 * - straight-year format (1972 – July 1984): MIC, serial, the production month as two digits and the
 *   two-digit year (model year = production year) — 'ABC123451183'.
 */
export function parseHin(text: string): HinResult {
  const hin = tidyHin(text);
  if (!/^[A-Z0-9]{12}$/.test(hin)) return { ok: false, message: M.hinLength };
  const manufacturerCode = hin.slice(0, 3);
  const serial = hin.slice(3, 8);
  const date = hin.slice(8);
  if (!MIC.test(manufacturerCode)) return { ok: false, message: M.hinManufacturer };
  if (!SERIAL.test(serial)) return { ok: false, message: M.hinSerial };
  const decoded = decodeDate(date);
  if (!decoded) return { ok: false, message: M.hinDate };
  return { ok: true, hin, decoded: { manufacturerCode, serial, ...decoded } };
}

function decodeDate(date: string): Omit<HinDecoded, 'manufacturerCode' | 'serial'> | null {
  const nextYear = new Date().getFullYear() + 1;
  // Current format: month letter, production year digit, model year.
  let match = /^([A-L])([0-9])([0-9]{2})$/.exec(date);
  if (match) {
    const yy = Number(match[3]);
    const modelYear = yy >= 85 ? 1900 + yy : 2000 + yy;
    if (modelYear > nextYear) return null;
    // The production year ends in the given digit: the model year itself or the one before (a boat of
    // model year 2005 may be built from August 2004), never after it.
    const digit = Number(match[2]);
    const productionYear = [modelYear, modelYear - 1].find((y) => y % 10 === digit);
    if (productionYear === undefined) return null;
    return { modelYear, productionMonth: MONTH_LETTERS.indexOf(match[1]) + 1, productionYear, format: 'current' };
  }
  match = /^M([0-9]{2})([A-L])$/.exec(date);
  if (match) {
    const modelYear = 1900 + Number(match[1]);
    if (modelYear < 1972 || modelYear > 1984) return null;
    return { modelYear, productionMonth: MONTH_LETTERS.indexOf(match[2]) + 1, productionYear: modelYear, format: 'model-year' };
  }
  match = /^(0[1-9]|1[0-2])([0-9]{2})$/.exec(date);
  if (match) {
    const year = 1900 + Number(match[2]);
    if (year < 1972 || year > 1984) return null;
    return { modelYear: year, productionMonth: Number(match[1]), productionYear: year, format: 'straight-year' };
  }
  return null;
}
