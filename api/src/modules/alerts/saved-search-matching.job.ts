import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Jobs } from '../../jobs/jobs.service';
import { RETRY_TWICE } from '../../jobs/job.types';
import { ALERT_DELIVERY_JOB } from './alert-delivery.job';
import { PUBLIC_WHERE } from '../listings/listing.entity';
import { sqlRows } from '../../database/sql';

const EVERY_MS = 20_000;
/** Listings matched per statement. */
export const MATCHING_BATCH = 1000;

/**
 * One batch (bound: the batch size): takes the oldest queued listings off listing_publications and inserts
 * their alerts; answers how many listings it took and how many alerts it made. Exported for the benchmark.
 */
export const MATCHING_SQL = `WITH batch AS (
       DELETE FROM listing_publications
        WHERE id IN (SELECT id FROM listing_publications ORDER BY id LIMIT ?)
       RETURNING part_id, published_at
     ), parts AS MATERIALIZED (
       SELECT p.id, p.user_id, p.category, p.condition, p.price, lower(p.brand) AS brand, lower(p.location) AS location,
              p.search_vector, b.published_at, listing_match_keys(p.search_vector, p.category, p.condition, p.brand) AS keys
         FROM (SELECT part_id, max(published_at) AS published_at FROM batch GROUP BY part_id) b
         JOIN boat_parts p ON p.id = b.part_id
        WHERE ${PUBLIC_WHERE}
     ), matches AS (
       SELECT DISTINCT ON (s.user_id, p.id) s.user_id, p.id AS part_id, s.id AS saved_search_id
         FROM parts p
         JOIN saved_searches s ON s.anchor && p.keys
        WHERE NOT s.paused AND s.frequency <> 'off'
          AND s.user_id IS DISTINCT FROM p.user_id
          AND s.created_at < p.published_at
          AND (s.tsq IS NULL OR p.search_vector @@ s.tsq)
          AND (cardinality(s.categories) = 0 OR p.category = ANY (s.categories))
          AND (cardinality(s.conditions) = 0 OR p.condition = ANY (s.conditions))
          AND (s.min_price IS NULL OR p.price >= s.min_price)
          AND (s.max_price IS NULL OR p.price <= s.max_price)
          AND (s.brand IS NULL OR p.brand = lower(s.brand))
          AND (s.location IS NULL OR p.location LIKE '%' || replace(replace(replace(lower(s.location), '\\', '\\\\'), '%', '\\%'), '_', '\\_') || '%')
        ORDER BY s.user_id, p.id, s.id
     ), inserted AS (
       INSERT INTO alerts (user_id, part_id, saved_search_id, kind)
       SELECT user_id, part_id, saved_search_id, 'search' FROM matches
       ON CONFLICT DO NOTHING
       RETURNING id
     )
     SELECT (SELECT count(*) FROM batch)::int AS listings, (SELECT count(*) FROM inserted)::int AS alerts`;

/**
 * Matches listings that became public against saved searches and records one 'search' alert per user
 * and listing (docs/decisions.md "Saved searches and alerts"). The queue `listing_publications` is filled
 * by triggers on boat_parts; each run takes the oldest batch off it and, in the same statement, inserts
 * the alerts — so a batch is matched exactly once, and a listing committed late is simply still queued.
 *
 * Per listing, candidate searches come from the GIN index on saved_searches.anchor (the listing's
 * lexemes and filter keys, listing_match_keys) and are verified with the search's tsquery and filters:
 * the catalogue's semantics (PUBLIC_WHERE, websearch full text or its typo corrections, category,
 * condition, price range, brand, location). Never the seller's own listing, a paused search or one set
 * to 'off', or a search saved after the listing became public.
 */
@Injectable()
export class SavedSearchMatchingJob implements OnModuleInit {
  private readonly logger = new Logger('SavedSearchMatching');

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    const schedule = { everyMs: EVERY_MS, firstRunMs: 5_000 };
    this.jobs.register({
      name: 'saved-search-matching',
      schedule,
      singleton: true,
      retry: RETRY_TWICE,
      deadLetter: false,
      run: () => this.run(),
    });
  }

  async run(): Promise<{ more: boolean }> {
    const [result] = await sqlRows<{ listings: number; alerts: number }>(this.em.fork(), MATCHING_SQL, [MATCHING_BATCH]);
    if (result.alerts > 0) {
      this.logger.log(`alerts recorded: ${result.alerts} for ${result.listings} new listings`);
      await this.jobs.wake(ALERT_DELIVERY_JOB);
    }
    return { more: result.listings === MATCHING_BATCH };
  }
}
