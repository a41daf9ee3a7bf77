import type { CurrentUser } from '@dockside/shared/accounts';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { setSessionUser, useSessionStore } from '../stores/session.store';
import UserMenu from './user-menu';

const grace = { id: 9, username: 'marina_supplies', fullName: 'Grace Whitfield', email: 'grace@marinasupplies.example' } as CurrentUser;

function renderMenu(user: CurrentUser = grace) {
  setSessionUser(user);
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <UserMenu user={user} />
            <Toaster />
          </>
        ),
      },
    ],
    { initialEntries: ['/account'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function openMenu() {
  fireEvent.click(screen.getByRole('button', { name: 'Account menu for marina_supplies' }));
  return screen.findByRole('menu');
}

/** Log out is the last entry: End highlights it and Enter chooses it, as a keyboard user would. */
async function chooseLogout() {
  const menu = screen.getByRole('menu');
  fireEvent.keyDown(menu, { key: 'End' });
  await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Log out' }).hasAttribute('data-highlighted')).toBe(true));
  fireEvent.keyDown(menu, { key: 'Enter' });
}

afterEach(() => {
  act(() => toaster.remove());
  localStorage.clear();
});

describe('UserMenu', () => {
  it('shows the username and e-mail, and links each entry to its dashboard tab', async () => {
    renderMenu();
    const menu = await openMenu();
    expect(menu.textContent).toContain('marina_supplies');
    expect(menu.textContent).toContain('grace@marinasupplies.example');
    const links = screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/account'],
      ['My Listings', '/account?tab=listings'],
      ['Saved Parts', '/account?tab=saved'],
      ['Account Settings', '/account?tab=settings'],
      ['Log out', null],
    ]);
  });

  it('offers Admin to moderators and admins only', async () => {
    renderMenu({ ...grace, role: 'member' });
    await openMenu();
    expect(screen.queryByRole('menuitem', { name: 'Admin' })).toBeNull();
    cleanup();

    for (const role of ['moderator', 'admin'] as const) {
      renderMenu({ ...grace, role });
      await openMenu();
      expect(screen.getByRole('menuitem', { name: 'Admin' }).getAttribute('href')).toBe('/admin');
      cleanup();
    }
  });

  it('logs out: POST /api/logout, the Logged out toast, home, and the session is gone', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json({ message: 'Logged out successfully' }));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderMenu();
    await openMenu();
    await chooseLogout();

    expect(await screen.findByText('Logged out')).toBeTruthy();
    expect(screen.getByText('You have been logged out of your account.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/api/logout', expect.objectContaining({ method: 'POST', credentials: 'include' }));
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().user).toBeNull();
    expect(localStorage.getItem('currentUser')).toBeNull();
  });

  it('says why when logging out fails, and keeps the user signed in', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => Response.json({ message: 'Service unavailable', code: 'X' }, { status: 503 })),
    );
    const router = renderMenu();
    await openMenu();
    await chooseLogout();

    expect(await screen.findByText('Logout failed')).toBeTruthy();
    expect(screen.getByText('Service unavailable')).toBeTruthy();
    await waitFor(() => expect(router.state.location.pathname).toBe('/account'));
    expect(useSessionStore.getState().user).toEqual(grace);
  });
});
