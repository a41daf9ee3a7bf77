import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { ApiError } from '@/lib/api-client';
import { currentUserFactory } from '@/test/current-user.factory';
import { renderWithRouter } from '@/test/render-with-router';
import { AlertEmailsSwitch } from './alert-emails-switch';

afterEach(() => {
  act(() => toaster.remove());
});

function renderSwitch(overrides: Parameters<typeof currentUserFactory>[0], save: (value: boolean) => Promise<void>) {
  return renderWithRouter(
    <>
      <AlertEmailsSwitch user={currentUserFactory(overrides)} save={save} />
      <Toaster />
    </>,
    { path: '/account?tab=saved' },
  );
}

describe('AlertEmailsSwitch', () => {
  it("shows the user's choice and saves a change, confirmed in a toast", async () => {
    const save = vi.fn(async () => {});
    renderSwitch({ alertEmails: true }, save);
    const toggle = screen.getByRole('switch', { name: 'E-mail me alerts' }) as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    expect(
      screen.getByText('New matches of your saved searches and price drops of your saved parts, sent to sam@example.com.'),
    ).toBeTruthy();

    fireEvent.click(toggle);
    expect(save).toHaveBeenCalledWith(false);
    expect(await screen.findByText('Alert e-mails off')).toBeTruthy();
  });

  it("a refused change shows the server's message and the switch goes back", async () => {
    const save = vi.fn(async () => {
      throw new ApiError(400, 'Bad Request', JSON.stringify({ message: 'alertEmails must be a boolean', code: 'VALIDATION_ERROR' }));
    });
    renderSwitch({ alertEmails: false }, save);
    const toggle = screen.getByRole('switch', { name: 'E-mail me alerts' }) as HTMLInputElement;
    fireEvent.click(toggle);
    expect(await screen.findByText('alertEmails must be a boolean')).toBeTruthy();
    await waitFor(() => expect(toggle.checked).toBe(false));
  });

  it('an unverified address: says alert e-mails go only to a verified address, with the way to verify', () => {
    renderSwitch(
      { emailVerified: false },
      vi.fn(async () => {}),
    );
    const note = screen.getByTestId('alert-emails-unverified');
    expect(note.textContent).toBe(
      'Alert e-mails go only to a verified address. Verify your e-mail address in Account Settings to receive them.',
    );
    expect(screen.getByRole('link', { name: 'Verify your e-mail address in Account Settings' }).getAttribute('href')).toBe(
      '/account?tab=settings',
    );
  });

  it('a verified address: no such note', () => {
    renderSwitch(
      { emailVerified: true },
      vi.fn(async () => {}),
    );
    expect(screen.queryByTestId('alert-emails-unverified')).toBeNull();
  });
});
