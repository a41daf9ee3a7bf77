import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { boatPartFactory, stubApi } from '../test/boat-part.factory';
import { PartActions } from './part-actions';

afterEach(() => {
  act(() => toaster.remove());
});

function renderActions(part = boatPartFactory({ id: 12, userId: 7 }), viewerId: number | null = null) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Outlet />
            <Toaster />
          </>
        ),
        children: [
          { path: '/boat-parts/:id', element: <PartActions part={part} viewerId={viewerId} /> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
    { initialEntries: [`/boat-parts/${part.id}`] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('PartActions', () => {
  it('shows Edit Listing and Delete Listing to the owner only', async () => {
    renderActions(boatPartFactory({ id: 12, userId: 7 }), 7);
    // The owner's actions are a chunk of their own (a visitor's page does not load them).
    expect((await screen.findByRole('link', { name: 'Edit Listing' })).getAttribute('href')).toBe('/boat-parts/edit/12');
    expect(screen.getByRole('button', { name: 'Delete Listing' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Contact Seller' })).toBeNull();
  });

  it('deletes after confirmation, says Listing Deleted and goes to the catalogue', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({ 'DELETE /api/boat-parts/12': () => Response.json({ id: 12, message: 'Your listing has been successfully removed' }) }),
      ),
    );
    const router = renderActions(boatPartFactory({ id: 12, userId: 7 }), 7);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Listing' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    fireEvent.click(dialog.querySelector('button.button--variant_danger') as HTMLElement);
    expect(await screen.findByText('Listing Deleted')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/boat-parts'));
  });

  it("says 'Failed to delete part listing' when the delete fails", async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({ 'DELETE /api/boat-parts/12': () => new Response('', { status: 400 }) })));
    renderActions(boatPartFactory({ id: 12, userId: 7 }), 7);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Listing' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(dialog.querySelector('button.button--variant_danger') as HTMLElement);
    expect(await screen.findByText('Failed to delete part listing')).toBeTruthy();
  });

  it('sends a signed-out visitor who contacts the seller to /auth with the spec toast', async () => {
    const router = renderActions(boatPartFactory({ id: 12, userId: 7 }), null);
    fireEvent.click(screen.getByRole('button', { name: 'Contact Seller' }));
    expect(await screen.findByText('Authentication Required')).toBeTruthy();
    expect(screen.getByText('Please log in to contact the seller')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('opens the private chat room part-{partId}-{sellerId}-{buyerId}; the seller id falls back to 1', async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({ 'GET /api/saved-parts': () => Response.json([]) })));
    const router = renderActions(boatPartFactory({ id: 12, userId: null }), 30);
    fireEvent.click(screen.getByRole('button', { name: 'Buy Now' }));
    expect(await screen.findByText('Private Chat Started')).toBeTruthy();
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/chat?room=part-12-1-30&part=12');
  });

  it("saves the part, shows 'Saved', and unsaves it again", async () => {
    const saved: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'GET /api/saved-parts': () => Response.json(saved.map((id) => ({ ...boatPartFactory({ id }), savedAt: '2026-01-01T00:00:00Z' }))),
          'PUT /api/saved-parts/12': () => (saved.push(12), new Response(null, { status: 204 })),
          'DELETE /api/saved-parts/12': () => (saved.splice(0), new Response(null, { status: 204 })),
        }),
      ),
    );
    renderActions(boatPartFactory({ id: 12, userId: 7 }), 30);
    fireEvent.click(await screen.findByRole('button', { name: 'Save to Wishlist' }));
    expect(await screen.findByRole('button', { name: 'Saved' })).toBeTruthy();
    expect(await screen.findByText('Saved to Wishlist')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(await screen.findByRole('button', { name: 'Save to Wishlist' })).toBeTruthy();
  });

  it('offers the owner Mark as Sold, and Relist once sold; a listing a moderator removed keeps only Delete', async () => {
    renderActions(boatPartFactory({ id: 12, userId: 7 }), 7);
    expect(await screen.findByRole('button', { name: 'Mark as Sold' })).toBeTruthy();
    cleanup();
    renderActions(boatPartFactory({ id: 12, userId: 7, status: 'sold' }), 7);
    expect(await screen.findByRole('button', { name: 'Relist' })).toBeTruthy();
    cleanup();
    renderActions(boatPartFactory({ id: 12, userId: 7, moderationStatus: 'removed' }), 7);
    expect(await screen.findByRole('button', { name: 'Delete Listing' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Edit Listing' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as Sold' })).toBeNull();
  });

  it("does not offer Buy Now on a sold part: 'This part has been sold.'; Contact Seller stays", () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({ 'GET /api/saved-parts': () => Response.json([]) })));
    renderActions(boatPartFactory({ id: 12, userId: 7, status: 'sold' }), 30);
    expect(screen.queryByRole('button', { name: 'Buy Now' })).toBeNull();
    expect(screen.getByText('This part has been sold.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Contact Seller' })).toBeTruthy();
  });
});
