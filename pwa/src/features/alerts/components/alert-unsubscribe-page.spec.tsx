import { ALERT_TEXTS, ALERT_UNSUBSCRIBE_CODES } from '@dockside/shared/alerts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { AlertUnsubscribePage } from './alert-unsubscribe-page';

const TOKEN = 'eyJ1IjozfQ.c2lnbmF0dXJl';

describe('AlertUnsubscribePage (/alerts/unsubscribe)', () => {
  it("posts the link's token once, without signing in, and shows the server's answer", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ status: 'unsubscribed', message: ALERT_TEXTS.unsubscribed }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<AlertUnsubscribePage />, { path: `/alerts/unsubscribe?token=${TOKEN}` });

    expect(screen.getByRole('heading', { level: 1, name: 'Unsubscribe from alert e-mails' })).toBeTruthy();
    expect((await screen.findByText(ALERT_TEXTS.unsubscribed)).getAttribute('role')).toBe('status');
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/alerts/unsubscribe');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
    expect(screen.getByRole('link', { name: 'Manage your alerts' }).getAttribute('href')).toBe('/account?tab=saved');
  });

  it("a link the server does not accept: the server's message as an error", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(
          Response.json({ message: ALERT_TEXTS.unsubscribeInvalid, code: ALERT_UNSUBSCRIBE_CODES.invalid }, { status: 400 }),
        ),
    );
    renderWithRouter(<AlertUnsubscribePage />, { path: `/alerts/unsubscribe?token=${TOKEN}` });
    expect((await screen.findByRole('alert')).textContent).toBe(ALERT_TEXTS.unsubscribeInvalid);
  });

  it('a link without a token: not valid, without a call', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<AlertUnsubscribePage />, { path: '/alerts/unsubscribe' });
    expect(screen.getByRole('alert').textContent).toBe(ALERT_TEXTS.unsubscribeInvalid);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offline: waits for the connection instead of failing', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<AlertUnsubscribePage />, { path: `/alerts/unsubscribe?token=${TOKEN}` });
    expect(screen.getByRole('status').textContent).toBe(
      'You are offline. This link needs a connection: open it again when you are back online.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
