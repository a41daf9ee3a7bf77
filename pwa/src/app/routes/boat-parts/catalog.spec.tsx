import type { CurrentUser } from '@dockside/shared/accounts';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '@/features/accounts/stores/session.store';
import { renderWithRouter } from '@/test/render-with-router';
import { stubApi } from '@/test/stub-api';
import CatalogRoute from './catalog';

const user = { id: 7, username: 'sailor_sam', fullName: 'Sam Okafor' } as CurrentUser;

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(stubApi({ 'GET /api/boat-parts': () => Response.json([]) })));
});

afterEach(() => {
  act(() => useSessionStore.setState({ user: null }));
  vi.unstubAllGlobals();
});

describe('Catalog › Save Search', () => {
  it('is not shown to visitors', async () => {
    renderWithRouter(<CatalogRoute />, { path: '/boat-parts?q=impeller' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Browse Boat Parts' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Search' })).toBeNull();
  });

  it('is shown when signed in, enabled once there is a search or a filter', async () => {
    useSessionStore.setState({ user });
    const { unmount } = renderWithRouter(<CatalogRoute />, { path: '/boat-parts?sort=newest' });
    expect((await screen.findByRole('button', { name: 'Save Search' })).hasAttribute('disabled')).toBe(true);
    unmount();
    renderWithRouter(<CatalogRoute />, { path: '/boat-parts?q=impeller&category=Engine+Parts' });
    expect((await screen.findByRole('button', { name: 'Save Search' })).hasAttribute('disabled')).toBe(false);
  });
});
