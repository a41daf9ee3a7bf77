import { MODERATION_MESSAGES } from '@dockside/shared/moderation';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { adminUserFactory, apiCalls } from '../test/admin.factory';
import { renderPanel } from '../test/render-panel';
import { UsersPanel, type AdminViewer } from './users-panel';

afterEach(() => {
  act(() => toaster.remove());
  vi.unstubAllGlobals();
});

const member = adminUserFactory({ id: 11, username: 'deck_hand', fullName: 'Dana Deck', email: 'dana@example.com' });
const moderator = adminUserFactory({ id: 12, username: 'other_mod', role: 'moderator' });
const admin = adminUserFactory({ id: 13, username: 'chief', role: 'admin' });
const self = adminUserFactory({ id: 3, username: 'harbour_mod', role: 'moderator' });

function renderUsers(viewer: AdminViewer) {
  return renderPanel(<UsersPanel viewer={viewer} />, {
    'GET /api/admin/users': (request) =>
      Response.json(new URL(request.url).searchParams.get('q') === 'dana' ? [member] : [member, moderator, admin, self]),
    'POST /api/admin/users/11/suspension': async (request) =>
      Response.json({
        ...member,
        suspendedAt: '2026-11-25T10:00:00.000Z',
        suspensionReason: ((await request.json()) as { reason: string }).reason,
      }),
    'DELETE /api/admin/users/11/suspension': () => Response.json(member),
    'PUT /api/admin/users/11/role': async (request) => Response.json({ ...member, ...((await request.json()) as object) }),
  });
}

const row = (username: string) => within(screen.getByRole('heading', { name: new RegExp(`^${username}`) }).closest('li')!);

describe('UsersPanel', () => {
  it('a moderator gets no role select; admins are read-only, managed from the command line', async () => {
    renderUsers({ id: 3, role: 'moderator' });
    await screen.findByText('dana@example.com');
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(row('chief').getByText(MODERATION_MESSAGES.adminsFromCommandLine)).toBeTruthy();
    expect(row('chief').queryByRole('button')).toBeNull();
    // Only an admin suspends a moderator; nobody acts on their own account.
    expect(row('other_mod').queryByRole('button', { name: /Suspend/ })).toBeNull();
    expect(row('harbour_mod').queryByRole('button')).toBeNull();
    expect(row('deck_hand').getByRole('button', { name: 'Suspend deck_hand' })).toBeTruthy();
  });

  it('an admin gets the role select for members, experts and moderators, not for admins', async () => {
    const fetchMock = renderUsers({ id: 99, role: 'admin' });
    await screen.findByText('dana@example.com');
    expect(screen.getAllByRole('combobox')).toHaveLength(3);
    for (const username of ['deck_hand', 'other_mod', 'harbour_mod'])
      expect(screen.getByRole('combobox', { name: `Role of ${username}` })).toBeTruthy();
    expect(row('chief').queryByRole('combobox')).toBeNull();
    expect(row('chief').getByText(MODERATION_MESSAGES.adminsFromCommandLine)).toBeTruthy();

    fireEvent.change(screen.getByRole('combobox', { name: 'Role of deck_hand' }), { target: { value: 'expert' } });
    expect(await screen.findByText('deck_hand is now expert')).toBeTruthy();
    expect(apiCalls(fetchMock).at(-1)).toEqual({ call: 'PUT /api/admin/users/11/role', body: { role: 'expert' } });
    expect((screen.getByRole('combobox', { name: 'Role of deck_hand' }) as HTMLSelectElement).value).toBe('expert');
  });

  it('Suspend needs a reason, then shows the user suspended; Lift suspension undoes it', async () => {
    const fetchMock = renderUsers({ id: 3, role: 'moderator' });
    fireEvent.click(await screen.findByRole('button', { name: 'Suspend deck_hand' }));
    const dialog = await screen.findByRole('dialog', { name: 'Suspend deck_hand' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await within(dialog).findByText(MODERATION_MESSAGES.suspensionReason)).toBeTruthy();
    expect(apiCalls(fetchMock).filter(({ call }) => !call.startsWith('GET'))).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText(/^Reason/), { target: { value: 'Scam listings' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('deck_hand is suspended')).toBeTruthy();
    expect(apiCalls(fetchMock).at(-1)).toEqual({ call: 'POST /api/admin/users/11/suspension', body: { reason: 'Scam listings' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(row('deck_hand').getByText('Scam listings')).toBeTruthy();

    fireEvent.click(row('deck_hand').getByRole('button', { name: 'Lift suspension deck_hand' }));
    expect(await screen.findByText('deck_hand can sign in again')).toBeTruthy();
    expect(apiCalls(fetchMock).at(-1)?.call).toBe('DELETE /api/admin/users/11/suspension');
    expect(row('deck_hand').getByRole('button', { name: 'Suspend deck_hand' })).toBeTruthy();
  });

  it('searches by q', async () => {
    const fetchMock = renderUsers({ id: 3, role: 'moderator' });
    await screen.findByText('chief');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search users' }), { target: { value: ' dana ' } });
    fireEvent.submit(screen.getByRole('search'));
    // The old list may go before the searched one shows (a loading state between): wait for each.
    await waitFor(() => expect(screen.queryByText('chief')).toBeNull());
    expect(await screen.findByText('dana@example.com')).toBeTruthy();
    expect(apiCalls(fetchMock).at(-1)?.call).toBe('GET /api/admin/users?limit=50&q=dana');
  });
});
