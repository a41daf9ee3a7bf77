import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { apiCalls, reportGroupFactory } from '../test/admin.factory';
import { renderPanel } from '../test/render-panel';
import { ReportsPanel } from './reports-panel';

afterEach(() => {
  act(() => toaster.remove());
  vi.unstubAllGlobals();
});

const listing = reportGroupFactory({ id: 71, targetType: 'listing', targetId: 42, title: 'Cheap outboard', count: 3, hidden: true });
const answer = reportGroupFactory({
  id: 72,
  targetType: 'answer',
  targetId: 9,
  title: null,
  content: 'Buy your impellers from my cousin, DM me',
  ownerUsername: 'spammy',
  reasons: ['offensive', 'other'],
  notes: ['Advertising'],
});

function renderReports() {
  return renderPanel(<ReportsPanel />, {
    'GET /api/admin/reports': () => Response.json([listing, answer]),
    'POST /api/admin/listings/42/decision': () => Response.json({}),
    'POST /api/admin/reports/71/decision': () => Response.json({ id: 71, action: 'dismiss', closed: 3 }),
    'POST /api/admin/reports/72/decision': () => Response.json({ id: 72, action: 'uphold', closed: 1 }),
  });
}

describe('ReportsPanel', () => {
  it('shows each reported item: type, title or content, owner, reason labels, notes, count, Hidden', async () => {
    renderReports();
    const link = await screen.findByRole('link', { name: 'Cheap outboard' });
    expect(link.getAttribute('href')).toBe('/boat-parts/42');
    const first = within(link.closest('li')!);
    expect(first.getByText('Listing')).toBeTruthy();
    expect(first.getByText('3 reports')).toBeTruthy();
    expect(first.getByText('Hidden')).toBeTruthy();
    expect(first.getByText('Scam or fraud')).toBeTruthy();
    expect(first.getByText('Asks for Western Union payment')).toBeTruthy();
    const second = within(screen.getByRole('heading', { name: answer.content! }).closest('li')!);
    expect(second.getByText('Answer')).toBeTruthy();
    expect(second.getByText('spammy')).toBeTruthy();
    expect(second.getByText('Offensive, Other')).toBeTruthy();
    expect(second.queryByRole('button', { name: /Reject listing/ })).toBeNull();
  });

  it("a listing's 'Reject listing' posts the listing decision with the reason; the report leaves", async () => {
    const fetchMock = renderReports();
    fireEvent.click(await screen.findByRole('button', { name: 'Reject listing Cheap outboard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject listing' });
    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Gift card payment scam' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject listing' }));
    expect(await screen.findByText('Listing rejected')).toBeTruthy();
    expect(apiCalls(fetchMock).at(-1)).toEqual({
      call: 'POST /api/admin/listings/42/decision',
      body: { action: 'reject', reason: 'Gift card payment scam' },
    });
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Cheap outboard' })).toBeNull());
  });

  it('an answer is upheld with a note and the owner suspended; Dismiss posts dismiss', async () => {
    const fetchMock = renderReports();
    fireEvent.click(await screen.findByRole('button', { name: `Uphold ${answer.content}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Uphold the reports' });
    fireEvent.change(within(dialog).getByLabelText(/^Note/), { target: { value: 'Spam' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also suspend the owner' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uphold' }));
    expect(await screen.findByText('Reports upheld')).toBeTruthy();
    expect(apiCalls(fetchMock).at(-1)).toEqual({
      call: 'POST /api/admin/reports/72/decision',
      body: { action: 'uphold', note: 'Spam', suspend: true },
    });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss Cheap outboard' }));
    expect(await screen.findByText('Reports dismissed')).toBeTruthy();
    expect(apiCalls(fetchMock).at(-1)).toEqual({
      call: 'POST /api/admin/reports/71/decision',
      body: { action: 'dismiss', suspend: false },
    });
    expect(screen.getByRole('heading', { name: 'No open reports' })).toBeTruthy();
  });
});
