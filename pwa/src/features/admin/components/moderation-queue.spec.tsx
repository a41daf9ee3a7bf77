import { MODERATION_MESSAGES } from '@dockside/shared/moderation';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { apiCalls, queueItemFactory } from '../test/admin.factory';
import { renderPanel } from '../test/render-panel';
import { ModerationQueue } from './moderation-queue';

afterEach(() => {
  act(() => toaster.remove());
  vi.unstubAllGlobals();
});

const held = queueItemFactory({ id: 41, title: 'Outboard, pay by gift card', sellerUsername: 'quick_seller', price: '45.00' });
const other = queueItemFactory({ id: 42, title: 'Teak hatch cover', moderationNotes: null });

function renderQueue(decision: (request: Request) => Response | Promise<Response> = () => Response.json({})) {
  return renderPanel(<ModerationQueue />, {
    'GET /api/admin/moderation': () => Response.json([held, other]),
    'POST /api/admin/listings/41/decision': decision,
    'POST /api/admin/listings/42/decision': decision,
  });
}

const row = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('ModerationQueue', () => {
  it('lists each waiting listing with its link, seller, price and the automatic check notes', async () => {
    renderQueue();
    const link = await screen.findByRole('link', { name: held.title });
    expect(link.getAttribute('href')).toBe('/boat-parts/41');
    const card = within(row(held.title));
    expect(card.getByText('quick_seller')).toBeTruthy();
    expect(card.getByText('$45.00')).toBeTruthy();
    expect(card.getByText('Automatic check: price far below its category')).toBeTruthy();
    expect(card.getByRole('img', { name: held.title }).getAttribute('src')).toBe('/uploads/u/prop-41-320.webp');
  });

  it('Approve posts approve; the row leaves, with a success toast', async () => {
    const fetchMock = renderQueue();
    fireEvent.click(await screen.findByRole('button', { name: `Approve ${held.title}` }));
    expect(await screen.findByText('Listing approved')).toBeTruthy();
    expect(apiCalls(fetchMock).at(-1)).toEqual({ call: 'POST /api/admin/listings/41/decision', body: { action: 'approve' } });
    expect(screen.queryByRole('link', { name: held.title })).toBeNull();
    expect(screen.getByRole('link', { name: other.title })).toBeTruthy();
  });

  it('Reject asks for a reason (required) in a dialog, then posts it; focus goes back to the list', async () => {
    const fetchMock = renderQueue();
    fireEvent.click(await screen.findByRole('button', { name: `Reject ${held.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject listing' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.decisionReasonRequired)).toBeTruthy();
    expect(apiCalls(fetchMock).filter(({ call }) => call.startsWith('POST'))).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Payment by gift card is a scam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(await screen.findByText('Listing rejected')).toBeTruthy();
    expect(apiCalls(fetchMock).at(-1)).toEqual({
      call: 'POST /api/admin/listings/41/decision',
      body: { action: 'reject', reason: 'Payment by gift card is a scam' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('link', { name: held.title })).toBeNull();
    // The Reject button left with its row: focus lands on the list's heading, not on the page body.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Moderation queue' })));
  });

  it('Cancel closes the reason dialog without a call, and focus returns to the button that opened it', async () => {
    const fetchMock = renderQueue();
    const reject = await screen.findByRole('button', { name: `Reject ${other.title}` });
    reject.focus();
    fireEvent.click(reject);
    const dialog = await screen.findByRole('dialog', { name: 'Reject listing' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(reject));
    expect(apiCalls(fetchMock).filter(({ call }) => call.startsWith('POST'))).toEqual([]);
  });

  it('Remove: a refusal shows the server message in the dialog and a toast, and keeps the row', async () => {
    renderQueue(() => Response.json({ message: MODERATION_MESSAGES.listingRemoved, code: 'LISTING_REMOVED' }, { status: 409 }));
    fireEvent.click(await screen.findByRole('button', { name: `Remove ${other.title}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove listing' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Duplicate' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove listing' }));
    expect(await within(dialog).findByRole('alert')).toHaveProperty('textContent', MODERATION_MESSAGES.listingRemoved);
    expect(await screen.findByText('That did not work')).toBeTruthy();
    // Behind the open (modal) dialog the list is hidden from assistive technology, but still there.
    expect(screen.getByRole('link', { name: other.title, hidden: true })).toBeTruthy();
  });
});
