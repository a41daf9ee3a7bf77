import { Inject, Injectable } from '@nestjs/common';
import { UPLOAD_LIMITS, type UploadedImage } from '@dockside/shared/listings';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { IMAGE_STORAGE, type ImageStorage } from './image-storage';
import { processImage } from './image-processing';
import { UploadRepository } from './upload.repository';
import { ImageNotUploadedException } from './uploads.exception';
import { LARGEST_WIDTH, newUploadKey, uploadKeyFromUrl, variantKey } from './upload-keys';
import { assertWithinQuota, putAllOrNothing, removeAll } from './upload-writes';

/** At most this many images are decoded at once per process (each holds a decoded frame in memory). */
const MAX_CONCURRENT_JOBS = 2;

/** Image uploads: re-encoding, storage, and which listing holds which upload. */
@Injectable()
export class UploadsService {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly uploads: UploadRepository,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `S3_PUBLIC_URL` when images live in S3 (another origin); null when the API serves them at /uploads/. */
  crossOriginBaseUrl(): string | null {
    return this.config.s3?.publicUrl ?? null;
  }

  async upload(userId: number, body: Buffer): Promise<UploadedImage> {
    // UPLOADS_MAX_TOTAL_MB: refused before decoding when already full, and before writing when this one would not fit.
    assertWithinQuota(await this.uploads.totalBytes(), 0, this.config.uploadsMaxTotalBytes);
    const image = await this.withSlot(() => processImage(body, { widths: UPLOAD_LIMITS.widths, maxPixels: UPLOAD_LIMITS.maxPixels }));
    const key = newUploadKey();
    const bytes = image.variants.reduce((sum, variant) => sum + variant.body.length, 0);
    assertWithinQuota(await this.uploads.totalBytes(), bytes, this.config.uploadsMaxTotalBytes);
    // All widths or none (ENOSPC → 507 STORAGE_FULL), and no files left behind without their row.
    const objects = image.variants.map((variant) => ({
      key: variantKey(key, variant.width),
      body: variant.body,
      contentType: 'image/webp',
    }));
    await putAllOrNothing(this.storage, objects);
    try {
      await this.uploads.insert({ key, userId, width: image.width, height: image.height, bytes });
    } catch (error) {
      await removeAll(
        this.storage,
        objects.map((object) => object.key),
      );
      throw error;
    }
    return {
      url: this.storage.url(variantKey(key, LARGEST_WIDTH)),
      variants: image.variants.map((variant) => ({ width: variant.width, url: this.storage.url(variantKey(key, variant.width)) })),
    };
  }

  /**
   * The upload keys behind a listing's new image URLs. Each must be one we issued to this user;
   * URLs the listing already shows (`kept`) stay allowed as they are (e.g. demo images).
   */
  async keysForListingImages(userId: number, urls: string[], kept: readonly string[] = []): Promise<string[]> {
    const added = urls.filter((url) => !kept.includes(url));
    const keys = added.map((url) => uploadKeyFromUrl(url, this.storage.url('')));
    if (keys.some((key) => key === null)) throw new ImageNotUploadedException();
    const wanted = [...new Set(keys as string[])];
    const owned = await this.uploads.findKeysOwnedBy(userId, wanted);
    if (owned.length !== wanted.length) throw new ImageNotUploadedException();
    return wanted;
  }

  /** Upload keys of URLs we issued (others are ignored). */
  keysOf(urls: readonly string[]): string[] {
    return urls.map((url) => uploadKeyFromUrl(url, this.storage.url(''))).filter((key): key is string => key !== null);
  }

  attach(keys: string[], partId: number): Promise<void> {
    return this.uploads.attachToPart(keys, partId);
  }

  release(partId: number, keys?: string[]): Promise<void> {
    return this.uploads.releaseFromPart(partId, keys);
  }

  private async withSlot<T>(job: () => Promise<T>): Promise<T> {
    if (this.running >= MAX_CONCURRENT_JOBS) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.running += 1;
    try {
      return await job();
    } finally {
      this.running -= 1;
      this.waiting.shift()?.();
    }
  }
}
