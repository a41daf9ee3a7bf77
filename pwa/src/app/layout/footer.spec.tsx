import { PART_CATEGORIES } from '@dockside/shared/listings';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { Footer } from './footer';

const hrefs = () =>
  within(screen.getByRole('contentinfo'))
    .getAllByRole('link')
    .map((link) => link.getAttribute('href'));

afterEach(() => vi.useRealTimers());

describe('Footer', () => {
  it('shows the copyright year of the current date', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    renderWithRouter(<Footer />);
    expect(screen.getByText(/© 2031 Dockside/)).toBeTruthy();
  });

  it('links the catalogue filters and pages the spec lists', () => {
    renderWithRouter(<Footer />);
    expect(hrefs()).toEqual(
      expect.arrayContaining([
        '/boat-parts?condition=New',
        '/boat-parts?condition=Good',
        '/boat-parts?featured=true',
        '/boat-parts/create',
        '/about-yachtrow',
        '/advertise',
        '/support',
        '/blog',
        '/privacy',
        '/terms',
      ]),
    );
  });

  it('links known categories with URL-encoded names', () => {
    renderWithRouter(<Footer />);
    const categoryLinks = hrefs().filter((href) => href?.startsWith('/boat-parts?category='));
    expect(categoryLinks.length).toBeGreaterThanOrEqual(3);
    expect(categoryLinks).toContain('/boat-parts?category=Engines%20%26%20Motors');
    for (const href of categoryLinks) {
      const category = new URL(href ?? '', 'http://x').searchParams.get('category') ?? '';
      expect(PART_CATEGORIES).toContain(category);
    }
  });

  it('has social links that open in a new tab and a contact address', () => {
    renderWithRouter(<Footer />);
    const social = screen.getByRole('list', { name: 'Dockside on social media' });
    for (const link of within(social).getAllByRole('link')) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
    const address = screen.getByRole('contentinfo').querySelector('address');
    expect(
      within(address as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toMatch(/^mailto:/);
  });

  it('holds the newsletter box', () => {
    renderWithRouter(<Footer />);
    expect(within(screen.getByRole('contentinfo')).getByRole('button', { name: 'Subscribe' })).toBeTruthy();
  });
});
