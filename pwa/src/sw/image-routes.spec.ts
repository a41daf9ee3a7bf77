import { describe, expect, it } from 'vitest';
import { corsImageRequest, imageRoute } from './image-routes';

const OWN = 'https://dockside.example';
const BASE = 'https://img.example/bucket';
const route = (url: string, baseUrl: string | null | undefined, method = 'GET') => imageRoute(new URL(url), method, OWN, baseUrl);

describe('imageRoute', () => {
  it('answers our /uploads/ photos whatever the storage', () => {
    expect(route(`${OWN}/uploads/u/k-640.webp`, BASE)).toBe('own');
    expect(route(`${OWN}/uploads/seed/pump.webp`, null)).toBe('own');
    expect(route(`${OWN}/api/boat-parts`, BASE)).toBeNull();
    expect(route(`${OWN}/uploads/u/k-640.webp`, BASE, 'POST')).toBeNull();
  });

  it("answers the storage's uploads only, never another path or origin", () => {
    expect(route(`${BASE}/u/k-320.webp`, BASE)).toBe('storage');
    expect(route(`${BASE}/u/../../private/u/k-320.webp`, BASE)).toBeNull();
    expect(route('https://img.example/other-bucket/u/k-320.webp', BASE)).toBeNull();
    expect(route('https://evil.example/bucket/u/k-320.webp', BASE)).toBeNull();
    // Uploads on disk: no other origin at all.
    expect(route(`${BASE}/u/k-320.webp`, null)).toBeNull();
  });

  it('while the storage URL is not read yet, takes upload-like files on other origins for the handler to check', () => {
    expect(route(`${BASE}/u/k-320.webp`, undefined)).toBe('maybe-storage');
    expect(route('https://tiles.example/map.png', undefined)).toBeNull();
  });
});

describe('corsImageRequest', () => {
  it('asks with CORS and without cookies for the same URL', () => {
    const request = corsImageRequest(new Request(`${BASE}/u/k-320.webp`, { mode: 'no-cors' }));
    // (happy-dom's Request has no `cache`; CORS_IMAGE_INIT sets 'reload'.)
    expect([request.url, request.mode, request.credentials]).toEqual([`${BASE}/u/k-320.webp`, 'cors', 'omit']);
  });
});
