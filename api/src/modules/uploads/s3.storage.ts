import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { type ImageStorage, ImageStorageUnavailableException, assertSafeKey } from './image-storage';

export interface S3StorageOptions {
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Base URL browsers load objects from, without a trailing slash (see s3PublicUrl in config.schema.ts). */
  publicUrl: string;
  /** `<endpoint>/<bucket>/<key>` requests (MinIO, s3rver) instead of `<bucket>.<endpoint host>/<key>`. */
  forcePathStyle: boolean;
}

/** Uploaded objects never change (each upload has a new random key): browsers and CDNs keep them a year. */
export const IMAGE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Images in an S3-compatible bucket (AWS S3, MinIO, R2…), loaded by browsers straight from the bucket's
 * public URL (or a CDN in front of it, S3_PUBLIC_URL). The bucket must allow anonymous GET of objects;
 * the API only writes and deletes. A storage failure answers 503 'Failed to upload image. Please try
 * again.' instead of a bare 500.
 */
export class S3ImageStorage implements ImageStorage {
  private readonly client: S3Client;
  private readonly prefix: string;

  constructor(private readonly options: S3StorageOptions) {
    this.client = new S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.forcePathStyle,
      credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
      // S3-compatible servers do not all know the SDK's default CRC checksums: send them only when required.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      // An unreachable bucket must not hold an upload request open for minutes.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
      maxAttempts: 3,
    });
    this.prefix = `${options.publicUrl.replace(/\/+$/, '')}/`;
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: IMAGE_CACHE_CONTROL,
        }),
      );
    } catch (error) {
      throw new ImageStorageUnavailableException(`S3 PutObject ${this.options.bucket}/${key}`, error);
    }
  }

  /** S3 answers 204 for a key that does not exist, so deleting twice is fine. */
  async delete(key: string): Promise<void> {
    assertSafeKey(key);
    try {
      await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key }));
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return;
      throw new ImageStorageUnavailableException(`S3 DeleteObject ${this.options.bucket}/${key}`, error);
    }
  }

  url(key: string): string {
    return `${this.prefix}${key}`;
  }

  /** Closes the SDK's keep-alive sockets when the app shuts down (Nest calls this on the provider). */
  onModuleDestroy(): void {
    this.client.destroy();
  }
}
