import type { SellerProfile } from '@dockside/shared/listings';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db/database';
import { renderWithRouter } from '@/test/render-with-router';
import { boatPartFactory, stubApi } from '../test/boat-part.factory';
import { SellerPage } from './seller-page';

afterEach(() => vi.unstubAllGlobals());

function sellerFactory(overrides: Partial<SellerProfile> = {}): SellerProfile {
  return {
    username: 'marina_supplies',
    fullName: 'Grace Whitfield',
    company: 'Marina Supplies Co.',
    avatarUrl: null,
    sellerType: 'business',
    memberSince: '2025-10-20T09:00:00.000Z',
    emailVerified: true,
    listings: [
      boatPartFactory({ id: 1, title: 'Lewmar winch', contactEmail: null }),
      boatPartFactory({ id: 2, title: 'Bronze seacock', contactEmail: null }),
    ],
    listingCount: 2,
    ...overrides,
  };
}

describe('SellerPage (/sellers/{username})', () => {
  it("shows the seller, 'Verified Seller', the member-since date and the active listings; keeps them on the device", async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({ 'GET /api/sellers/marina_supplies': () => Response.json(sellerFactory()) })));
    renderWithRouter(<SellerPage username="marina_supplies" />, { path: '/sellers/marina_supplies' });

    expect(await screen.findByRole('heading', { level: 1, name: 'Grace Whitfield' })).toBeTruthy();
    expect(screen.getByText('Verified Seller')).toBeTruthy();
    expect(screen.getByText('Member since October 2025')).toBeTruthy();
    expect(screen.getByText('2 active listings')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Active listings' });
    expect(within(list).getByRole('link', { name: 'Lewmar winch' }).getAttribute('href')).toBe('/boat-parts/1');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // Readable offline once seen: the answer is saved by URL, its listings in `parts`.
    expect(await db.queries.get('/api/sellers/marina_supplies')).toBeTruthy();
    expect((await db.parts.get(2))?.title).toBe('Bronze seacock');
  });

  it("an unverified seller: 'E-mail not verified', no Verified Seller; no listings: the empty state", async () => {
    const seller = sellerFactory({ emailVerified: false, listings: [], listingCount: 0, fullName: '', username: 'new_sailor' });
    vi.stubGlobal('fetch', vi.fn(stubApi({ 'GET /api/sellers/new_sailor': () => Response.json(seller) })));
    renderWithRouter(<SellerPage username="new_sailor" />, { path: '/sellers/new_sailor' });

    expect(await screen.findByRole('heading', { level: 1, name: 'new_sailor' })).toBeTruthy();
    expect(screen.getByText('E-mail not verified')).toBeTruthy();
    expect(screen.queryByText('Verified Seller')).toBeNull();
    expect(screen.getByRole('heading', { name: 'No active listings' })).toBeTruthy();
  });

  it("an unknown seller: 'Seller Not Found'", async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({})));
    renderWithRouter(<SellerPage username="nobody" />, { path: '/sellers/nobody' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Seller Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse Boat Parts' }).getAttribute('href')).toBe('/boat-parts');
  });
});
