import { FITMENT_TEXTS } from '@dockside/shared/fitment';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { db } from '@/lib/db/database';
import { boatPartFactory, stubApi } from '../test/boat-part.factory';
import { boatRowFactory, engineFactory, fitmentRowFactory, partNumberFactory } from '../test/fitment.factory';
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

describe('PartDetail: does it fit my boat', () => {
  const f150Part = {
    fitment: [fitmentRowFactory({ engineMake: 'Yamaha', engineModel: 'F', hpFrom: 115, hpTo: 150, note: 'long shaft only' })],
  };

  it("says which of the viewer's boats it fits, fits first, with the application that matched — from the device", async () => {
    await db.boats.bulkPut([
      boatRowFactory({ id: 1, userId: 30, name: 'Dinghy', engines: [engineFactory({ make: 'Honda', model: 'BF20', hp: 20 })] }),
      boatRowFactory({
        id: 2,
        userId: 30,
        name: 'Sea Breeze',
        engines: [engineFactory({ make: 'Yamaha', model: 'F150', hp: 150, year: 2008 })],
      }),
      boatRowFactory({ id: 3, userId: 30, name: 'No engine yet', engines: [] }),
      boatRowFactory({ id: 4, userId: 99, name: "Someone else's", engines: [engineFactory()] }),
    ]);
    renderDetail(30, f150Part);
    const fits = await screen.findByText(FITMENT_TEXTS.fits('Sea Breeze', 'Yamaha F150'));
    const lines = screen.getAllByRole('listitem').filter((item) => item.textContent?.includes('your'));
    expect(lines.map((line) => line.textContent)).toEqual([
      `✓${FITMENT_TEXTS.fits('Sea Breeze', 'Yamaha F150')}Yamaha F (115–150 hp), 2004–2012 — long shaft only`,
      `✕${FITMENT_TEXTS.doesNotFit('Dinghy')}`,
    ]);
    expect(fits.closest('li')?.textContent).toContain('long shaft only');
    expect(screen.queryByText(/No engine yet|Someone else/)).toBeNull();
  });

  it("takes the API's answer for a boat when the page came with one", async () => {
    await db.boats.put(
      boatRowFactory({ id: 5, userId: 30, name: 'Sea Breeze', engines: [engineFactory({ make: 'Yamaha', model: 'F150', hp: 150 })] }),
    );
    const row = fitmentRowFactory({ engineMake: 'Yamaha', engineModel: 'F', hpFrom: 150, hpTo: 150 });
    renderDetail(30, {
      fitment: [row],
      fitsMyBoats: [
        { boatId: 5, fits: true, engine: engineFactory({ make: 'Yamaha', model: 'F150', hp: 150, serial: '6EK-1012345' }), row },
      ],
    });
    expect(await screen.findByText(FITMENT_TEXTS.fits('Sea Breeze', 'Yamaha F150'))).toBeTruthy();
  });

  it("names a boat the API compared but this device does not have yet 'your boat'", async () => {
    const row = fitmentRowFactory();
    renderDetail(30, {
      fitment: [row],
      fitsMyBoats: [
        { boatId: 8, fits: true, engine: engineFactory({ make: 'Yamaha', model: 'F150', hp: 150 }), row },
        { boatId: 9, fits: null, engine: null, row: null },
      ],
    });
    expect(await screen.findByText(FITMENT_TEXTS.fits('boat', 'Yamaha F150'))).toBeTruthy();
    expect(screen.queryByText(FITMENT_TEXTS.notStated)).toBeNull();
  });

  it("says 'Fitment not stated' once when the listing states none", async () => {
    await db.boats.bulkPut([boatRowFactory({ userId: 30, name: 'One' }), boatRowFactory({ userId: 30, name: 'Two' })]);
    renderDetail(30, { fitment: [] });
    expect(await screen.findAllByText(FITMENT_TEXTS.notStated)).toHaveLength(1);
  });

  it('invites a signed-out visitor, or a user without a boat, to add one', async () => {
    renderDetail(null, f150Part);
    expect((await screen.findByRole('link', { name: 'Add your boat to check fitment' })).getAttribute('href')).toBe('/account?tab=boat');
    expect(screen.queryByText(/Fits your|Does not fit/)).toBeNull();
  });

  it('shows nothing about fitment to a signed-out visitor of a part without any', () => {
    renderDetail(null, { fitment: [] });
    expect(screen.queryByText(FITMENT_TEXTS.notStated)).toBeNull();
    expect(screen.queryByRole('link', { name: 'Add your boat to check fitment' })).toBeNull();
  });

  it("puts the part's own number under its price", () => {
    renderDetail(null, {
      partNumbers: [
        partNumberFactory(),
        partNumberFactory({ number: '18-3570', brand: 'Sierra', relation: 'cross-reference', normalized: '183570' }),
      ],
    });
    const header = screen.getByRole('heading', { level: 1 }).parentElement as HTMLElement;
    expect(within(header).getByText('Mercury 47-43026Q06')).toBeTruthy();
    expect(within(header).queryByText(/18-3570/)).toBeNull();
  });
});

describe('PartDetail: structured data', () => {
  it("carries the part's own number as the Product's mpn", () => {
    renderDetail(null, { partNumbers: [partNumberFactory({ relation: 'supersedes', number: '47-43026Q05' }), partNumberFactory()] });
    const script = document.querySelector('script[type="application/ld+json"]');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ '@type': 'Product', mpn: '47-43026Q06' });
  });
});
