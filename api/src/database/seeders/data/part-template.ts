import type { PartCondition } from '@dockside/shared/listings';

/** Model years stop here so the data set does not change with the calendar. */
export const LATEST_MODEL_YEAR = 2026;

/** One kind of part a seller might list; the generator turns it into listings in different conditions. */
export interface PartTemplate {
  title: string;
  brand: string | null;
  model: string | null;
  /** Typical new retail price in USD; used prices are derived from it. */
  newPrice: number;
  /** Plausible model years, or null where a year means nothing (consumables, fittings). */
  years: readonly [number, number] | null;
  /** How wear is described: engine hours, sailing seasons, or neither. */
  usage: 'hours' | 'seasons' | 'none';
  /** What it is, in the seller's words. */
  about: string;
  includes?: readonly string[];
  /** What is wrong with it when listed for parts. */
  fault?: string;
  /** Conditions that make sense (sealed consumables are only ever new); all when absent. */
  conditions?: readonly PartCondition[];
}

export const SEALED_ONLY: readonly PartCondition[] = ['New', 'Used - Like New'];
export const NEVER_BROKEN: readonly PartCondition[] = ['New', 'Used - Like New', 'Used - Excellent', 'Used - Good', 'Used - Fair'];
