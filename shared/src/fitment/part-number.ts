import { isBrandOf } from './names';

/**
 * The normalised key of a part number (docs/decisions.md "Fitment"): Unicode NFKC (full-width digits,
 * ligatures), upper case, every character but letters and digits removed (spaces, dashes of every kind,
 * dots, slashes), and a trailing revision of one to three digits after a letter loses its leading zeros
 * (Mercury's 'Q06' is written 'Q6' as often). Letters are never dropped.
 * '47-43026Q06', '4743026Q6', '47 43026 Q06', '47.43026q06' → '4743026Q6'.
 */
export function partNumberKey(text: string): string {
  const compact = text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
  return compact.replace(/(?<=\p{L})\d{1,3}$/u, (digits) => digits.replace(/^0+(?=\d)/, ''));
}

const YAMAHA = /^([0-9A-Z]{3})[\p{Pd}\s.]?([0-9A-Z]{5})(?:[\p{Pd}\s.]?([0-9]{2}))?(?:[\p{Pd}\s.]?([0-9]{2}))?$/u;

/** Whether a brand is Mercury's (its parts brand Quicksilver and its sterndrives included). */
const isMercury = (brand: string | null | undefined) => isBrandOf(brand, ['Mercury', 'Mercruiser'], ['quicksilver']);
const isYamaha = (brand: string | null | undefined) => isBrandOf(brand, ['Yamaha']);
/** OMC's brands (Johnson, Evinrude; BRP made the late ones). */
const isOmc = (brand: string | null | undefined) => isBrandOf(brand, ['Johnson', 'Evinrude'], ['brp']);

/**
 * Every key a stored part number is found by: its own key, and the brand's optional parts left off or
 * filled in —
 * - Mercury (and Mercruiser, Quicksilver): the group prefix before the first dash or space is optional
 *   ('47-43026Q06' is also found as '43026Q06'; '12-19237' as '19237');
 * - Yamaha: the 3-5-2-2 number's trailing '-00' groups are optional ('6H3-44352-00' is also found as
 *   '6H3-44352' and '6H3-44352-00-00'; '6H3-44352-01' is not found as '6H3-44352');
 * - Johnson and Evinrude (OMC): the leading zero of a seven-digit number is optional ('0777213' is also
 *   found as '777213', and '777213' as '0777213').
 * A query is looked up by its own key alone (partNumberKey), so the variants live on the stored side.
 */
export function partNumberKeys(number: string, brand: string | null | undefined): string[] {
  const keys = new Set([partNumberKey(number)]);
  const text = number.normalize('NFKC').toUpperCase().trim();
  if (isMercury(brand)) {
    const prefixed = /^(\d{1,3})[\p{Pd}\s.]+(.+)$/u.exec(text);
    if (prefixed) keys.add(partNumberKey(prefixed[2]));
  }
  if (isYamaha(brand)) {
    const parts = YAMAHA.exec(text);
    if (parts) {
      const [, model, item, first = '00', second = '00'] = parts;
      const base = `${model}${item}`;
      keys.add(partNumberKey(`${base}${first}${second}`));
      if (second === '00') keys.add(partNumberKey(`${base}${first}`));
      if (first === '00' && second === '00') keys.add(partNumberKey(base));
    }
  }
  if (isOmc(brand)) {
    const key = partNumberKey(number);
    if (/^0\d{6}$/.test(key)) keys.add(key.slice(1));
    else if (/^\d{6}$/.test(key)) keys.add(`0${key}`);
  }
  return [...keys].filter((key) => key.length >= 3);
}

/**
 * Whether a catalogue query may be a part number, so the part-number index is asked first: one to four
 * groups of letters, digits and separators, none a word of letters alone, at least one digit, 4 to 30
 * characters once normalised ('bilge pump' and 'F115 impeller' are not; '47-43026Q06' and '6H3 44352 00' are).
 */
export function looksLikePartNumber(query: string): boolean {
  const text = query.normalize('NFKC').trim();
  if (!/^[\p{L}\p{N}\p{Pd}\s./_]+$/u.test(text)) return false;
  if (text.split(/\s+/).length > 4) return false;
  // A word of letters alone ('impeller', 'Yamaha', 'for') is language, not part of a part number.
  if (text.split(/\s+/).some((word) => /^\p{L}{3,}$/u.test(word))) return false;
  const key = partNumberKey(text);
  return key.length >= 4 && key.length <= 30 && /\d/.test(key);
}

/** A supersession: the part number `from` was replaced by `to` (both keys). */
export interface Supersession {
  from: string;
  to: string;
}

/**
 * The chain of replacements from a key: the key itself, then what replaced it, to the end (the current
 * number). Stops at the first repeat, which a chain written through the API never has (cycles are refused).
 */
export function supersessionChain(start: string, replacedBy: ReadonlyMap<string, string>): string[] {
  const chain = [start];
  const seen = new Set(chain);
  for (let next = replacedBy.get(start); next !== undefined && !seen.has(next); next = replacedBy.get(next)) {
    chain.push(next);
    seen.add(next);
  }
  return chain;
}

/** Whether adding `from` → `to` would close a cycle: `to`'s own chain already leads back to `from`. */
export function wouldCycle(edges: ReadonlyMap<string, string>, from: string, to: string): boolean {
  if (from === to) return true;
  return supersessionChain(to, edges).includes(from);
}
