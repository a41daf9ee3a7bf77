import type { CurrentUser } from '@dockside/shared/accounts';
import { act, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithRouter } from '@/test/render-with-router';
import { clearSession, useSessionStore } from '../stores/session.store';
import { RequireAuth } from './require-auth';

const routes = [
  { element: <RequireAuth />, children: [{ path: '/account', element: <h1>Dashboard</h1> }] },
  { path: '/auth', element: <h1>Sign In</h1> },
  { path: '/', element: <h1>Home</h1> },
];

const sam = { id: 7, username: 'sailor_sam', fullName: 'Sam Okafor' } as CurrentUser;

beforeEach(() => {
  // The first check never answers unless a test says so.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(() => new Promise<Response>(() => {})),
  );
});

describe('RequireAuth', () => {
  it('renders the screen for a stored user while the session is revalidated', () => {
    useSessionStore.setState({ user: sam, status: 'loading' });
    renderWithRouter(routes, { path: '/account' });
    expect(screen.getByRole('heading', { name: 'Dashboard' })).toBeTruthy();
  });

  it('shows a spinner while loading with no stored user', () => {
    useSessionStore.setState({ user: null, status: 'loading' });
    renderWithRouter(routes, { path: '/account' });
    expect(screen.getByRole('status').textContent).toMatch(/Loading/);
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('redirects to /auth once the check found nobody', async () => {
    useSessionStore.setState({ user: null, status: 'ready' });
    const { router } = renderWithRouter(routes, { path: '/account' });
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('redirects when the first check answers 401', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response('', { status: 401 })),
    );
    useSessionStore.setState({ user: null, status: 'idle' });
    const { router } = renderWithRouter(routes, { path: '/account' });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('lets a sign-out take the user home instead of sending them to /auth', async () => {
    useSessionStore.setState({ user: sam, status: 'ready', handoff: false });
    const { router } = renderWithRouter(routes, { path: '/account' });
    await act(async () => {
      clearSession({ handoff: true });
      await router.navigate('/');
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
    expect(useSessionStore.getState().handoff).toBe(false);
  });
});
