import { partNumberKeys, supersessionChain, type PartNumber } from '@dockside/shared/fitment';
import type { BoatPart } from '@dockside/shared/listings';
import type { DocksideDatabase } from '@/lib/db/database';
import { primaryPartNumberKey, relationCode, type PartRow } from '@/lib/db/part-row';

/**
 * The offline catalogue's part-number lookup (docs/decisions.md "Fitment"), the API's rule over the parts on
 * this device. For the query's key K (partNumberKey):
 * - exact: a part with an own or cross-reference number one of whose keys (partNumberKeys: the brand's
 *   optional parts too) is K;
 * - supersession: the numbers K means (every number, of any relation, one of whose keys is K) are followed
 *   both ways — forward to the end of their chain (supersessionChain), back through every number replaced
 *   by them — and a part with an own or cross-reference number on the way is found through it;
 * - a part listing its own number O and a number S as `supersedes` declares S → O (its first own number;
 *   when two parts declare another successor for S, the lower id's counts, as a chain has one end).
 * Each part found carries the number that matched (`matchedPartNumber`), and, when the number searched for
 * has been superseded, the number at the end of its chain (`supersededBy`), as the part's seller wrote it.
 *
 * `lookUpInParts` applies it to an array (the reference, and a device whose parts lack their keys yet);
 * `lookUpOnDevice` reads the few parts it needs through the `pnKeys` index.
 */
export interface NumberLookup {
  /** The parts found through the number: tier 0 exact, 1 through supersession; with the number that matched. */
  found: Map<number, { tier: 0 | 1; matched: string }>;
  /** The number that replaced the one searched for (the end of its chain), or null. */
  supersededBy: string | null;
}

const numbersOf = (part: BoatPart): readonly PartNumber[] => part.partNumbers ?? [];
const keysOf = (number: PartNumber) => new Set([primaryPartNumberKey(number), ...partNumberKeys(number.number, number.brand)]);
const isOwnOrCross = (number: PartNumber) => number.relation === 'own' || number.relation === 'cross-reference';
const firstOwn = (part: BoatPart) => numbersOf(part).find((number) => number.relation === 'own');
const byId = (a: BoatPart, b: BoatPart) => a.id - b.id;

/** How a part is found through the number: its exact number, else its number related by supersession. */
function foundThrough(part: BoatPart, key: string, related: ReadonlySet<string>): { tier: 0 | 1; matched: string } | undefined {
  const numbers = numbersOf(part).filter(isOwnOrCross);
  const exact = numbers.find((number) => keysOf(number).has(key));
  if (exact) return { tier: 0, matched: exact.number };
  const through = numbers.find((number) => related.has(primaryPartNumberKey(number)));
  return through ? { tier: 1, matched: through.number } : undefined;
}

/** The numbers a key means: the primary keys of the numbers having it among their keys, in order (K itself first). */
const startsOf = (parts: readonly BoatPart[], key: string) => {
  const starts = new Set<string>();
  for (const part of parts) for (const number of numbersOf(part)) if (keysOf(number).has(key)) starts.add(primaryPartNumberKey(number));
  return [...starts].sort((a, b) => Number(b === key) - Number(a === key) || (a < b ? -1 : a > b ? 1 : 0));
};

/** The lookup's answer from its starts, the supersession links it learnt and the parts it read. */
function answer(
  key: string,
  starts: readonly string[],
  chains: ReadonlyMap<string, string[]>,
  ancestors: ReadonlySet<string>,
  parts: Iterable<BoatPart>,
  written: (key: string) => string,
): NumberLookup {
  const related = new Set([...ancestors, ...[...chains.values()].flat()]);
  const found: NumberLookup['found'] = new Map();
  for (const part of parts) {
    const through = foundThrough(part, key, related);
    if (through) found.set(part.id, through);
  }
  const chain = starts.length ? (chains.get(starts[0]) ?? []) : [];
  return { found, supersededBy: chain.length > 1 ? written(chain[chain.length - 1]) : null };
}

/** The lookup over an array of parts (every part: the supersessions of parts not shown link numbers too). */
export function lookUpInParts(all: readonly BoatPart[], key: string): NumberLookup {
  const parts = [...all].sort(byId);
  const replacedBy = new Map<string, string>();
  const written = new Map<string, string>();
  for (const part of parts) {
    const own = firstOwn(part);
    for (const number of numbersOf(part)) {
      const primary = primaryPartNumberKey(number);
      if (number.relation === 'own' && !written.has(primary)) written.set(primary, number.number);
      if (own && number.relation === 'supersedes' && primary !== primaryPartNumberKey(own) && !replacedBy.has(primary))
        replacedBy.set(primary, primaryPartNumberKey(own));
    }
  }
  for (const part of parts)
    for (const number of numbersOf(part))
      if (!written.has(primaryPartNumberKey(number))) written.set(primaryPartNumberKey(number), number.number);
  const replaced = new Map<string, string[]>();
  for (const [from, to] of replacedBy) replaced.set(to, [...(replaced.get(to) ?? []), from]);

  const starts = startsOf(parts, key);
  const chains = new Map(starts.map((start) => [start, supersessionChain(start, replacedBy)]));
  const ancestors = new Set<string>();
  const queue = [...starts];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const earlier of replaced.get(next) ?? []) {
      if (ancestors.has(earlier)) continue;
      ancestors.add(earlier);
      queue.push(earlier);
    }
  }
  return answer(key, starts, chains, ancestors, parts, (k) => written.get(k) ?? k);
}

/** The lookup through the `pnKeys` index: the parts with the key, then a few reads per number of the chains. */
export async function lookUpOnDevice(db: DocksideDatabase, key: string): Promise<NumberLookup> {
  const cache = new Map<string, Promise<PartRow[]>>();
  /** Every part with one of these relations for a number keyed `k` (by any of its keys), by id. */
  const withKey = (codes: readonly string[], k: string) => {
    const entry = `${codes.join('')}:${k}`;
    if (!cache.has(entry))
      cache.set(
        entry,
        db.parts
          .where('pnKeys')
          .anyOf(codes.map((code) => `${code}:${k}`))
          .toArray()
          .then((rows) => [...new Map(rows.map((row) => [row.id, row])).values()].sort(byId)),
      );
    return cache.get(entry)!;
  };
  const successors = new Map<string, string | undefined>();
  /** What replaced the number keyed `from`: the first own number of the lowest-id part declaring it superseded. */
  const successor = async (from: string) => {
    if (!successors.has(from)) {
      const rows = await withKey([relationCode('supersedes')], from);
      const declaring = rows.find((row) => {
        const own = firstOwn(row);
        return (
          own !== undefined &&
          primaryPartNumberKey(own) !== from &&
          numbersOf(row).some((number) => number.relation === 'supersedes' && primaryPartNumberKey(number) === from)
        );
      });
      successors.set(from, declaring && primaryPartNumberKey(firstOwn(declaring)!));
    }
    return successors.get(from);
  };

  const exact = await withKey(['o', 'x', 's'], key);
  const starts = startsOf(exact, key);
  const replacedBy = new Map<string, string>();
  const chains = new Map<string, string[]>();
  for (const start of starts) {
    const seen = new Set([start]);
    for (let at = start, next = await successor(at); next !== undefined && !seen.has(next); at = next, next = await successor(at)) {
      replacedBy.set(at, next);
      seen.add(next);
    }
    chains.set(start, supersessionChain(start, replacedBy));
  }
  const ancestors = new Set<string>();
  const queue = [...starts];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    const to = next;
    const declaring = (await withKey(['o'], to)).filter((row) => firstOwn(row) && primaryPartNumberKey(firstOwn(row)!) === to);
    const earlier = declaring.flatMap((row) =>
      numbersOf(row)
        .filter((n) => n.relation === 'supersedes')
        .map(primaryPartNumberKey),
    );
    for (const from of new Set(earlier)) {
      if (ancestors.has(from) || (await successor(from)) !== to) continue;
      ancestors.add(from);
      queue.push(from);
    }
  }

  const related = [...new Set([...ancestors, ...[...chains.values()].flat()])];
  const rows = new Map<number, PartRow>();
  for (const row of exact) rows.set(row.id, row);
  for (const list of await Promise.all(related.map((k) => withKey(['o', 'x'], k)))) for (const row of list) rows.set(row.id, row);

  const end = [...(chains.get(starts[0]) ?? [])].pop();
  let writtenEnd = end;
  if (end !== undefined) {
    const same = (number: PartNumber) => primaryPartNumberKey(number) === end;
    const owners = await withKey(['o'], end);
    const own = owners.flatMap((row) => numbersOf(row).filter((n) => n.relation === 'own' && same(n)))[0];
    const any = own ?? (await withKey(['o', 'x', 's'], end)).flatMap((row) => numbersOf(row).filter(same))[0];
    writtenEnd = any?.number ?? end;
  }
  return answer(key, starts, chains, ancestors, [...rows.values()].sort(byId), () => writtenEnd ?? '');
}

/** The part as found through the number (its matched number and, when superseded, by what), else as it is. */
export function withLookup(part: BoatPart, lookup: NumberLookup | null): BoatPart {
  const through = lookup?.found.get(part.id);
  if (!lookup || !through) return part;
  return { ...part, matchedPartNumber: through.matched, ...(lookup.supersededBy ? { supersededBy: lookup.supersededBy } : {}) };
}
