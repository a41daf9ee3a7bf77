import { beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCacheStorage } from '@/test/fake-cache-storage';

const BASE = 'https://img.example/bucket';
let storage: FakeCacheStorage;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

async function load() {
  vi.resetModules();
  return import('./image-origin');
}

const kept = async () =>
  (await (await storage.open('dockside-image-settings')).match(new URL('/api/upload-image/base-url', location.origin)))?.json();

beforeEach(() => {
  storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  fetchMock = vi.fn<typeof fetch>(async () => Response.json({ baseUrl: BASE }));
  vi.stubGlobal('fetch', fetchMock);
});

describe('imageBaseUrl', () => {
  it('asks the API once and keeps its answer for the next start', async () => {
    const { imageBaseUrl } = await load();
    expect(await imageBaseUrl()).toBe(BASE);
    expect(await imageBaseUrl()).toBe(BASE);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await kept()).toEqual({ baseUrl: BASE });
  });

  it('offline, answers the copy kept on the device; never learnt, undefined', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await (await load()).imageBaseUrl()).toBeUndefined();
    await (
      await storage.open('dockside-image-settings')
    ).put(new URL('/api/upload-image/base-url', location.origin), Response.json({ baseUrl: BASE }));
    expect(await (await load()).imageBaseUrl()).toBe(BASE);
  });

  it('takes null (uploads on disk) as an answer; an answer that is not an http(s) URL is ignored (the kept one stays)', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ baseUrl: null }));
    expect(await (await load()).imageBaseUrl()).toBeNull();
    fetchMock.mockResolvedValueOnce(Response.json({ baseUrl: 'javascript:alert(1)' }));
    expect(await (await load()).imageBaseUrl()).toBeNull();
  });
});

describe('isStorageUpload', () => {
  it('is true only under <baseUrl>/u/, after resolving the URL', async () => {
    const { isStorageUpload } = await load();
    expect(isStorageUpload(`${BASE}/u/k-320.webp`, BASE)).toBe(true);
    expect(isStorageUpload(`${BASE}/u/k-320.webp`, `${BASE}/`)).toBe(true);
    expect(isStorageUpload('https://IMG.example/bucket/u/k-320.webp', BASE)).toBe(true);
    expect(isStorageUpload(`${BASE}/u/../secret/u/k-320.webp`, BASE)).toBe(false);
    expect(isStorageUpload(`${BASE}-other/u/k-320.webp`, BASE)).toBe(false);
    expect(isStorageUpload(`${BASE}/u/k-320.webp`, null)).toBe(false);
    expect(isStorageUpload(`${BASE}/u/k-320.webp`, undefined)).toBe(false);
  });
});
