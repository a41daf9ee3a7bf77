import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config/config';
import { S3ImageStorage } from './s3.storage';
import { newUploadKey, uploadKeyFromUrl, variantKey } from './upload-keys';

const S3_ENV = { S3_ENDPOINT: 'http://minio:9000', S3_BUCKET: 'dockside-uploads', S3_ACCESS_KEY_ID: 'key', S3_SECRET_ACCESS_KEY: 'secret' };

describe('S3 settings', () => {
  it('defaults to path-style requests and a public URL of <endpoint>/<bucket>', () => {
    expect(loadConfig(S3_ENV).s3).toMatchObject({
      forcePathStyle: true,
      publicUrl: 'http://minio:9000/dockside-uploads',
      region: 'us-east-1',
    });
    expect(loadConfig({ ...S3_ENV, S3_ENDPOINT: 'http://minio:9000/' }).s3?.publicUrl).toBe('http://minio:9000/dockside-uploads');
  });

  it('uses the bucket host with virtual-hosted style, and S3_PUBLIC_URL (a CDN) when given', () => {
    const aws = { ...S3_ENV, S3_ENDPOINT: 'https://s3.eu-west-1.amazonaws.com', S3_FORCE_PATH_STYLE: 'false' };
    expect(loadConfig(aws).s3?.publicUrl).toBe('https://dockside-uploads.s3.eu-west-1.amazonaws.com');
    expect(loadConfig({ ...aws, S3_PUBLIC_URL: 'https://img.dockside.example/' }).s3?.publicUrl).toBe('https://img.dockside.example');
  });

  it.each([
    [{ ...S3_ENV, S3_BUCKET: 'Dockside_Uploads' }, /S3_BUCKET must be a bucket name/],
    [{ ...S3_ENV, S3_FORCE_PATH_STYLE: 'maybe' }, /S3_FORCE_PATH_STYLE must be true or false/],
    [{ ...S3_ENV, S3_PUBLIC_URL: 'ftp://cdn.example' }, /S3_PUBLIC_URL must start with http:\/\/ or https:\/\//],
    [{ ...S3_ENV, S3_SECRET_ACCESS_KEY: '' }, /S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required/],
  ])('refuses %o naming the setting', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe('S3ImageStorage', () => {
  const storage = new S3ImageStorage({
    endpoint: 'http://minio:9000',
    region: 'us-east-1',
    bucket: 'dockside-uploads',
    accessKeyId: 'key',
    secretAccessKey: 'secret',
    publicUrl: 'https://img.dockside.example/',
    forcePathStyle: true,
  });

  it('answers URLs under the public URL that map back to the upload key, and only those', () => {
    const key = newUploadKey();
    const url = storage.url(variantKey(key, 1280));
    expect(url).toBe(`https://img.dockside.example/u/${key}-1280.webp`);
    expect(uploadKeyFromUrl(url, storage.url(''))).toBe(key);
    for (const other of [
      `https://img.dockside.example.evil.example/u/${key}-1280.webp`,
      `http://img.dockside.example/u/${key}-1280.webp`,
      `/uploads/u/${key}-1280.webp`,
      `https://img.dockside.example/u/${key}-320.webp`,
    ]) {
      expect(uploadKeyFromUrl(other, storage.url('')), other).toBeNull();
    }
  });

  it('refuses keys that could leave the upload folder before sending anything', async () => {
    await expect(storage.put('../secret', Buffer.from('x'), 'image/webp')).rejects.toThrow(/unsafe storage key/);
    await expect(storage.delete('u/../../x')).rejects.toThrow(/unsafe storage key/);
  });
});
