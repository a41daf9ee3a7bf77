import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PartImage } from './part-image';

describe('PartImage (catalogue card image)', () => {
  it('gives an uploaded image the srcset of its -320/-640/-1280 variants', () => {
    render(<PartImage url="/uploads/u1/abc-1280.webp" alt="Bilge pump" />);
    const img = screen.getByRole('img', { name: 'Bilge pump' });
    expect(img.getAttribute('src')).toBe('/uploads/u1/abc-1280.webp');
    expect(img.getAttribute('srcset')).toBe(
      '/uploads/u1/abc-320.webp 320w, /uploads/u1/abc-640.webp 640w, /uploads/u1/abc-1280.webp 1280w',
    );
    expect(img.getAttribute('sizes')).toBeTruthy();
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it("fetches the screen's largest photo first (priority: eager, fetchpriority high); others keep the default", () => {
    render(<PartImage url="/uploads/u1/abc-1280.webp" alt="Bilge pump" priority />);
    const img = screen.getByRole('img', { name: 'Bilge pump' });
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('loading')).toBe('eager');
    render(<PartImage url="/uploads/u1/def-1280.webp" alt="Anchor" eager />);
    expect(screen.getByRole('img', { name: 'Anchor' }).getAttribute('fetchpriority')).toBeNull();
  });

  it('uses a plain src for other images', () => {
    render(<PartImage url="/uploads/seed/pump.webp" alt="Bilge pump" />);
    const img = screen.getByRole('img', { name: 'Bilge pump' });
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('sizes')).toBeNull();
  });

  it('shows a placeholder when the image fails to load', () => {
    render(<PartImage url="/uploads/u1/missing-1280.webp" alt="Bilge pump" />);
    fireEvent.error(screen.getByRole('img', { name: 'Bilge pump' }));
    const placeholder = screen.getByRole('img', { name: 'Bilge pump: Image unavailable' });
    expect(placeholder.tagName).toBe('DIV');
    expect(document.querySelector('img')).toBeNull();
  });

  it("says 'No Image' when the listing has none", () => {
    render(<PartImage url={undefined} alt="Bilge pump" />);
    expect(screen.getByText('No Image')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Bilge pump: No Image' })).toBeTruthy();
  });
});
