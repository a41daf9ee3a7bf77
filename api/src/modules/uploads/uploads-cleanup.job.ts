import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { MikroORM } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { IMAGE_STORAGE, type ImageStorage } from './image-storage';
import { cleanupOrphanUploads } from './uploads-cleanup';

const FIRST_RUN_MS = 60_000;
const EVERY_MS = 60 * 60_000;

/** Runs the orphan-upload cleanup an hour apart; the advisory lock inside lets one replica do it. */
@Injectable()
export class UploadsCleanupJob implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('UploadsCleanup');
  private timers: NodeJS.Timeout[] = [];

  constructor(
    private readonly orm: MikroORM,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
  ) {}

  onApplicationBootstrap(): void {
    this.timers = [setTimeout(() => void this.run(), FIRST_RUN_MS).unref(), setInterval(() => void this.run(), EVERY_MS).unref()];
  }

  onModuleDestroy(): void {
    for (const timer of this.timers) clearTimeout(timer);
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
