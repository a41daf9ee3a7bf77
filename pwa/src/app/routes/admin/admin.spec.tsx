import type { CurrentUser } from '@dockside/shared/accounts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearSession, setSessionUser } from '@/features/accounts/stores/session.store';
import { queueItemFactory } from '@/features/admin/test/admin.factory';
import { renderWithRouter } from '@/test/render-with-router';
import { stubApi } from '@/test/stub-api';
import AdminRoute from './admin';

const user = (role: CurrentUser['role']) =>
  ({ id: 3, username: 'harbour_mod', fullName: 'Harbour Mod', email: 'mod@example.com', role }) as CurrentUser;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderAdmin(path = '/admin') {
  const fetchMock = vi.fn(
    stubApi({
      'GET /api/user': () => Response.json({ message: 'Authentication required' }, { status: 401 }),
      'GET /api/admin/moderation': () => Response.json([queueItemFactory({ title: 'Held propeller' })]),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  renderWithRouter([{ path: '/admin', element: <AdminRoute /> }], { path });
  return fetchMock;
}

const adminRequests = (fetchMock: ReturnType<typeof renderAdmin>) =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.startsWith('/api/admin'));

describe('/admin', () => {
  it.each([
    ['a member', () => setSessionUser(user('member'))],
    ['an expert', () => setSessionUser(user('expert'))],
    ['a signed-out visitor (the session answered 401)', () => clearSession()],
  ])('%s sees the not-found page, and nothing is asked of the admin API', async (_who, signIn) => {
    signIn();
    const fetchMock = renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeTruthy();
    expect(adminRequests(fetchMock)).toEqual([]);
  });

  it('a moderator sees the tabs and the moderation queue', async () => {
    setSessionUser(user('moderator'));
    const fetchMock = renderAdmin();
    expect(await screen.findByRole('heading', { level: 1, name: 'Moderation' })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Moderation queue', 'Reports', 'Users', 'Audit log']);
    expect(await screen.findByRole('link', { name: 'Held propeller' })).toBeTruthy();
    expect(adminRequests(fetchMock)).toEqual(['/api/admin/moderation?limit=200']);
  });

  it('offline: says the admin area needs a connection and asks nothing', async () => {
    setSessionUser(user('admin'));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fetchMock = renderAdmin('/admin?tab=users');
    expect(await screen.findByRole('heading', { name: 'You are offline' })).toBeTruthy();
    expect(adminRequests(fetchMock)).toEqual([]);
    vi.restoreAllMocks();
  });
});
