import type { SavedSearch } from '@dockside/shared/alerts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { db } from '@/lib/db/database';
import { clearPrivateData } from '@/lib/db/private-data';
import { renderWithRouter } from '@/test/render-with-router';
import { stubApi } from '@/test/stub-api';
import { outboxItemFactory } from '@/lib/sync/outbox.factory';
import { savedSearchFactory } from '../test/saved-search.factory';
import { SavedSearchesPanel } from './saved-searches-panel';

afterEach(() => {
  act(() => toaster.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A fake /api/saved-searches over `searches`, recording the writes it was sent. */
function stubSavedSearches(searches: SavedSearch[]) {
  const writes: string[] = [];
  const byId = (request: Request) => searches.find((search) => request.url.endsWith(`/${search.id}`));
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubApi({
        'GET /api/saved-searches': () => Response.json(searches),
        ...Object.fromEntries(
          searches.flatMap((search) => [
            [
              `PATCH /api/saved-searches/${search.id}`,
              async (request: Request) => {
                const changes = (await request.json()) as Partial<SavedSearch>;
                writes.push(`PATCH ${search.id} ${JSON.stringify(changes)}`);
                Object.assign(byId(request) ?? {}, changes);
                return Response.json(byId(request));
              },
            ],
            [
              `DELETE /api/saved-searches/${search.id}`,
              () => {
                writes.push(`DELETE ${search.id}`);
                searches.splice(searches.indexOf(search), 1);
                return new Response(null, { status: 204 });
              },
            ],
          ]),
        ),
      }),
    ),
  );
  return writes;
}

function renderPanel() {
  renderWithRouter(
    <>
      <SavedSearchesPanel userId={7} />
      <Toaster />
    </>,
    { path: '/account?tab=saved' },
  );
}

/** A new search saved offline, waiting in the outbox. */
const queuedProps = () =>
  outboxItemFactory({ type: 'create-saved-search', search: { name: 'Props', query: 'q=propeller', frequency: 'instant' } });

const impellers = () =>
  savedSearchFactory({ id: 1, name: 'F115 impeller', query: 'q=impeller&category=Engine+Parts&minPrice=20&maxPrice=200' });

describe('SavedSearchesPanel', () => {
  it('says so when there are no saved searches', async () => {
    stubSavedSearches([]);
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Search Boat Parts' }).getAttribute('href')).toBe('/boat-parts');
  });

  it('lists each search with its summary, a link to its results and its alerts, and keeps the list for offline use', async () => {
    stubSavedSearches([impellers(), savedSearchFactory({ id: 2, name: 'Winches', query: 'q=winch', frequency: 'off', paused: true })]);
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Saved Searches' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first).getByRole('heading', { name: 'F115 impeller' })).toBeTruthy();
    expect(within(first).getByText('impeller · Engine Parts · $20–$200')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Show results for F115 impeller' }).getAttribute('href')).toBe(
      '/boat-parts?q=impeller&category=Engine+Parts&minPrice=20&maxPrice=200',
    );
    expect((within(first).getByLabelText('Alerts for F115 impeller') as HTMLSelectElement).value).toBe('instant');
    expect(within(first).getByRole('button', { name: 'Pause F115 impeller' })).toBeTruthy();
    expect(within(second).getByText('Paused')).toBeTruthy();
    expect(within(second).getByRole('button', { name: 'Resume Winches' })).toBeTruthy();
    // Private to the user: the saved list leaves the device at sign-out.
    expect((await db.queries.get('/api/saved-searches#user-7'))?.userId).toBe(7);
    await clearPrivateData(7, { keepUnsentWork: false });
    expect(await db.queries.get('/api/saved-searches#user-7')).toBeUndefined();
  });

  it('changes the frequency, pauses, renames and deletes through the outbox', async () => {
    const writes = stubSavedSearches([impellers()]);
    renderPanel();
    const row = await screen.findByTestId('saved-search');

    fireEvent.change(within(row).getByLabelText('Alerts for F115 impeller'), { target: { value: 'daily' } });
    await waitFor(() => expect(writes).toEqual(['PATCH 1 {"frequency":"daily"}']));

    fireEvent.click(within(row).getByRole('button', { name: 'Pause F115 impeller' }));
    expect(await within(row).findByRole('button', { name: 'Resume F115 impeller' })).toBeTruthy();
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]).toBe('PATCH 1 {"paused":true}');

    fireEvent.click(within(row).getByRole('button', { name: 'Rename F115 impeller' }));
    const rename = await screen.findByRole('dialog', { name: 'Rename saved search' });
    fireEvent.change(within(rename).getByLabelText(/^Name/), { target: { value: 'Yamaha impeller' } });
    fireEvent.click(within(rename).getByRole('button', { name: 'Save Name' }));
    expect(await screen.findByText('Search renamed')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Yamaha impeller' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Delete Yamaha impeller' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete saved search' });
    expect(within(confirm).getByText('Delete the saved search "Yamaha impeller"? This cannot be undone.')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Saved search deleted')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'No saved searches yet' })).toBeTruthy();
    expect(writes.slice(2)).toEqual(['PATCH 1 {"name":"Yamaha impeller"}', 'DELETE 1']);
  });

  it('offline, shows changes and new searches as pending until they are sent', async () => {
    stubSavedSearches([impellers()]);
    renderPanel();
    const row = await screen.findByTestId('saved-search');
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await db.outbox.add(queuedProps());

    fireEvent.click(within(row).getByRole('button', { name: 'Pause F115 impeller' }));
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Resume F115 impeller' })).toBeTruthy();
    expect(within(row).getByText('Change pending — will be sent when you are back online')).toBeTruthy();

    const pending = screen.getAllByTestId('saved-search')[0];
    expect(within(pending).getByRole('heading', { name: 'Props' })).toBeTruthy();
    expect(within(pending).getByText('Pending — will be saved when you are back online')).toBeTruthy();
    expect(within(pending).queryByRole('button', { name: /Rename/ })).toBeNull();
  });

  it('first opened offline: shows the searches waiting to be sent and says the list comes back online', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await db.outbox.add(queuedProps());
    renderPanel();
    expect(await screen.findByRole('heading', { name: 'Your saved searches will show here when you are back online.' })).toBeTruthy();
    const pending = await screen.findByTestId('saved-search');
    expect(within(pending).getByRole('heading', { name: 'Props' })).toBeTruthy();
    expect(within(pending).getByText('Pending — will be saved when you are back online')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows a refused change with the server's message, and Discard drops it", async () => {
    stubSavedSearches([impellers()]);
    await db.outbox.add(
      outboxItemFactory(
        { type: 'create-saved-search', search: { name: 'Everything', query: '', frequency: 'instant' } },
        { status: 'rejected', lastError: 'Search for something or choose a filter before saving the search', attempts: 1 },
      ),
    );
    renderPanel();
    const refused = (await screen.findAllByTestId('saved-search'))[0];
    expect(within(refused).getByRole('alert').textContent).toBe('Search for something or choose a filter before saving the search');
    fireEvent.click(within(refused).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(screen.getAllByTestId('saved-search')).toHaveLength(1));
    expect(await db.outbox.count()).toBe(0);
  });
});
