import * as path from 'node:path';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { AccountsModule } from '../accounts/accounts.module';
import { IMAGE_STORAGE, type ImageStorage } from './image-storage';
import { LocalDiskImageStorage } from './local-disk.storage';
import { UploadRepository } from './upload.repository';
import { UploadsCleanupJob } from './uploads-cleanup.job';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/** Local disk under DATA_DIR/uploads by default; S3 when S3_ENDPOINT is set (driver not built yet). */
export function createImageStorage(config: AppConfig): ImageStorage {
  if (config.s3) {
    throw new Error(
      'S3_ENDPOINT is set, but the S3 image storage driver is not implemented yet. Unset S3_ENDPOINT to keep images under DATA_DIR/uploads.',
    );
  }
  return new LocalDiskImageStorage(path.join(config.dataDir, 'uploads'));
}

@Module({
  // RateLimiter (the upload limit per IP) is provided by AccountsModule.
  imports: [AccountsModule],
  controllers: [UploadsController],
  providers: [
    UploadsService,
    UploadRepository,
    UploadsCleanupJob,
    { provide: IMAGE_STORAGE, inject: [APP_CONFIG], useFactory: createImageStorage },
  ],
  exports: [UploadsService],
})
export class UploadsModule {}
