import { Injectable } from '@nestjs/common';
import { type ChainNumber, type PartNumberLookup, partNumberKey, supersessionChain } from '@dockside/shared/fitment';
import type { StoredPartNumber } from '../fitment/fitment-storage';
import { type EdgeRow, type NumberRow, PartNumbersRepository } from './part-numbers.repository';
import { PartNumberUnknownException, SupersessionCycleException } from './part-numbers.exception';

/**
 * Where each number leads: of the replacements listings declare for it, the one most listings agree on,
 * then the one the newest listing declares (a chain has one next number).
 */
function replacements(edges: readonly EdgeRow[]): Map<string, string> {
  const best = new Map<string, EdgeRow>();
  for (const edge of edges) {
    const held = best.get(edge.from_key);
    if (!held || edge.listings > held.listings || (edge.listings === held.listings && edge.newest > held.newest))
      best.set(edge.from_key, edge);
  }
  return new Map([...best].map(([from, edge]) => [from, edge.to_key]));
}

/**
 * Part numbers across listings (docs/decisions.md "Fitment"): what a spelling means, its supersession chain,
 * and the rule that a write may not close a supersession cycle. The graph is the one the listings in the
 * catalogue declare (PUBLIC_WHERE): a listing's own number O with a `supersedes` number S says S → O.
 */
@Injectable()
export class PartNumbersService {
  constructor(private readonly numbers: PartNumbersRepository) {}

  /** GET /api/part-numbers/{number}: any spelling → the number, its brand, and where its chain ends. */
  async lookup(text: string): Promise<PartNumberLookup> {
    const key = partNumberKey(text);
    const [start] = key.length >= 3 ? await this.numbers.findByKey(key) : [];
    if (!start) throw new PartNumberUnknownException();
    const chainKeys = supersessionChain(start.normalized, replacements(await this.numbers.reachableEdges([start.normalized])));
    // The start's spelling is already the preferred one when it is a part's own number.
    const unspelled = start.relation === 'own' ? chainKeys.slice(1) : chainKeys;
    const spellings = new Map((await this.numbers.findSpellings(unspelled)).map((row) => [row.normalized, row]));
    const display = (normalized: string): ChainNumber => {
      const row: NumberRow =
        spellings.get(normalized) ??
        (normalized === start.normalized ? start : { normalized, number: normalized, brand: null, relation: 'own' });
      return { number: row.number, brand: row.brand, normalized };
    };
    const chain = chainKeys.map(display);
    return { normalized: start.normalized, brand: chain[0].brand, current: chain[chain.length - 1], chain };
  }

  /**
   * Inside the write's transaction, before a listing (`partId`, null when new) is written with `numbers`:
   * refuses (400 naming `partNumbers`) a `supersedes` number that is one of its own numbers or that its own
   * numbers already lead to through the catalogue's chains — the new edges would close a cycle. Writes that
   * declare supersessions are serialised, so two of them cannot each close half of a cycle.
   */
  async assertNoCycle(partId: number | null, numbers: readonly StoredPartNumber[]): Promise<void> {
    const superseded = numbers.filter((n) => n.relation === 'supersedes');
    const own = numbers.filter((n) => n.relation === 'own');
    if (superseded.length === 0 || own.length === 0) return;
    await this.numbers.lockSupersessions();
    const ownKeys = new Set(own.flatMap((n) => n.keys));
    const self = superseded.find((n) => n.keys.some((k) => ownKeys.has(k)));
    if (self) throw new SupersessionCycleException(self.number);
    const starts = [...new Set(own.map((n) => n.normalized))];
    const reached = new Set([...starts, ...(await this.numbers.reachableEdges(starts, partId)).map((e) => e.to_key)]);
    const closing = superseded.find((n) => n.keys.some((k) => reached.has(k)));
    if (closing) throw new SupersessionCycleException(closing.number);
  }
}
