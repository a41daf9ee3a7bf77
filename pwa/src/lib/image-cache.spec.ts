import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** An in-memory Cache Storage: each cache maps absolute URLs to responses. */
class FakeCache {
  readonly entries = new Map<string, Response>();
  putError: Error | null = null;
  async match(request: RequestInfo | URL) {
    return this.entries.get(keyOf(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response) {
    if (this.putError) throw this.putError;
    this.entries.set(keyOf(request), response);
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(keyOf(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  async open(name: string) {
    if (!this.caches.has(name)) this.caches.set(name, new FakeCache());
    return this.caches.get(name)!;
  }
  async match(request: RequestInfo | URL, options?: { cacheName?: string }) {
    const names = options?.cacheName ? [options.cacheName] : [...this.caches.keys()];
    for (const name of names) {
      const hit = await this.caches.get(name)?.match(request);
      if (hit) return hit;
    }
    return undefined;
  }
}

const keyOf = (request: RequestInfo | URL) => new URL(request instanceof Request ? request.url : String(request), location.origin).href;
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
});
