import type { CurrentUser } from '@dockside/shared/accounts';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { LoginForm } from './login-form';

function renderLogin() {
  const router = createMemoryRouter(
    [
      {
        path: '/auth',
        element: (
          <>
            <LoginForm />
            <Toaster />
          </>
        ),
      },
      { path: '/account', element: <h1>Account</h1> },
    ],
    { initialEntries: ['/auth'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const fill = (username: string, password: string) => {
  fireEvent.change(screen.getByLabelText(/^Username or email/), { target: { value: username } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: password } });
};

afterEach(() => {
  act(() => toaster.remove());
  localStorage.clear();
});

describe('LoginForm', () => {
  it('shows the spec messages for empty fields without calling the server', async () => {
    const fetchMock = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', fetchMock);
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Username is required')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the banner and the Login failed toast for wrong credentials', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () =>
        Response.json({ message: 'Invalid username or password', code: 'INVALID_CREDENTIALS' }, { status: 401 }),
      ),
    );
    renderLogin();
    fill('marina_supplies', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid username or password. Please try again.');
    expect(await screen.findByText('Login failed')).toBeTruthy();
    expect(screen.getByText('Invalid username or password')).toBeTruthy();
  });

  it('sends only username and password, welcomes the user and moves to /account after 500 ms', async () => {
    const grace = { id: 9, username: 'marina_supplies', fullName: 'Grace Whitfield' } as CurrentUser;
    const fetchMock = vi.fn<typeof fetch>(async () => Response.json(grace));
    vi.stubGlobal('fetch', fetchMock);
    const router = renderLogin();
    fill('marina_supplies', 'Harbour#2024');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));

    expect(await screen.findByText('Welcome back!')).toBeTruthy();
    expect(screen.getByText('Logged in successfully as Grace Whitfield')).toBeTruthy();
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ username: 'marina_supplies', password: 'Harbour#2024' });
    expect(router.state.location.pathname).toBe('/auth');
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/account');
  });
});
