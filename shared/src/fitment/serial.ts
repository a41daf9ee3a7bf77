import { SERIAL_FORMATS, referenceMakeName } from './names';
import { FITMENT_MESSAGES as M } from './fitment.constants';

const GENERIC = /^[A-Z0-9][A-Z0-9 -]{2,23}$/;

/** Upper case, spaces dropped; for Mercury and Mercruiser a leading letter O is the digit 0 ('OG590000'). */
function tidySerial(make: string | null | undefined, serial: string): string {
  const compact = serial.normalize('NFKC').toUpperCase().replace(/\s+/g, '');
  const name = referenceMakeName(make);
  return (name === 'Mercury' || name === 'Mercruiser') && /^O[A-Z][0-9]{6}$/.test(compact) ? `0${compact.slice(1)}` : compact;
}

/** Why a serial is not one of the make's formats (any format for a make that publishes none), or null. */
export function serialProblem(make: string | null | undefined, serial: string): string | null {
  const name = referenceMakeName(make);
  const formats = name ? SERIAL_FORMATS[name] : undefined;
  const tidied = tidySerial(make, serial);
  if (!name || !formats) return GENERIC.test(serial.normalize('NFKC').toUpperCase().trim()) ? null : M.serialGeneric;
  return formats.some((f) => new RegExp(f.pattern).test(tidied)) ? null : M.serial(name, formats[0].example);
}

/**
 * The key serials are compared by, in the make's order: the serial's letters and digits up to its last
 * letter (the prefix: Mercury's '0G', Honda's frame code, Yamaha's model code), then its final digits
 * zero-padded to 12 — compared as plain text (byte order), so '0G590000' < '0G612345' < '0G760299' and
 * leading zeros do not matter ('0G0590000' = '0G590000'). Null for a serial without digits.
 */
export function serialKey(make: string | null | undefined, serial: string | null | undefined): string | null {
  if (!serial) return null;
  const compact = tidySerial(make, serial).replace(/[^A-Z0-9]/g, '');
  const match = /^(.*?)([0-9]+)$/.exec(compact);
  if (!match) return null;
  const digits = match[2].replace(/^0+(?=\d)/, '');
  if (digits.length > 12) return null;
  return `${match[1]}${digits.padStart(12, '0')}`;
}
