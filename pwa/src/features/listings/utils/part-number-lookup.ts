import { partNumberKeys, type PartNumber } from '@dockside/shared/fitment';
import type { BoatPart } from '@dockside/shared/listings';
import type { DocksideDatabase } from '@/lib/db/database';
import { primaryPartNumberKey, relationCode, type PartRow } from '@/lib/db/part-row';

/**
 * The offline catalogue's part-number lookup: the catalogue API's rule (catalog-search.repository.ts,
 * `partNumberMatches`) over the parts on this device. For the query's key K (partNumberKey), a number
 * "has" a key when it is one of its keys (partNumberKeys: the brand's optional parts too):
 * - the chain later than K: K, then the own numbers of every shown part that supersedes a number in it,
 *   and so on; the chain earlier than K: K, then the numbers superseded by every shown part whose own
 *   number is in it, and so on (each by its normalised key; a key seen before ends the walk, so a loop
 *   written before cycles were refused ends too);
 * - exact (tier 0): a part with an own or cross-reference number having K;
 * - supersession (tier 1): a part that supersedes a number of the later chain (matched: that number,
 *   superseded by: its own first number), a part whose own number is later in the chain (superseded by:
 *   that number), or earlier (the number K replaced);
 * - a part found several ways is found once: the lowest tier, then a way with a replacing number, then a
 *   direct one, then its first number.
 * Shown parts only (PartRow.visible): the others neither match nor link numbers.
 *
 * `lookUpInParts` applies it to an array (the reference, and a device whose parts lack their keys yet);
 * `lookUpOnDevice` reads the few parts it needs through the `pnKeys` index.
 */
export interface NumberLookup {
  /** The parts found through the number, with the number that matched and the one that replaces it. */
  found: Map<number, Found>;
}

export interface Found {
  /** 0 exact, 1 through supersession. */
  tier: 0 | 1;
  matched: string;
  supersededBy: string | null;
}

const numbersOf = (part: BoatPart): readonly PartNumber[] => part.partNumbers ?? [];
const has = (number: PartNumber, key: string) => partNumberKeys(number.number, number.brand).includes(key);
const hasAny = (number: PartNumber, keys: ReadonlySet<string>) => partNumberKeys(number.number, number.brand).some((key) => keys.has(key));
const shown = (part: BoatPart) => part.status === 'active';

/** The next keys of a chain from one part: later, its own numbers if it supersedes `key`; earlier, what it supersedes if its own number is `key`. */
function stepFrom(part: BoatPart, key: string, direction: 'later' | 'earlier'): string[] {
  if (!shown(part)) return [];
  const [from, to] = direction === 'later' ? (['supersedes', 'own'] as const) : (['own', 'supersedes'] as const);
  const numbers = numbersOf(part);
  if (!numbers.some((number) => number.relation === from && has(number, key))) return [];
  return numbers.filter((number) => number.relation === to).map(primaryPartNumberKey);
}

/** Walks a chain from `key` (breadth first, each key once), `next` giving a key's neighbours. */
async function walk(key: string, next: (key: string) => Promise<string[]>): Promise<Set<string>> {
  const seen = new Set([key]);
  for (let queue = [key]; queue.length;) {
    const following = (await Promise.all(queue.map(next))).flat().filter((found) => !seen.has(found));
    for (const found of following) seen.add(found);
    queue = [...new Set(following)];
  }
  return seen;
}

/** The same walk over neighbours known at once (the reference over an array). */
function walkNow(key: string, next: (key: string) => string[]): Set<string> {
  const seen = new Set([key]);
  for (let queue = [key]; queue.length;) {
    const following = queue.flatMap(next).filter((found) => !seen.has(found));
    for (const found of following) seen.add(found);
    queue = [...new Set(following)];
  }
  return seen;
}

/** How a part is found through the number (see the module's comment), if it is. */
export function foundThrough(part: BoatPart, key: string, later: ReadonlySet<string>, earlier: ReadonlySet<string>): Found | undefined {
  if (!shown(part)) return undefined;
  const numbers = numbersOf(part);
  const firstOwn = numbers.find((number) => number.relation === 'own');
  const laterThanKey = new Set([...later].filter((k) => k !== key));
  const earlierThanKey = new Set([...earlier].filter((k) => k !== key));
  const ways: Array<{ tier: 0 | 1; position: number; replacedBy: PartNumber | null; indirect: 0 | 1 }> = [];
  numbers.forEach((number, position) => {
    if ((number.relation === 'own' || number.relation === 'cross-reference') && has(number, key))
      ways.push({ tier: 0, position, replacedBy: null, indirect: 0 });
    if (number.relation === 'supersedes' && hasAny(number, later))
      ways.push({ tier: 1, position, replacedBy: firstOwn ?? null, indirect: 0 });
    if (number.relation === 'own' && hasAny(number, laterThanKey)) ways.push({ tier: 1, position, replacedBy: number, indirect: 1 });
    if (number.relation === 'own' && hasAny(number, earlierThanKey)) ways.push({ tier: 1, position, replacedBy: null, indirect: 0 });
  });
  const [way] = ways.sort(
    (a, b) =>
      a.tier - b.tier ||
      Number(a.replacedBy === null) - Number(b.replacedBy === null) ||
      a.indirect - b.indirect ||
      a.position - b.position,
  );
  return way && { tier: way.tier, matched: numbers[way.position].number, supersededBy: way.replacedBy?.number ?? null };
}

/** The parts found among `parts`. */
function foundAmong(parts: Iterable<BoatPart>, key: string, later: ReadonlySet<string>, earlier: ReadonlySet<string>): NumberLookup {
  const found = new Map<number, Found>();
  for (const part of parts) {
    const through = foundThrough(part, key, later, earlier);
    if (through) found.set(part.id, through);
  }
  return { found };
}

/** The lookup over an array of parts. */
export function lookUpInParts(parts: readonly BoatPart[], key: string): NumberLookup {
  const later = walkNow(key, (at) => parts.flatMap((part) => stepFrom(part, at, 'later')));
  const earlier = walkNow(key, (at) => parts.flatMap((part) => stepFrom(part, at, 'earlier')));
  return foundAmong(parts, key, later, earlier);
}

/** The lookup through the `pnKeys` index: a few key reads per number of the chains, then the parts they name. */
export async function lookUpOnDevice(db: DocksideDatabase, key: string): Promise<NumberLookup> {
  const rows = new Map<number, PartRow>();
  /** The parts with a number of one of these relations having key `k`. */
  const withKey = async (relations: readonly string[], k: string) => {
    const read = await db.parts
      .where('pnKeys')
      .anyOf(relations.map((relation) => `${relationCode(relation)}:${k}`))
      .toArray();
    for (const row of read) rows.set(row.id, row);
    return read;
  };
  const later = await walk(key, async (at) => (await withKey(['supersedes'], at)).flatMap((part) => stepFrom(part, at, 'later')));
  const earlier = await walk(key, async (at) => (await withKey(['own'], at)).flatMap((part) => stepFrom(part, at, 'earlier')));
  await Promise.all([withKey(['own', 'cross-reference'], key), ...[...later, ...earlier].map((k) => withKey(['own'], k))]);
  return foundAmong(rows.values(), key, later, earlier);
}

/** The part as found through the number (the number matched and what replaced it), else as it is. */
export function withLookup(part: BoatPart, lookup: NumberLookup | null): BoatPart {
  const through = lookup?.found.get(part.id);
  if (!through) return part;
  return { ...part, matchedPartNumber: through.matched, ...(through.supersededBy ? { supersededBy: through.supersededBy } : {}) };
}
