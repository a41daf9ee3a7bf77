import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { boatPartFactory, stubApi } from '../test/boat-part.factory';
import { PartCard } from './part-card';
import { PartDetail, type RenderReport } from './part-detail';

const renderReport: RenderReport = ({ targetType, targetId }) => (
  <button type="button" data-target={`${targetType}-${targetId}`}>
    Report Listing
  </button>
);

function renderDetail(viewerId: number | null, overrides: Parameters<typeof boatPartFactory>[0] = {}) {
  vi.stubGlobal('fetch', vi.fn(stubApi({ 'GET /api/saved-parts': () => Response.json([]) })));
  const part = boatPartFactory({ id: 12, userId: 7, ...overrides });
  return renderWithRouter(<PartDetail part={part} viewerId={viewerId} renderReport={renderReport} />, { path: '/boat-parts/12' });
}

describe('PartDetail: trust and safety', () => {
  it('offers Report Listing to signed-in visitors who do not own the part', () => {
    renderDetail(30);
    expect(screen.getByRole('button', { name: 'Report Listing' }).dataset.target).toBe('listing-12');
  });

  it('shows no Report Listing to the owner', () => {
    renderDetail(7);
    expect(screen.queryByRole('button', { name: 'Report Listing' })).toBeNull();
  });

  it('shows no Report Listing to signed-out visitors', () => {
    renderDetail(null);
    expect(screen.queryByRole('button', { name: 'Report Listing' })).toBeNull();
  });

  it("marks a sold part 'Sold' and offers no Buy Now", () => {
    renderDetail(30, { status: 'sold', soldAt: '2026-03-15T10:00:00.000Z' });
    // The badge under the breadcrumbs, beside the category and condition (the Details tab says 'Sold' too).
    const heading = screen.getByRole('heading', { level: 1 });
    expect(heading.previousElementSibling?.textContent).toContain('Sold');
    expect(screen.getByText('This part has been sold.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
  });
});

describe('PartCard', () => {
  it("carries a 'Sold' badge only for a sold part", () => {
    renderWithRouter(
      <>
        <PartCard part={boatPartFactory({ id: 1, title: 'Sold winch', status: 'sold' })} />
        <PartCard part={boatPartFactory({ id: 2, title: 'Active winch' })} />
      </>,
    );
    expect(screen.getAllByText('Sold')).toHaveLength(1);
    expect(screen.getAllByRole('article')[0].textContent).toContain('Sold');
    expect(screen.getAllByRole('article')[1].textContent).not.toContain('Sold');
  });
});
