import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { Jobs } from '../../jobs/jobs.service';
import { RETRY_TWICE } from '../../jobs/job.types';
import { IMAGE_STORAGE, type ImageStorage } from './image-storage';
import { cleanupOrphanUploads } from './uploads-cleanup';

/** Hourly, at minute 15. */
const CRON = '15 * * * *';

/** Runs the orphan-upload cleanup hourly, as a job (one replica at a time). */
@Injectable()
export class UploadsCleanupJob implements OnModuleInit {
  private readonly logger = new Logger('UploadsCleanup');

  constructor(
    private readonly orm: MikroORM,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    private readonly jobs: Jobs,
  ) {}

  onModuleInit(): void {
    const schedule = { cron: CRON };
    this.jobs.register({
      name: 'uploads-cleanup',
      schedule,
      singleton: true,
      retry: RETRY_TWICE,
      deadLetter: false,
      run: () => this.run(),
    });
  }

  async run(): Promise<void> {
    const client = new Client({ connectionString: this.orm.config.get('clientUrl') });
    try {
      await client.connect();
      const result = await cleanupOrphanUploads(client, this.storage);
      if (result.deleted > 0 || result.failed > 0) this.logger.log(`orphan uploads deleted: ${result.deleted}, failed: ${result.failed}`);
    } catch (error) {
      this.logger.warn(`orphan upload cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
