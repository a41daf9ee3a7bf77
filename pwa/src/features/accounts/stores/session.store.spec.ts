import { CURRENT_USER_STORAGE_KEY, type CurrentUser } from '@dockside/shared/accounts';
import { NO_SESSION_META } from '@dockside/shared/common';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const sam = { id: 7, username: 'sailor_sam', fullName: 'Sam Okafor', email: 'sam@example.com' } as CurrentUser;
const grace = { id: 9, username: 'marina_supplies', fullName: 'Grace Whitfield', email: 'grace@example.com' } as CurrentUser;

/** A fresh store module, seeded from whatever storage holds now (as at app start). */
async function loadStore() {
  vi.resetModules();
  return import('./session.store');
}

function stubFetch(...responses: Array<Response | Promise<Response> | Error>) {
  const fetchMock = vi.fn<typeof fetch>();
  for (const response of responses) {
    if (response instanceof Error) fetchMock.mockRejectedValueOnce(response);
    else fetchMock.mockImplementationOnce(() => Promise.resolve(response));
  }
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const stored = () => localStorage.getItem(CURRENT_USER_STORAGE_KEY);

beforeEach(() => localStorage.clear());
afterEach(() => localStorage.clear());

describe('session store', () => {
  it('uses the storage key of the shared accounts constants', async () => {
    expect((await loadStore()).CURRENT_USER_STORAGE_KEY).toBe(CURRENT_USER_STORAGE_KEY);
  });

  it('reads the session hint by the name the server writes', async () => {
    expect((await loadStore()).NO_SESSION_META).toBe(NO_SESSION_META);
  });

  it('starts from the user stored in the browser (spec §3), before asking the server', async () => {
    localStorage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(sam));
    const { useSessionStore } = await loadStore();
    expect(useSessionStore.getState()).toMatchObject({ user: sam, status: 'idle' });
  });

  it('treats a missing or corrupt entry as signed out', async () => {
    expect((await loadStore()).useSessionStore.getState().user).toBeNull();
    localStorage.setItem(CURRENT_USER_STORAGE_KEY, '{not json');
    expect((await loadStore()).useSessionStore.getState().user).toBeNull();
    localStorage.setItem(CURRENT_USER_STORAGE_KEY, '{"name":"no id"}');
    expect((await loadStore()).useSessionStore.getState().user).toBeNull();
  });

  it('GET /api/user answering 401 signs out and clears storage', async () => {
    localStorage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(sam));
    const fetchMock = stubFetch(new Response('{"message":"You need to be logged in"}', { status: 401 }));
    const { useSessionStore, refreshSession } = await loadStore();

    const refreshing = refreshSession();
    // Until the answer arrives the stored user stands (login-required screens render for it).
    expect(useSessionStore.getState()).toMatchObject({ user: sam, status: 'loading' });
    await refreshing;

    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.objectContaining({ credentials: 'include' }));
    expect(useSessionStore.getState()).toMatchObject({ user: null, status: 'ready' });
    expect(stored()).toBeNull();
  });

  it('a page the server sent without a session cookie signs out at once, without asking (no 401 in the console)', async () => {
    localStorage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(sam));
    const hint = document.createElement('meta');
    hint.name = NO_SESSION_META;
    hint.content = 'none';
    document.head.append(hint);
    const fetchMock = stubFetch(new Response(JSON.stringify(grace), { status: 200 }));
    const { useSessionStore, refreshSession } = await loadStore();

    await refreshSession();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSessionStore.getState()).toMatchObject({ user: null, status: 'ready' });
    expect(stored()).toBeNull();
    // Read once: a later check (e.g. after the e-mail is verified) asks the server as usual.
    await refreshSession();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().user).toEqual(grace);
  });

  it('is loading while the first check runs without a stored user, then holds and stores the server user', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(new Promise<Response>((resolve) => (answer = resolve)));
    const { useSessionStore, ensureSessionLoaded } = await loadStore();

    ensureSessionLoaded();
    expect(useSessionStore.getState().status).toBe('loading');
    answer(Response.json(grace));
    await vi.waitFor(() => expect(useSessionStore.getState().status).toBe('ready'));

    expect(useSessionStore.getState().user).toEqual(grace);
    expect(JSON.parse(stored() ?? 'null')).toEqual(grace);
  });

  it('keeps the stored user when the server cannot be reached (offline)', async () => {
    localStorage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(sam));
    stubFetch(new TypeError('Failed to fetch'));
    const { useSessionStore, refreshSession } = await loadStore();
    await refreshSession();
    expect(useSessionStore.getState()).toMatchObject({ user: sam, status: 'ready' });
    expect(stored()).not.toBeNull();
  });

  it('drops an answer that was sent before a sign-in on this page', async () => {
    let answer: (response: Response) => void = () => {};
    stubFetch(new Promise<Response>((resolve) => (answer = resolve)));
    const { useSessionStore, refreshSession, setSessionUser } = await loadStore();

    const refreshing = refreshSession();
    setSessionUser(grace);
    answer(new Response('', { status: 401 }));
    await refreshing;

    expect(useSessionStore.getState().user).toEqual(grace);
    expect(JSON.parse(stored() ?? 'null')).toEqual(grace);
  });

  it('writes the user on sign-in and profile update, and forgets it on sign-out', async () => {
    const { useSessionStore, setSessionUser, clearSession } = await loadStore();
    setSessionUser(sam);
    expect(JSON.parse(stored() ?? 'null')).toEqual(sam);
    setSessionUser({ ...sam, fullName: 'Samuel Okafor' });
    expect(useSessionStore.getState().user?.fullName).toBe('Samuel Okafor');
    expect(JSON.parse(stored() ?? 'null').fullName).toBe('Samuel Okafor');
    clearSession();
    expect(useSessionStore.getState().user).toBeNull();
    expect(stored()).toBeNull();
  });

  it('asks the server only once however often it is told to start', async () => {
    const fetchMock = stubFetch(Response.json(sam));
    const { ensureSessionLoaded, useSessionStore } = await loadStore();
    ensureSessionLoaded();
    ensureSessionLoaded();
    await vi.waitFor(() => expect(useSessionStore.getState().status).toBe('ready'));
    ensureSessionLoaded();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asked again while a check is out, asks the server once more after it (the first answer may predate a change)', async () => {
    let first: (response: Response) => void = () => undefined;
    const fetchMock = stubFetch(new Promise<Response>((resolve) => (first = resolve)), Response.json({ ...sam, emailVerified: true }));
    const { useSessionStore, refreshSession } = await loadStore();
    void refreshSession(); // at start
    const afterVerifying = refreshSession(); // the e-mail was just verified
    first(Response.json({ ...sam, emailVerified: false }));
    await afterVerifying;
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(useSessionStore.getState().user).toMatchObject({ emailVerified: true });
  });

  it('follows a sign-out in another tab', async () => {
    localStorage.setItem(CURRENT_USER_STORAGE_KEY, JSON.stringify(sam));
    stubFetch(Response.json(sam));
    const { ensureSessionLoaded, useSessionStore } = await loadStore();
    ensureSessionLoaded();
    await vi.waitFor(() => expect(useSessionStore.getState().status).toBe('ready'));

    window.dispatchEvent(new StorageEvent('storage', { key: CURRENT_USER_STORAGE_KEY, oldValue: JSON.stringify(sam), newValue: null }));
    expect(useSessionStore.getState().user).toBeNull();
  });
});
