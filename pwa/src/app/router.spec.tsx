import { CURRENT_USER_STORAGE_KEY } from '@dockside/shared/accounts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from './route-error-boundary';
import { routes } from './router';

function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const storedUser = { id: 7, username: 'sailor_sam', fullName: 'Sam Okafor', email: 'sam@example.com' };

beforeEach(() => {
  document.title = '';
  // Signed out by default: GET /api/user answers 401.
  vi.stubGlobal(
    'fetch',
    vi.fn<typeof fetch>(async () => new Response('{"message":"You need to be logged in"}', { status: 401 })),
  );
});

afterEach(() => localStorage.clear());

describe('router', () => {
  it('shows the not-found page for an unknown path, with a link home', async () => {
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Homepage' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe('Page Not Found | Dockside'));
  });

  it.each([
    ['/', 'New & Used Boat Parts'],
    ['/boat-parts', 'Browse Boat Parts'],
    ['/boat-parts/create', 'List Your Marine Part'],
    ['/boat-parts/12', 'Part Not Found'],
    ['/blog', 'Dockside Blog'],
    ['/blog/all', 'All Articles'],
    ['/blog/3', 'How to Read the Identification Plate on Your Motor'],
    ['/about-yachtrow', 'Expert Yacht Advice'],
    ['/expert-chat', 'Expert Yacht Advice'],
    ['/auth', 'Sign In'],
    ['/sell-boat-parts/register', 'Sell Your Parts'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/privacy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/terms', 'Terms of Service'],
    ['/sell', 'Sell Your Boat Parts'],
    ['/buy', 'Buy a Boat'],
    ['/advertise', 'Advertise with Dockside'],
    ['/members', 'Members Directory'],
    ['/news', 'Yacht & Boat News'],
    ['/expert-questions', 'Ask an Expert'],
    ['/expert-questions/5', 'Expert Question'],
    ['/expert-questions/ask', 'Ask a Question'],
    ['/expert-questions/guest-ask', 'Ask a Question'],
    ['/ask-expert', 'Ask a Question'],
    ['/support', 'Customer Support'],
    ['/newsletter/confirm', 'Confirm your subscription'],
    ['/newsletter/unsubscribe', 'Unsubscribe from the newsletter'],
    ['/alerts/unsubscribe', 'Unsubscribe from alert e-mails'],
  ])('%s renders its screen inside the layout', async (path, heading) => {
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.queryByText('404 Page Not Found')).toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it.each([
    ['/boat-parts/edit/12', 'Edit Your Marine Part'],
    ['/chat?room=part-4-1-2&part=4', 'Marine Chat'],
    ['/account', 'Welcome, Sam Okafor'],
  ])('%s (login required) renders its screen for a stored user', async (path, heading) => {
    localStorage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(storedUser));
    const { useSessionStore, readStoredUser } = await import('@/features/accounts/stores/session.store');
    useSessionStore.setState({ user: readStoredUser(), status: 'idle' });
    // The session answers the stored user; lists (chat rooms, the inbox) answer empty.
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) => Response.json(String(input).includes('/api/user') ? storedUser : [])),
    );
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
  });

  it.each(['/account', '/chat', '/boat-parts/edit/12'])('%s sends a signed-out visitor to /auth', async (path) => {
    const { useSessionStore } = await import('@/features/accounts/stores/session.store');
    useSessionStore.setState({ user: null, status: 'idle' });
    const router = renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/auth');
  });

  it('sets the document title per screen', async () => {
    renderApp('/boat-parts');
    await screen.findByRole('heading', { level: 1, name: 'Browse Boat Parts' });
    await waitFor(() => expect(document.title).toBe('Browse Boat Parts | Dockside'));
  });

  it('offers a skip link to the main content', async () => {
    renderApp('/members');
    await screen.findByRole('heading', { level: 1, name: 'Members Directory' });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    const target = document.querySelector(skip.getAttribute('href') ?? '');
    expect(target?.tagName).toBe('MAIN');
  });

  it('moves focus to the main content after navigating', async () => {
    const router = renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'New & Used Boat Parts' });
    await router.navigate('/news');
    await screen.findByRole('heading', { level: 1, name: 'Yacht & Boat News' });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('main')));
  });
});

describe('RouteErrorBoundary', () => {
  it('shows a friendly message with a reload button when a screen throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    const Broken = () => {
      throw new Error('boom');
    };
    const router = createMemoryRouter([{ path: '/', Component: Broken, errorElement: <RouteErrorBoundary /> }]);
    render(<RouterProvider router={router} />);

    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Reload page' }));
    expect(reload).toHaveBeenCalledOnce();
  });
});
