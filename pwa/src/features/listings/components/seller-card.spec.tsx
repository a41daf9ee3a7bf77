import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { boatPartFactory } from '../test/boat-part.factory';
import { sellerOf } from '../utils/part-facts';
import { SellerCard } from './seller-card';

const renderCard = (part = boatPartFactory()) =>
  render(
    <MemoryRouter>
      <SellerCard seller={sellerOf(part)} />
    </MemoryRouter>,
  );

describe('SellerCard', () => {
  it("says 'Verified Seller' only for a seller whose e-mail is verified, and links to the seller page", () => {
    renderCard(
      boatPartFactory({ userId: 7, seller: { username: 'sailor_sam', memberSince: '2025-11-03T10:00:00.000Z', emailVerified: true } }),
    );
    expect(screen.getByText('Verified Seller')).toBeTruthy();
    expect(screen.queryByText(/^Member since/)).toBeNull();
    expect(screen.getByText('Member ID: 7')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View seller profile' }).getAttribute('href')).toBe('/sellers/sailor_sam');
  });

  it("otherwise says 'Member since {month year}'", () => {
    renderCard(boatPartFactory({ seller: { username: 'new.sailor', memberSince: '2025-11-03T10:00:00.000Z', emailVerified: false } }));
    expect(screen.getByText('Member since November 2025')).toBeTruthy();
    expect(screen.queryByText('Verified Seller')).toBeNull();
  });

  it('without the seller data (a part opened offline from a list): the Member ID only, no claim and no link', () => {
    renderCard(boatPartFactory({ userId: 12, seller: undefined }));
    expect(screen.getByText('Member ID: 12')).toBeTruthy();
    expect(screen.queryByText('Verified Seller')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('a listing without an owner is the marketplace', () => {
    renderCard(boatPartFactory({ userId: null, seller: null }));
    expect(screen.getByText('Dockside Marketplace')).toBeTruthy();
  });
});
