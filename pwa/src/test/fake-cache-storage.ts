/** An in-memory Cache Storage: each cache maps absolute URLs to responses. */
export class FakeCache {
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

export class FakeCacheStorage {
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
