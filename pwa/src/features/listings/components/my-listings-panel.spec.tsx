import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { boatPartFactory, stubApi } from '../test/boat-part.factory';
import { MyListingsPanel } from './my-listings-panel';

afterEach(() => {
  act(() => toaster.remove());
});

function renderPanel() {
  return render(
    <MemoryRouter>
      <MyListingsPanel userId={7} />
      <Toaster />
    </MemoryRouter>,
  );
}

describe('MyListingsPanel', () => {
  it("shows each listing with its first image, price badge ('Price on request' when empty), title, condition, Edit and Remove", async () => {
    const parts = [
      boatPartFactory({ id: 1, title: 'Garmin chartplotter', price: '1320.50', condition: 'New' }),
      boatPartFactory({ id: 2, title: 'Old winch handle', price: '', imageUrls: [] }),
    ];
    vi.stubGlobal('fetch', vi.fn(stubApi({ 'GET /api/boat-parts/user': () => Response.json(parts) })));
    renderPanel();

    const list = await screen.findByRole('list', { name: 'My Listings' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('img', { name: 'Garmin chartplotter' })).toBeTruthy();
    expect(within(first).getByText('$1,320.50')).toBeTruthy();
    expect(within(first).getByText('New')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Edit Garmin chartplotter' }).getAttribute('href')).toBe('/boat-parts/edit/1');
    expect(within(second).getByText('Price on request')).toBeTruthy();
    expect(within(second).getByText('No Image')).toBeTruthy();
  });

  it("offers 'Create Your First Listing' when there are none", async () => {
    vi.stubGlobal('fetch', vi.fn(stubApi({ 'GET /api/boat-parts/user': () => Response.json([]) })));
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'No Listings Yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your First Listing' }).getAttribute('href')).toBe('/boat-parts/create');
  });

  it("confirms, shows 'Deleting...', removes the listing and says 'Part Deleted'", async () => {
    let parts = [boatPartFactory({ id: 5, title: 'Raymarine autopilot' }), boatPartFactory({ id: 6, title: 'Spare impeller' })];
    let finishDelete: () => void = () => {};
    const fetchMock = vi.fn(
      stubApi({
        'GET /api/boat-parts/user': () => Response.json(parts),
        'DELETE /api/boat-parts/5': () =>
          new Promise<Response>((resolve) => {
            finishDelete = () => {
              parts = parts.filter((part) => part.id !== 5);
              resolve(Response.json({ id: 5, message: 'Your listing has been successfully removed' }));
            };
          }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPanel();

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Raymarine autopilot' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm Deletion' });
    expect(dialog.textContent).toContain('Are you sure you want to delete this listing? This action cannot be undone.');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete Listing' }));
    expect(await within(dialog).findByRole('button', { name: 'Deleting...' })).toBeTruthy();
    // The outbox sends it (with an Idempotency-Key) a moment later.
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(true));
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'DELETE')!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    act(() => finishDelete());

    expect(await screen.findByText('Part Deleted')).toBeTruthy();
    expect(screen.getByText('Your listing has been successfully removed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.queryByText('Raymarine autopilot')).toBeNull());
    expect(screen.getByText('Spare impeller')).toBeTruthy();
  });

  it('closes the dialog and shows the server message when the delete fails', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'GET /api/boat-parts/user': () => Response.json([boatPartFactory({ id: 8, title: 'Anchor chain' })]),
          'DELETE /api/boat-parts/8': () =>
            Response.json({ message: "You don't have permission to delete this boat part listing.", code: 'NOT_OWNER' }, { status: 403 }),
        }),
      ),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Anchor chain' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Listing' }));

    expect(await screen.findByText("You don't have permission to delete this boat part listing.")).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByText('Anchor chain')).toBeTruthy();
  });

  it("falls back to 'Failed to delete part' without a server message; Cancel deletes nothing", async () => {
    const fetchMock = vi.fn(
      stubApi({
        'GET /api/boat-parts/user': () => Response.json([boatPartFactory({ id: 9, title: 'Cleat' })]),
        'DELETE /api/boat-parts/9': () => new Response('', { status: 400 }),
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPanel();

    fireEvent.click(await screen.findByRole('button', { name: 'Remove Cleat' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Cleat' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Listing' }));
    expect(await screen.findByText('Failed to delete part')).toBeTruthy();
  });

  it('keeps a removal the server could not take now (5xx) as pending, and hides the listing meanwhile', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'GET /api/boat-parts/user': () => Response.json([boatPartFactory({ id: 11, title: 'Bilge pump' })]),
          'DELETE /api/boat-parts/11': () => new Response('', { status: 503 }),
        }),
      ),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Bilge pump' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete Listing' }));
    expect(await screen.findByText('Removal saved on this device')).toBeTruthy();
    expect(await screen.findByText('Removal pending — will be sent when you are back online')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Remove Bilge pump' })).toBeNull();
  });

  it('tells the seller why a listing is not public: a badge per state, the reason, and what they can still do', async () => {
    const parts = [
      boatPartFactory({ id: 21, title: 'Held winch', moderationStatus: 'review' }),
      boatPartFactory({ id: 22, title: 'Reported radar', moderationStatus: 'hidden' }),
      boatPartFactory({
        id: 23,
        title: 'Rejected flare',
        moderationStatus: 'rejected',
        approvalStatus: 'rejected',
        rejectionReason: 'Out-of-date flares are not allowed',
      }),
      boatPartFactory({
        id: 24,
        title: 'Removed rifle',
        moderationStatus: 'removed',
        approvalStatus: 'rejected',
        rejectionReason: 'Firearms are prohibited',
      }),
      boatPartFactory({ id: 25, title: 'Sold tiller', status: 'sold', soldAt: '2026-03-15T10:00:00.000Z' }),
      boatPartFactory({ id: 26, title: 'Plain cleat' }),
    ];
    vi.stubGlobal('fetch', vi.fn(stubApi({ 'GET /api/boat-parts/user': () => Response.json(parts) })));
    renderPanel();
    const list = await screen.findByRole('list', { name: 'My Listings' });
    const [review, hidden, rejected, removed, sold, plain] = within(list).getAllByRole('listitem');

    expect(within(review).getByText('Waiting for review')).toBeTruthy();
    expect(within(review).getByRole('link', { name: 'Edit Held winch' })).toBeTruthy();
    expect(within(hidden).getByText('Hidden after reports')).toBeTruthy();

    expect(within(rejected).getByText('Rejected')).toBeTruthy();
    expect(within(rejected).getByText('Reason: Out-of-date flares are not allowed')).toBeTruthy();
    const resubmit = within(rejected).getByRole('link', { name: 'Edit and resubmit Rejected flare' });
    expect(resubmit.textContent).toBe('Edit and resubmit');
    expect(resubmit.getAttribute('href')).toBe('/boat-parts/edit/23');

    expect(within(removed).getByText('Removed')).toBeTruthy();
    expect(within(removed).getByText('Reason: Firearms are prohibited')).toBeTruthy();
    expect(within(removed).queryByRole('link', { name: /Edit/ })).toBeNull();
    expect(within(removed).queryByRole('button', { name: /sold/i })).toBeNull();
    expect(within(removed).getByRole('button', { name: 'Remove Removed rifle' })).toBeTruthy();

    expect(within(sold).getByText('Sold')).toBeTruthy();
    expect(within(sold).getByRole('button', { name: 'Relist Sold tiller' })).toBeTruthy();

    expect(within(plain).queryByText(/^(Waiting for review|Hidden after reports|Rejected|Removed|Sold)$/)).toBeNull();
    expect(within(plain).getByRole('button', { name: 'Mark Plain cleat as sold' }).textContent).toBe('Mark as Sold');
  });

  it('marks a listing sold through the outbox (PATCH …/status) and shows it Sold with Relist', async () => {
    let part = boatPartFactory({ id: 31, title: 'Spinnaker pole' });
    const fetchMock = vi.fn(
      stubApi({
        'GET /api/boat-parts/user': () => Response.json([part]),
        'PATCH /api/boat-parts/31/status': async (request) => {
          const { status } = (await request.json()) as { status: string };
          part = { ...part, status, soldAt: status === 'sold' ? new Date().toISOString() : null };
          return Response.json(part);
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderPanel();

    fireEvent.click(await screen.findByRole('button', { name: 'Mark Spinnaker pole as sold' }));
    expect(await screen.findByText('Marked as sold')).toBeTruthy();
    const [, init] = fetchMock.mock.calls.find(([, options]) => options?.method === 'PATCH')!;
    expect(new Headers(init?.headers).get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByRole('button', { name: 'Relist Spinnaker pole' })).toBeTruthy();
    expect(screen.getByText('Sold')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Relist Spinnaker pole' }));
    expect(await screen.findByText('Listing relisted')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Mark Spinnaker pole as sold' })).toBeTruthy();
  });

  it("shows the server's refusal when a status change is refused (a moderator removed the listing)", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        stubApi({
          'GET /api/boat-parts/user': () => Response.json([boatPartFactory({ id: 32, title: 'Old sextant' })]),
          'PATCH /api/boat-parts/32/status': () =>
            Response.json(
              { message: 'This listing was removed by a moderator and can no longer be changed', code: 'LISTING_REMOVED' },
              { status: 409 },
            ),
        }),
      ),
    );
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Mark Old sextant as sold' }));
    expect(await screen.findByText('This listing was removed by a moderator and can no longer be changed')).toBeTruthy();
  });

  it('offline, keeps Mark as Sold on the device and shows it waiting in My Listings', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(stubApi({ 'GET /api/boat-parts/user': () => Response.json([boatPartFactory({ id: 33, title: 'Boat hook' })]) })),
    );
    renderPanel();
    const button = await screen.findByRole('button', { name: 'Mark Boat hook as sold' });
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      fireEvent.click(button);
      expect(await screen.findByText('The change will be sent as soon as you are back online.')).toBeTruthy();
      expect(await screen.findByText('Marking as sold — will be sent when you are back online')).toBeTruthy();
    } finally {
      online.mockRestore();
    }
  });
});
