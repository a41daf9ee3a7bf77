import { Inject, Injectable } from '@nestjs/common';
import { UPLOAD_LIMITS, type UploadedImage } from '@dockside/shared/listings';
import { IMAGE_STORAGE, type ImageStorage } from './image-storage';
import { processImage } from './image-processing';
import { UploadRepository } from './upload.repository';
import { ImageNotUploadedException } from './uploads.exception';
import { LARGEST_WIDTH, newUploadKey, uploadKeyFromUrl, variantKey } from './upload-keys';

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
  ) {}

  async upload(userId: number, body: Buffer): Promise<UploadedImage> {
    const image = await this.withSlot(() => processImage(body, { widths: UPLOAD_LIMITS.widths, maxPixels: UPLOAD_LIMITS.maxPixels }));
    const key = newUploadKey();
    await Promise.all(image.variants.map((variant) => this.storage.put(variantKey(key, variant.width), variant.body, 'image/webp')));
    await this.uploads.insert({
      key,
      userId,
      width: image.width,
      height: image.height,
      bytes: image.variants.reduce((sum, variant) => sum + variant.body.length, 0),
    });
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
