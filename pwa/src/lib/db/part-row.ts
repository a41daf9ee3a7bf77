import { nameKey, partNumberKey, partNumberKeys } from '@dockside/shared/fitment';
import type { BoatPart } from '@dockside/shared/listings';

/**
 * A part as the `parts` table keeps it (docs/architecture.md §6.2): the API's part plus the keys its indexes need, so
 * an offline catalogue page is one walk down an index in the order it shows, never the whole table.
 * Written only through `toPartRow`; read back through `fromPartRow` (screens never see the keys).
 */
export interface PartRow extends BoatPart {
  /** 1 when the catalogue shows it (active), else 0: the first part of every catalogue index. */
  visible: 0 | 1;
  /** `price` as a number (the index orders numbers, not "9.00" after "10.00"). */
  priceNum: number;
  /** Search words of the title, brand and model (relevance's first tier); empty when not visible. */
  headWords: string[];
  /** Search words of the title, brand, model and description; empty when not visible. */
  words: string[];
  /**
   * The catalogue filters the order's indexes do not hold, as keys of one index (partFacets); empty when not
   * visible. A filter few parts pass reads its parts from it instead of walking every part (docs/architecture.md §6.2).
   */
  facets: string[];
  /**
   * The fitment filter's keys: `<make key>|<createdAt>` for each make the part's fitment rows name (nameKey),
   * so the parts stated for a make are read newest first from one stretch of the index; empty when not
   * visible (docs/architecture.md §6.2).
   */
  fitMakes: string[];
  /**
   * The part-number lookup's keys, `<relation>:<key>` (o own, x cross-reference, s supersedes) for every
   * key of every part number (partNumberKeys: the brand's optional parts too). Kept for parts the catalogue
   * does not show as well: their supersessions still link the numbers of the parts it shows.
   */
  pnKeys: string[];
  /**
   * When the user last saw the part in a list or on its page (ms since epoch): the cache cap evicts the
   * least recently seen first (part-eviction.ts). A write that is not a sighting (a delta pull) keeps the
   * row's value.
   */
  seenAt: number;
}

/** Lower case without accents, so 'Évinrude' matches 'evinrude'. */
export const foldText = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The distinct words of a text, folded: runs of letters and digits ('F-150' → 'f', '150'). */
export const searchWords = (text: string): string[] => [...new Set(foldText(text).split(/[^\p{L}\p{N}]+/u))].filter(Boolean);

/**
 * The keys a catalogue filter looks up: `condition:<condition>`, `brand:<brand folded>`, `featured` (when it
 * is), and `location:<suffix>` for every suffix of the folded location — the location filter keeps a part
 * whose location holds its text anywhere, and a text is in the location exactly when it begins one of its
 * suffixes (a location is at most 150 characters; 'Annapolis, MD' gives 13 keys).
 */
export function partFacets(part: BoatPart): string[] {
  const brand = foldText(part.brand ?? '');
  const place = foldText(part.location ?? '');
  const suffixes = new Set(Array.from({ length: place.length }, (_, i) => `location:${place.slice(i)}`));
  return [`condition:${part.condition}`, ...(brand ? [`brand:${brand}`] : []), ...(part.featured ? ['featured'] : []), ...suffixes];
}

const RELATION_CODES: Record<string, string> = { own: 'o', 'cross-reference': 'x', supersedes: 's' };

/** The relation code of a part number in `pnKeys`. */
export const relationCode = (relation: string): string => RELATION_CODES[relation] ?? 's';

/** A part number's primary key (the one supersession chains link): as the API gives it, or computed. */
export const primaryPartNumberKey = (number: { number: string; normalized?: string }): string =>
  number.normalized || partNumberKey(number.number);

/** The fitMakes keys of a visible part (PartRow.fitMakes). */
export function partFitMakes(part: BoatPart): string[] {
  return [...new Set((part.fitment ?? []).map((row) => `${nameKey(row.engineMake)}|${part.createdAt}`))];
}

/** The pnKeys of a part (PartRow.pnKeys). */
export function partNumberIndexKeys(part: BoatPart): string[] {
  const keys = new Set<string>();
  for (const number of part.partNumbers ?? []) {
    const code = relationCode(number.relation);
    for (const key of partNumberKeys(number.number, number.brand)) keys.add(`${code}:${key}`);
  }
  return [...keys];
}

/** The row for a part the user sees now (a fetched list or page): `seenAt` is now. */
export function toPartRow(part: BoatPart): PartRow {
  const visible = part.status === 'active' ? 1 : 0;
  const head = `${part.title} ${part.brand ?? ''} ${part.model ?? ''}`;
  return {
    ...fromPartRow(part),
    visible,
    priceNum: Number(part.price),
    headWords: visible ? searchWords(head) : [],
    words: visible ? searchWords(`${head} ${part.description}`) : [],
    facets: visible ? partFacets(part) : [],
    fitMakes: visible ? partFitMakes(part) : [],
    pnKeys: partNumberIndexKeys(part),
    seenAt: Date.now(),
  };
}

/**
 * The part without the index keys (so they never travel into other tables or screens), nor what one answer
 * said about it for one search or viewer (the number a search matched, whether it fits the viewer's boats).
 */
export function fromPartRow(row: BoatPart): BoatPart {
  const {
    matchedPartNumber: _matched,
    supersededBy: _supersededBy,
    fitsMyBoats: _fitsMyBoats,
    visible: _visible,
    priceNum: _priceNum,
    headWords: _headWords,
    words: _words,
    facets: _facets,
    fitMakes: _fitMakes,
    pnKeys: _pnKeys,
    seenAt: _seenAt,
    ...part
  } = row as Partial<PartRow> & BoatPart;
  return part;
}
