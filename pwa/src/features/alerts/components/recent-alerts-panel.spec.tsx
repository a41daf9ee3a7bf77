import type { Alert } from '@dockside/shared/alerts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '@/lib/db/database';
import { clearPrivateData } from '@/lib/db/private-data';
import { renderWithRouter } from '@/test/render-with-router';
import { stubApi } from '@/test/stub-api';
import { alertFactory } from '../test/alert.factory';
import { RecentAlertsPanel } from './recent-alerts-panel';

afterEach(() => {
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

/** A fake GET /api/alerts over `alerts` (newest first), paging with `before` and `limit` as the API does. */
function stubAlerts(alerts: Alert[]) {
  const requests: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubApi({
        'GET /api/alerts': (request) => {
          const url = new URL(request.url);
          requests.push(`${url.pathname}${url.search}`);
          const before = Number(url.searchParams.get('before') ?? Infinity);
          const limit = Number(url.searchParams.get('limit') ?? 20);
          return Response.json(alerts.filter((alert) => alert.id < before).slice(0, limit));
        },
      }),
    ),
  );
  return requests;
}

const renderPanel = () => renderWithRouter(<RecentAlertsPanel userId={7} />, { path: '/account?tab=saved' });

describe('RecentAlertsPanel', () => {
  it('says so when there are no alerts yet', async () => {
    stubAlerts([]);
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'No alerts yet' })).toBeTruthy();
  });

  it('lists each alert newest first: photo, listing link, price, why, when and how the user was told', async () => {
    const today = new Date();
    today.setHours(9, 5, 0, 0);
    const lastYear = today.getFullYear() - 1;
    stubAlerts([
      alertFactory({ id: 30, createdAt: today.toISOString(), channels: ['push', 'email'] }),
      alertFactory({
        id: 29,
        kind: 'price-drop',
        savedSearch: null,
        channels: ['email'],
        createdAt: new Date(lastYear, 2, 2, 12).toISOString(),
        part: { id: 43, title: 'Lewmar winch handle', price: '1250.00', imageUrl: null, status: 'sold' },
      }),
      alertFactory({ id: 28, savedSearch: null, channels: [], part: { id: 44, title: 'Raw water pump' } }),
    ]);
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Recent alerts' });
    const [first, second, third] = within(list).getAllByRole('listitem');

    expect(within(first).getByRole('link', { name: 'Yamaha F115 impeller kit' }).getAttribute('href')).toBe('/boat-parts/42');
    expect(within(first).getByText('$64.50')).toBeTruthy();
    expect(within(first).getByText('Matches your search "F115 impeller"')).toBeTruthy();
    expect(first.querySelector('img')?.getAttribute('src')).toBe('/uploads/u/impeller-320.webp');
    expect(first.querySelector('time')?.getAttribute('datetime')).toBe(today.toISOString());
    expect(first.textContent).toContain('Today, 9:05 AM · Sent as a notification and by e-mail');

    expect(within(second).getByRole('link', { name: 'Lewmar winch handle' }).getAttribute('href')).toBe('/boat-parts/43');
    expect(within(second).getByText('$1,250')).toBeTruthy();
    expect(within(second).getByText('Price drop')).toBeTruthy();
    expect(within(second).getByText('Sold')).toBeTruthy();
    expect(second.querySelector('img')).toBeNull();
    expect(second.textContent).toContain(`Mar 2, ${lastYear} · Sent by e-mail`);

    expect(within(third).getByText('Matched a saved search you have since deleted')).toBeTruthy();
    expect(third.textContent).toContain('Shown here only');
  });

  it('keeps the list on the device for this user only (cleared at sign-out), and shows it offline', async () => {
    stubAlerts([alertFactory({ id: 5 })]);
    const { unmount } = renderPanel();
    await screen.findByRole('list', { name: 'Recent alerts' });
    expect((await db.queries.get('/api/alerts?limit=20#user-7'))?.userId).toBe(7);
    unmount();

    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    const offlineView = renderPanel();
    expect(await screen.findByRole('link', { name: 'Yamaha F115 impeller kit' })).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    offlineView.unmount();
    offline.mockRestore();

    await clearPrivateData(7, { keepUnsentWork: false });
    expect(await db.queries.get('/api/alerts?limit=20#user-7')).toBeUndefined();
  });

  it('offline with nothing saved: says the alerts will show when back online', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    vi.stubGlobal('fetch', vi.fn<typeof fetch>());
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Your alerts will show here when you are back online.' })).toBeTruthy();
  });

  it('a failed load offers a retry', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json({ message: 'Boom' }, { status: 500 })));
    renderPanel();
    expect((await screen.findByRole('alert')).textContent).toContain('Your alerts could not be loaded.');
    stubAlerts([alertFactory({ id: 5 })]);
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Recent alerts' })).toBeTruthy();
  });

  it("'Show older alerts' appends the next page, asked for before the last alert shown", async () => {
    const alerts = Array.from({ length: 25 }, (_, i) => alertFactory({ id: 100 - i, part: { id: 500 + i, title: `Part ${100 - i}` } }));
    const requests = stubAlerts(alerts);
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Recent alerts' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(20);

    fireEvent.click(screen.getByRole('button', { name: 'Show older alerts' }));
    expect(await screen.findByRole('link', { name: 'Part 76' })).toBeTruthy();
    expect(within(list).getAllByRole('listitem')).toHaveLength(25);
    expect(requests).toEqual(['/api/alerts?limit=20', '/api/alerts?before=81&limit=20']);
    // A short page was the last one.
    expect(screen.queryByRole('button', { name: 'Show older alerts' })).toBeNull();
  });

  it('refreshes when the service worker reports a new alert', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: worker });
    const alerts = [alertFactory({ id: 1, part: { title: 'Old bilge pump' } })];
    stubAlerts(alerts);
    renderPanel();
    await screen.findByRole('link', { name: 'Old bilge pump' });

    alerts.unshift(alertFactory({ id: 2, part: { id: 77, title: 'New anchor winch' } }));
    act(() => {
      worker.dispatchEvent(new MessageEvent('message', { data: { type: 'ALERT_RECEIVED', alertId: 2 } }));
    });
    expect(await screen.findByRole('link', { name: 'New anchor winch' })).toBeTruthy();
  });
});
