import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCacheStorage } from '@/test/fake-cache-storage';

const abs = (path: string) => new URL(path, location.origin).href;
const image = (body = 'webp') => new Response(body, { status: 200, headers: { 'content-type': 'image/webp' } });

let storage: FakeCacheStorage;
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

async function load() {
  vi.resetModules();
  return import('./image-cache');
}

async function pinnedUrls() {
  const cache = await storage.open('dockside-pinned-images');
  return [...cache.entries.keys()].sort();
}

beforeEach(() => {
  storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage);
  fetchMock = vi.fn<typeof fetch>(async () => image());
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(() => vi.unstubAllGlobals());

describe('pinImages', () => {
  it('keeps every width variant of an upload, and other images as they are', async () => {
    const { pinImages } = await load();
    await pinImages(['/uploads/u7/ab12-1280.webp', '/uploads/seed/pump.webp']);
    expect(await pinnedUrls()).toEqual(
      ['/uploads/seed/pump.webp', '/uploads/u7/ab12-1280.webp', '/uploads/u7/ab12-320.webp', '/uploads/u7/ab12-640.webp'].map(abs),
    );
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('copies images already seen while browsing instead of downloading them (works offline)', async () => {
    const seen = await storage.open('dockside-images');
    for (const width of [320, 640, 1280]) await seen.put(abs(`/uploads/u7/ab12-${width}.webp`), image(`seen-${width}`));
    const { pinImages } = await load();
    await pinImages(['/uploads/u7/ab12-1280.webp']);
    expect(fetchMock).not.toHaveBeenCalled();
    const pinned = await storage.open('dockside-pinned-images');
    expect(await (await pinned.match(abs('/uploads/u7/ab12-640.webp')))?.text()).toBe('seen-640');
  });

  it('does not download what is already pinned', async () => {
    const { pinImages } = await load();
    await pinImages(['/uploads/seed/pump.webp']);
    await pinImages(['/uploads/seed/pump.webp']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('skips images on other origins (the service worker serves only our /uploads)', async () => {
    const { pinImages } = await load();
    await pinImages(['https://cdn.example/uploads/x-1280.webp', '/uploads/seed/pump.webp']);
    expect(await pinnedUrls()).toEqual([abs('/uploads/seed/pump.webp')]);
  });

  it("with uploads in S3, keeps the storage's photos (asked with CORS, no cookies) and still no other origin", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input) === '/api/upload-image/base-url' ? Response.json({ baseUrl: 'https://img.example/bucket' }) : image(),
    );
    const { pinImages } = await load();
    await pinImages(['https://img.example/bucket/u/k1-1280.webp', 'https://img.example/other/u/k2-1280.webp', '/uploads/seed/pump.webp']);
    expect(await pinnedUrls()).toEqual([
      abs('/uploads/seed/pump.webp'),
      'https://img.example/bucket/u/k1-1280.webp',
      'https://img.example/bucket/u/k1-320.webp',
      'https://img.example/bucket/u/k1-640.webp',
    ]);
    expect(fetchMock).toHaveBeenCalledWith('https://img.example/bucket/u/k1-320.webp', {
      mode: 'cors',
      credentials: 'omit',
      cache: 'reload',
    });
    // Kept for the worker and for the next start offline.
    const kept = await (await storage.open('dockside-image-settings')).match(abs('/api/upload-image/base-url'));
    expect(await kept?.json()).toEqual({ baseUrl: 'https://img.example/bucket' });
  });

  it('does not ask for the storage URL when every image is ours', async () => {
    const { pinImages } = await load();
    await pinImages(['/uploads/seed/pump.webp']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).not.toHaveBeenCalledWith('/api/upload-image/base-url', expect.anything());
  });

  it('resolves when offline and pins what it could', async () => {
    fetchMock.mockImplementation(async (input) => {
      if (String(input).includes('pump')) throw new TypeError('Failed to fetch');
      return image();
    });
    const { pinImages } = await load();
    await expect(pinImages(['/uploads/seed/pump.webp', '/uploads/seed/winch.webp'])).resolves.toBeUndefined();
    expect(await pinnedUrls()).toEqual([abs('/uploads/seed/winch.webp')]);
  });

  it('does not store an error response', async () => {
    fetchMock.mockResolvedValue(new Response('missing', { status: 404 }));
    const { pinImages } = await load();
    await pinImages(['/uploads/seed/gone.webp']);
    expect(await pinnedUrls()).toEqual([]);
  });

  it('resolves when the quota is exceeded, and stops downloading', async () => {
    (await storage.open('dockside-pinned-images')).putError = new DOMException('full', 'QuotaExceededError');
    const { pinImages } = await load();
    const urls = Array.from({ length: 12 }, (_, i) => `/uploads/seed/part-${i}.webp`);
    await expect(pinImages(urls)).resolves.toBeUndefined();
    // The first batch of parallel downloads runs; none after the quota error.
    expect(fetchMock.mock.calls.length).toBeLessThanOrEqual(4);
    expect(console.warn).toHaveBeenCalled();
  });

  it('resolves without Cache Storage', async () => {
    vi.stubGlobal('caches', undefined);
    const { pinImages, setPinnedImages } = await load();
    await expect(pinImages(['/uploads/seed/pump.webp'])).resolves.toBeUndefined();
    await expect(setPinnedImages(['/uploads/seed/pump.webp'])).resolves.toBeUndefined();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('resolves when Cache Storage refuses to open', async () => {
    vi.spyOn(storage, 'open').mockRejectedValue(new DOMException('denied', 'SecurityError'));
    const { pinImages } = await load();
    await expect(pinImages(['/uploads/seed/pump.webp'])).resolves.toBeUndefined();
  });
});

describe('setPinnedImages', () => {
  it('pins exactly the given listings: new ones added, the rest unpinned', async () => {
    const { pinImages, setPinnedImages } = await load();
    await pinImages(['/uploads/u1/old-1280.webp', '/uploads/seed/keep.webp']);
    await setPinnedImages(['/uploads/seed/keep.webp', '/uploads/seed/new.webp']);
    expect(await pinnedUrls()).toEqual([abs('/uploads/seed/keep.webp'), abs('/uploads/seed/new.webp')]);
  });

  it('runs after a pin in progress, so it never loses to it', async () => {
    const { pinImages, setPinnedImages } = await load();
    const first = pinImages(['/uploads/seed/a.webp']);
    const second = setPinnedImages([]);
    await Promise.all([first, second]);
    expect(await pinnedUrls()).toEqual([]);
  });
});

describe('pinnableUrls', () => {
  it('lists absolute same-origin URLs once', async () => {
    const { pinnableUrls } = await load();
    expect(pinnableUrls(['/uploads/seed/a.webp', '/uploads/seed/a.webp', 'https://elsewhere.example/a.webp'])).toEqual([
      abs('/uploads/seed/a.webp'),
    ]);
  });

  it("adds the uploads under the image storage's URL, every width, and nothing else from its origin", async () => {
    const { pinnableUrls } = await load();
    const base = 'https://img.example/bucket';
    expect(
      pinnableUrls(
        [`${base}/u/k1-1280.webp`, `${base}/u/../../other/u/k2-1280.webp`, 'https://img.example/u/k3-1280.webp', '/uploads/seed/a.webp'],
        base,
      ),
    ).toEqual([`${base}/u/k1-320.webp`, `${base}/u/k1-640.webp`, `${base}/u/k1-1280.webp`, abs('/uploads/seed/a.webp')]);
    expect(pinnableUrls([`${base}/u/k1-1280.webp`], null)).toEqual([]);
  });
});
