import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { Jobs } from '../../jobs/jobs.service';
import { RETRY_TWICE } from '../../jobs/job.types';
import { ALERT_DELIVERY_JOB } from './alert-delivery.job';
import { AlertsRepository } from './alerts.repository';

const EVERY_MS = 20_000;
/** Listings matched per statement. */
export const MATCHING_BATCH = 1000;

/**
 * Matches listings that became public against saved searches and records one 'search' alert per user
 * and listing (docs/decisions.md "Saved searches and alerts"). The queue `listing_publications` is filled
 * by triggers on boat_parts; each run takes the oldest batch off it and, in the same statement, inserts
 * the alerts — so a batch is matched exactly once, and a listing committed late is simply still queued.
 *
 * Per listing, candidate searches come from the GIN index on saved_searches.anchor (the listing's
 * lexemes and filter keys, listing_match_keys) and are verified with the search's tsquery and filters:
 * the catalogue's semantics (PUBLIC_WHERE, websearch full text or its typo corrections, category,
 * condition, price range, brand, location, and the fitment filter — an engine described in the query, or
 * the engines of the user's boat, brought up to date with the boat before each batch). Never the seller's own listing, a paused search or one set
 * to 'off', or a search saved after the listing became public.
 */
@Injectable()
export class SavedSearchMatchingJob implements OnModuleInit {
  private readonly logger = new Logger('SavedSearchMatching');

  constructor(
    private readonly alerts: AlertsRepository,
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
    await this.alerts.refreshBoatEngines();
    const result = await this.alerts.matchNewListings(MATCHING_BATCH);
    if (result.alerts > 0) {
      this.logger.log(`alerts recorded: ${result.alerts} for ${result.listings} new listings`);
      await this.jobs.wake(ALERT_DELIVERY_JOB);
    }
    return { more: result.listings === MATCHING_BATCH };
  }
}
