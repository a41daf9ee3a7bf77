import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { JobScheduler } from '../jobs/job-scheduler';
import { IMAGE_STORAGE, type ImageStorage } from './image-storage';
import { cleanupOrphanUploads } from './uploads-cleanup';

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60_000;

/** Runs the orphan-upload cleanup an hour apart, as a job of the JobScheduler (one replica at a time). */
@Injectable()
export class UploadsCleanupJob implements OnModuleInit {
  private readonly logger = new Logger('UploadsCleanup');

  constructor(
    private readonly orm: MikroORM,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    private readonly jobs: JobScheduler,
  ) {}

  onModuleInit(): void {
    this.jobs.register({ name: 'uploads-cleanup', everyMs: EVERY_MS, firstRunMs: FIRST_RUN_MS, run: () => this.run() });
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
