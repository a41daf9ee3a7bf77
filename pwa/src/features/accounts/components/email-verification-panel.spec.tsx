import type { CurrentUser } from '@dockside/shared/accounts';
import { EMAIL_VERIFICATION_MESSAGES as M } from '@dockside/shared/accounts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { currentUserFactory } from '@/test/current-user.factory';
import { useSessionStore } from '../stores/session.store';
import { EmailVerificationPanel } from './email-verification-panel';

afterEach(() => {
  act(() => toaster.remove());
  vi.unstubAllGlobals();
});

const user = (overrides: Partial<CurrentUser> = {}): CurrentUser => currentUserFactory({ emailVerified: false, ...overrides });

const renderPanel = (u: CurrentUser) =>
  render(
    <>
      <EmailVerificationPanel user={u} />
      <Toaster />
    </>,
  );

describe('EmailVerificationPanel (Account Settings)', () => {
  it('a verified address: says so, no resend button', () => {
    renderPanel(user({ emailVerified: true }));
    expect(screen.getByText('Your e-mail address sam@example.com is verified.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend verification e-mail' })).toBeNull();
  });

  it("an unverified address: 'Resend verification e-mail' posts once and shows the server's answer", async () => {
    const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(Response.json({ emailVerified: false, message: M.sent }));
    vi.stubGlobal('fetch', fetchMock);
    renderPanel(user());
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText(M.sent)).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledOnce();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/user/verify-email/resend');
    expect(fetchMock.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('over the limit: the server message (429) in an error toast', async () => {
    const message = 'Too many attempts. Please wait a moment and try again.';
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json({ message, code: 'RATE_LIMITED' }, { status: 429 })));
    renderPanel(user());
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText(message)).toBeTruthy();
    expect(screen.getByText('Verification e-mail not sent')).toBeTruthy();
  });

  it('verified meanwhile (another device): the stored user follows', async () => {
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockResolvedValue(Response.json({ emailVerified: true, message: M.alreadyVerified })));
    renderPanel(user());
    fireEvent.click(screen.getByRole('button', { name: 'Resend verification e-mail' }));
    expect(await screen.findByText(M.alreadyVerified)).toBeTruthy();
    expect(useSessionStore.getState().user?.emailVerified).toBe(true);
  });
});
