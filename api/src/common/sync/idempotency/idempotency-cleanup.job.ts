import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { IDEMPOTENCY_KEY_RETENTION_DAYS } from '@dockside/shared/sync';
import { Jobs } from '../../../jobs/jobs.service';
import { RETRY_TWICE } from '../../../jobs/job.types';
import { sqlRows } from '../../../database/sql';

/** Hourly, at minute 45. */
const CRON = '45 * * * *';
/** One replica runs it (the upload cleanup uses 727201). */
const CLEANUP_LOCK = 727_202;
const BATCH = 5000;

/** Deletes stored Idempotency-Key responses older than IDEMPOTENCY_KEY_RETENTION_DAYS, hourly. */
@Injectable()
export class IdempotencyCleanupJob implements OnModuleInit {
  private readonly logger = new Logger('IdempotencyCleanup');

  constructor(
    private readonly orm: MikroORM,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    this.jobs.register({
      name: 'idempotency-cleanup',
      schedule: { cron: CRON },
      singleton: true,
      retry: RETRY_TWICE,
      deadLetter: false,
      run: async () => void (await this.run()),
    });
  }

  /** Returns how many rows were deleted (0 also when another replica holds the lock). */
  async run(): Promise<number> {
    try {
      const em = this.orm.em.fork();
      const deleted = await em.transactional(async () => {
        const [lock] = await sqlRows<{ locked: boolean }>(em, `SELECT pg_try_advisory_xact_lock(?) AS locked`, [CLEANUP_LOCK]);
        if (!lock.locked) return 0;
        let total = 0;
        for (;;) {
          const rows = await sqlRows<{ n: number }>(
            em,
            `WITH old AS (
               DELETE FROM idempotency_keys WHERE ctid IN (
                 SELECT ctid FROM idempotency_keys WHERE created_at < now() - ?::int * interval '1 day' LIMIT ?
               ) RETURNING 1
             ) SELECT count(*)::int AS n FROM old`,
            [IDEMPOTENCY_KEY_RETENTION_DAYS, BATCH],
          );
          total += rows[0].n;
          if (rows[0].n < BATCH) return total;
        }
      });
      if (deleted > 0) this.logger.log(`idempotency keys deleted: ${deleted}`);
      return deleted;
    } catch (error) {
      this.logger.warn(`idempotency key cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
      return 0;
    }
  }
}
