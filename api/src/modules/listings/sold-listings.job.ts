import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { MODERATION_LIMITS } from '@dockside/shared/moderation';
import { Jobs } from '../../jobs/jobs.service';
import { RETRY_TWICE } from '../../jobs/job.types';
import { ListingRepository } from './listing.repository';

const EVERY_MS = 15 * 60_000;
const BATCH = 1000;

/**
 * A sold listing shows in the catalogue with 'Sold' for MODERATION_LIMITS.soldVisibleDays, then leaves
 * it. The job flips `sold_expired`, so the row changes (updated_at) and delta pulls hand out a tombstone.
 */
@Injectable()
export class SoldListingsJob implements OnModuleInit {
  private readonly logger = new Logger('SoldListings');

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: Jobs,
    private readonly listings: ListingRepository,
  ) {}

  onModuleInit(): void {
    const schedule = { everyMs: EVERY_MS, firstRunMs: 30_000 };
    this.jobs.register({ name: 'sold-listings', schedule, singleton: true, retry: RETRY_TWICE, deadLetter: false, run: () => this.run() });
  }

  async run(): Promise<{ more: boolean }> {
    const expired = await this.listings.expireSold(this.em.fork(), MODERATION_LIMITS.soldVisibleDays, BATCH);
    if (expired.length > 0) this.logger.log(`sold listings out of the catalogue: ${expired.length}`);
    return { more: expired.length === BATCH };
  }
}
