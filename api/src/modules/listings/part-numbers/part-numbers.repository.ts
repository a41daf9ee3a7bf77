import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { PartNumberRelation } from '@dockside/shared/fitment';
import { PUBLIC_WHERE } from '../listing.entity';
import { sqlRows } from '../../../database/sql';

/** Serialises the writes that declare supersessions, so two of them cannot close a cycle between them. */
const SUPERSESSION_LOCK = 727_139;

/** At most this many edges are read around one number (real chains have a handful). */
const MAX_EDGES = 500;

/** A number as a visible listing carries it: its spelling and brand, and how many listings agree. */
export interface NumberRow {
  normalized: string;
  number: string;
  brand: string | null;
  relation: PartNumberRelation;
}

/** A supersession `from_key` → `to_key` declared by visible listings (`listings` of them, newest `newest`). */
export interface EdgeRow {
  from_key: string;
  to_key: string;
  listings: number;
  newest: number;
}

/**
 * The edges of the supersession graph (docs/decisions.md "Fitment") leaving the nodes `w.key` (normalised
 * keys) of the relation `nodes` (aliased w): a listing in the catalogue with a `supersedes` number found by
 * the node (any of its keys) says the node was replaced by each of its own numbers (by their normalised key).
 */
const EDGES_FROM = (nodes: string, excluded: string) => `
  FROM ${nodes}
  JOIN part_number_keys s ON s.key = w.key AND s.relation = 'supersedes' ${excluded}
  JOIN boat_parts p ON p.id = s.part_id
  JOIN part_number_keys o ON o.part_id = s.part_id AND o.relation = 'own' AND o.key = o.normalized
 WHERE ${PUBLIC_WHERE}`;

/** part_number_keys and the supersession graph over the listings in the catalogue (PUBLIC_WHERE). */
@Injectable()
export class PartNumbersRepository {
  constructor(private readonly em: EntityManager) {}

  /**
   * The numbers visible listings carry that are found by `key` (any of their keys; part_number_keys_key),
   * one per normalised key and relation, in the order a lookup prefers them: the key's own spelling, then
   * the part's own numbers, then the most listings, then the newest.
   */
  async findByKey(key: string): Promise<NumberRow[]> {
    const rows = await sqlRows<NumberRow & { listings: string }>(
      this.em,
      `SELECT DISTINCT ON (k.normalized, k.relation) k.normalized, k.relation,
              p.part_numbers -> k.position ->> 'number' AS number, p.part_numbers -> k.position ->> 'brand' AS brand,
              count(*) OVER (PARTITION BY k.normalized, k.relation) AS listings
         FROM part_number_keys k JOIN boat_parts p ON p.id = k.part_id
        WHERE k.key = ? AND ${PUBLIC_WHERE}
        ORDER BY k.normalized, k.relation, p.id DESC`,
      [key],
    );
    return rows.sort(
      (a, b) =>
        Number(b.normalized === key) - Number(a.normalized === key) ||
        Number(b.relation === 'own') - Number(a.relation === 'own') ||
        Number(b.listings) - Number(a.listings),
    );
  }

  /**
   * How each normalised key is written by a visible listing (its own number preferred, then the newest
   * listing), for showing a chain (part_number_keys_normalized).
   */
  findSpellings(keys: readonly string[]): Promise<NumberRow[]> {
    if (keys.length === 0) return Promise.resolve([]);
    return sqlRows<NumberRow>(
      this.em,
      `SELECT DISTINCT ON (k.normalized) k.normalized, k.relation,
              p.part_numbers -> k.position ->> 'number' AS number, p.part_numbers -> k.position ->> 'brand' AS brand
         FROM part_number_keys k JOIN boat_parts p ON p.id = k.part_id
        WHERE k.normalized = ANY(?::text[]) AND k.key = k.normalized AND ${PUBLIC_WHERE}
        ORDER BY k.normalized, (k.relation = 'own') DESC, p.id DESC`,
      [keys],
    );
  }

  /**
   * Every supersession reachable from the keys `from` (a recursive walk over part_number_keys, one index
   * probe per node; UNION stops at a node already seen, so a cycle cannot loop), leaving out the edges of
   * listing `exceptPart` — the one being rewritten.
   */
  reachableEdges(from: readonly string[], exceptPart: number | null = null): Promise<EdgeRow[]> {
    const excluded = exceptPart === null ? '' : 'AND s.part_id <> ?';
    const exclusion = exceptPart === null ? [] : [exceptPart];
    return sqlRows<EdgeRow>(
      this.em,
      `WITH RECURSIVE walk(key) AS (
         SELECT unnest(?::text[]) COLLATE "C"
         UNION
         SELECT o.normalized ${EDGES_FROM('walk w', excluded)}
       )
       SELECT s.key AS from_key, o.normalized AS to_key, count(DISTINCT p.id)::int AS listings, max(p.id) AS newest
         ${EDGES_FROM('walk w', excluded)}
        GROUP BY s.key, o.normalized
        LIMIT ${MAX_EDGES}`,
      [from, ...exclusion, ...exclusion],
    );
  }

  /** Inside the write's transaction: waits for other supersession writes to commit (released at commit). */
  async lockSupersessions(): Promise<void> {
    await sqlRows(this.em, `SELECT pg_advisory_xact_lock(?)`, [SUPERSESSION_LOCK]);
  }
}
