import { describe, expect, it } from 'vitest';
import { imageSources } from '@dockside/shared/listings';
import { thumbnailUrl } from './image-sources';
import { nextLink } from '@/lib/link-header';

describe('imageSources', () => {
  it('gives uploaded images (…-1280.webp) a srcset of their 320/640/1280 variants', () => {
    expect(imageSources('/uploads/u7/ab12-1280.webp')).toEqual({
      src: '/uploads/u7/ab12-1280.webp',
      srcSet: '/uploads/u7/ab12-320.webp 320w, /uploads/u7/ab12-640.webp 640w, /uploads/u7/ab12-1280.webp 1280w',
    });
  });

  it('leaves other images alone', () => {
    expect(imageSources('/uploads/seed/pump.webp')).toEqual({ src: '/uploads/seed/pump.webp' });
    expect(imageSources('/uploads/u7/ab12-1280.jpg')).toEqual({ src: '/uploads/u7/ab12-1280.jpg' });
  });

  it('picks the 320 px variant for thumbnails', () => {
    expect(thumbnailUrl('/uploads/u7/ab12-1280.webp')).toBe('/uploads/u7/ab12-320.webp');
    expect(thumbnailUrl('/uploads/seed/pump.webp')).toBe('/uploads/seed/pump.webp');
  });
});

describe('nextLink', () => {
  it('finds rel="next" among several links', () => {
    expect(nextLink('</api/boat-parts?cursor=abc&limit=24>; rel="next", </api/boat-parts>; rel="first"')).toBe(
      '/api/boat-parts?cursor=abc&limit=24',
    );
    expect(nextLink('</api/boat-parts?cursor=x>; rel=next')).toBe('/api/boat-parts?cursor=x');
  });

  it('reduces an absolute link to our origin to its path and refuses other origins', () => {
    expect(nextLink(`<${window.location.origin}/api/boat-parts?cursor=y>; rel="next"`)).toBe('/api/boat-parts?cursor=y');
    expect(nextLink('<https://evil.example/api?cursor=y>; rel="next"')).toBeNull();
  });

  it('is null without a next link', () => {
    expect(nextLink(null)).toBeNull();
    expect(nextLink('</api/boat-parts>; rel="prev"')).toBeNull();
  });
});
