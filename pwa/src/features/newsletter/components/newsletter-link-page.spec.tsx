import { NEWSLETTER_TEXTS } from '@dockside/shared/contact';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { NewsletterLinkPage } from './newsletter-link-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

afterEach(() => vi.unstubAllGlobals());

describe('NewsletterLinkPage', () => {
  it("posts the link's token once and shows the confirmation", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ status: 'subscribed', message: NEWSLETTER_TEXTS.confirmed }));
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<NewsletterLinkPage action="confirm" />, { path: `/newsletter/confirm?token=${TOKEN}` });

    expect(await screen.findByText(NEWSLETTER_TEXTS.confirmed)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/newsletter/confirm');
    expect(JSON.parse(String(init?.body))).toEqual({ token: TOKEN });
  });

  it("shows the server's message for an expired unsubscribe link", async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json({ message: 'This link has expired.' }, { status: 400 })));
    renderWithRouter(<NewsletterLinkPage action="unsubscribe" />, { path: `/newsletter/unsubscribe?token=${TOKEN}` });
    expect((await screen.findByRole('alert')).textContent).toBe('This link has expired.');
  });

  it('says the link is not valid when it has no token, without a call', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<NewsletterLinkPage action="confirm" />, { path: '/newsletter/confirm' });
    expect(screen.getByRole('alert').textContent).toBe('This link is not valid. Please subscribe again.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
