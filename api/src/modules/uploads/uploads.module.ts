import * as path from 'node:path';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { AccountsModule } from '../accounts/accounts.module';
import { IMAGE_STORAGE, type ImageStorage } from './image-storage';
import { LocalDiskImageStorage } from './local-disk.storage';
import { S3ImageStorage } from './s3.storage';
import { UploadRepository } from './upload.repository';
import { UploadsCleanupJob } from './uploads-cleanup.job';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

/**
 * Local disk under DATA_DIR/uploads by default (served at /uploads/*); an S3-compatible bucket when
 * S3_ENDPOINT is set (browsers load images from S3_PUBLIC_URL). Either way image URLs are
 * `storage.url(key)`, which is how listing images map back to upload keys.
 */
export function createImageStorage(config: AppConfig): ImageStorage {
  if (config.s3) {
    const { endpoint, region, bucket, accessKeyId, secretAccessKey, publicUrl, forcePathStyle } = config.s3;
    // config.schema.ts refuses S3_ENDPOINT without bucket and keys, so these are set.
    return new S3ImageStorage({
      endpoint,
      region,
      bucket: bucket!,
      accessKeyId: accessKeyId!,
      secretAccessKey: secretAccessKey!,
      publicUrl,
      forcePathStyle,
    });
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
