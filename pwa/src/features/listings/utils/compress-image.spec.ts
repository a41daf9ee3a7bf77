import { describe, expect, it } from 'vitest';
import { fitWithin, renameFor } from './compress-image';

describe('photo resizing rules', () => {
  it('scales the longest side down to 1920 px, keeping the aspect ratio, and never scales up', () => {
    expect(fitWithin(4000, 3000, 1920)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(3000, 4000, 1920)).toEqual({ width: 1440, height: 1920 });
    expect(fitWithin(800, 600, 1920)).toEqual({ width: 800, height: 600 });
  });

  it('names the file after its new format', () => {
    expect(renameFor('IMG_0042.HEIC', 'image/webp')).toBe('IMG_0042.webp');
    expect(renameFor('winch.photo.png', 'image/jpeg')).toBe('winch.photo.jpg');
    expect(renameFor('.jpg', 'image/webp')).toBe('photo.webp');
  });
});
