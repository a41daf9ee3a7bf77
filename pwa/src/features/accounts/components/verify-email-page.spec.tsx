import { EMAIL_VERIFICATION_MESSAGES as M } from '@dockside/shared/accounts';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { VerifyEmailPage } from './verify-email-page';

const TOKEN = 'abcdefghijklmnopqrstuvwxyz012345';

afterEach(() => vi.unstubAllGlobals());

describe('VerifyEmailPage (/verify-email?token=…)', () => {
  it("posts the link's token once, shows the answer, then asks who is signed in (so the account follows)", async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) =>
      String(input) === '/api/user/verify-email'
        ? Response.json({ emailVerified: true, message: M.verified })
        : Response.json({ message: 'You need to be logged in', code: 'UNAUTHENTICATED' }, { status: 401 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<VerifyEmailPage />, { path: `/verify-email?token=${TOKEN}` });

    expect((await screen.findByRole('status')).textContent).toBe(M.verified);
    const posts = fetchMock.mock.calls.filter(([url]) => String(url) === '/api/user/verify-email');
    expect(posts).toHaveLength(1);
    expect(JSON.parse(String(posts[0]?.[1]?.body))).toEqual({ token: TOKEN });
    await waitFor(() => expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/user')).toBe(true));
    expect(screen.getByRole('link', { name: 'Back to Homepage' })).toBeTruthy();
  });

  it("shows the server's message for an expired link", async () => {
    vi.stubGlobal(
      'fetch',
      vi
        .fn<typeof fetch>()
        .mockResolvedValue(Response.json({ message: M.expiredLink, code: 'VERIFICATION_LINK_EXPIRED' }, { status: 400 })),
    );
    renderWithRouter(<VerifyEmailPage />, { path: `/verify-email?token=${TOKEN}` });
    expect((await screen.findByRole('alert')).textContent).toBe(M.expiredLink);
  });

  it('says the link is not valid when it has no token, without a call', () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderWithRouter(<VerifyEmailPage />, { path: '/verify-email' });
    expect(screen.getByRole('alert').textContent).toBe(M.invalidLink);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
