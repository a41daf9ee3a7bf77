import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { db } from '@/lib/db/database';
import { ReportButton } from './report-button';

afterEach(() => {
  act(() => toaster.remove());
  vi.unstubAllGlobals();
});

/** A fake POST /api/reports that records the bodies it was sent. */
function stubReports(answer: () => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      if (path !== '/api/reports' || init.method !== 'POST') return Response.json({ message: 'Not found' }, { status: 404 });
      bodies.push(JSON.parse(String(init.body)));
      return answer();
    }),
  );
  return bodies;
}

async function openDialog(name: RegExp | string, props: Parameters<typeof ReportButton>[0]) {
  render(
    <>
      <ReportButton {...props} />
      <Toaster />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog');
}

describe('ReportButton and the report dialog', () => {
  it("reports a listing: 'Report Listing' opens 'Report this listing'; Send Report posts the reason and says 'Report sent'", async () => {
    const bodies = stubReports(() => Response.json({ id: 1, message: 'Thank you. Our team will review your report.' }, { status: 201 }));
    const dialog = await openDialog('Report Listing', { userId: 7, targetType: 'listing', targetId: 12 });
    expect(within(dialog).getByRole('heading', { name: 'Report this listing' })).toBeTruthy();
    const reasons = within(dialog).getByRole('radiogroup', { name: 'Reason' });
    expect(
      within(reasons)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Prohibited item', 'Scam or fraud', 'Wrong category', 'Duplicate', 'Offensive', 'Other']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('Please choose a reason')).toBeTruthy();
    expect(bodies).toHaveLength(0);

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Report sent')).toBeTruthy();
    expect(screen.getByText('Thank you. Our team will review your report.')).toBeTruthy();
    expect(bodies).toEqual([{ targetType: 'listing', targetId: 12, reason: 'scam' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('names the small Report button by what it reports, and asks for details when the reason is Other', async () => {
    const bodies = stubReports(() => Response.json({ id: 2, message: 'Thank you. Our team will review your report.' }, { status: 201 }));
    const dialog = await openDialog('Report answer by Jane Doe', { userId: 7, targetType: 'answer', targetId: 40, authorName: 'Jane Doe' });
    expect(within(dialog).getByRole('heading', { name: 'Report this answer' })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await within(dialog).findByText('Please tell us what is wrong')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/^Details/), { target: { value: 'Links to a fake payment site' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('Report sent')).toBeTruthy();
    expect(bodies).toEqual([{ targetType: 'answer', targetId: 40, reason: 'other', note: 'Links to a fake payment site' }]);
  });

  it("says 'You have already reported this' (info) on 409, and nothing stays queued", async () => {
    stubReports(() => Response.json({ message: 'You have already reported this', code: 'ALREADY_REPORTED' }, { status: 409 }));
    const dialog = await openDialog('Report message by Sam', { userId: 7, targetType: 'message', targetId: 3, authorName: 'Sam' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Offensive' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('You have already reported this')).toBeTruthy();
    expect(screen.queryByText('Report sent')).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await db.outbox.toArray()).filter((item) => item.status !== 'done')).toEqual([]);
  });

  it('says when the item is gone (404), and nothing stays queued', async () => {
    stubReports(() => Response.json({ message: 'The reported item could not be found', code: 'REPORT_TARGET_NOT_FOUND' }, { status: 404 }));
    const dialog = await openDialog('Report Listing', { userId: 7, targetType: 'listing', targetId: 99 });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Scam or fraud' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('The reported item could not be found')).toBeTruthy();
    expect(screen.queryByText('Report sent')).toBeNull();
    expect((await db.outbox.toArray()).filter((item) => item.status !== 'done')).toEqual([]);
  });

  it("shows the server's refusal and keeps the dialog open", async () => {
    stubReports(() => Response.json({ message: 'You cannot report your own content', code: 'OWN_ITEM' }, { status: 403 }));
    const dialog = await openDialog('Report question by Sam', { userId: 7, targetType: 'question', targetId: 5, authorName: 'Sam' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Duplicate' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    expect(await screen.findByText('You cannot report your own content')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it('offline, keeps the report on the device and says it will be sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const dialog = await openDialog('Report Listing', { userId: 7, targetType: 'listing', targetId: 12 });
      fireEvent.click(within(dialog).getByRole('radio', { name: 'Prohibited item' }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
      expect(await screen.findByText('Report saved on this device')).toBeTruthy();
      expect(screen.getByText('It will be sent as soon as you are back online.')).toBeTruthy();
      const [queued] = await db.outbox.toArray();
      expect(queued).toMatchObject({
        status: 'pending',
        op: { type: 'report', report: { targetType: 'listing', targetId: 12, reason: 'prohibited' } },
      });
      expect(fetchMock).not.toHaveBeenCalled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
