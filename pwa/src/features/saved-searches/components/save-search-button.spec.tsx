import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '@/components/ui/toast-region';
import { Toaster } from '@/components/ui/toaster';
import { db } from '@/lib/db/database';
import { stubApi } from '@/test/stub-api';
import { savedSearchFactory } from '../test/saved-search.factory';
import { SaveSearchButton } from './save-search-button';

afterEach(() => {
  act(() => toaster.remove());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A fake POST /api/saved-searches that records the bodies it was sent. */
function stubCreate(answer: (body: Record<string, unknown>) => Response) {
  const bodies: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubApi({
        'POST /api/saved-searches': async (request) => {
          const body = (await request.json()) as Record<string, unknown>;
          bodies.push(body);
          return answer(body);
        },
      }),
    ),
  );
  return bodies;
}

async function openDialog(catalogQuery: string) {
  render(
    <>
      <SaveSearchButton userId={7} catalogQuery={catalogQuery} />
      <Toaster />
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Save Search' }));
  return screen.findByRole('dialog', { name: 'Save this search' });
}

describe('SaveSearchButton and the Save Search dialog', () => {
  it('is disabled, with a hint, until the catalogue has a search or a filter', () => {
    render(<SaveSearchButton userId={7} catalogQuery="sort=newest" />);
    const button = screen.getByRole('button', { name: 'Save Search' });
    expect(button).toHaveProperty('disabled', true);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Search for something or choose a filter to save the search.')).toBeTruthy();
  });

  it("prefills the name, defaults alerts to Instant, saves the catalogue's query and says 'Search saved'", async () => {
    const bodies = stubCreate((body) => Response.json(savedSearchFactory({ id: 4, ...body }), { status: 201 }));
    const dialog = await openDialog('q=impeller&category=Engine+Parts&sort=price-asc');
    expect(within(dialog).getByText(/^impeller · Engine Parts\./)).toBeTruthy();
    expect((within(dialog).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('impeller');
    const alerts = within(dialog).getByRole('radiogroup', { name: 'Alerts' });
    expect(
      within(alerts)
        .getAllByRole('radio')
        .map((radio) => [radio.parentElement?.textContent, (radio as HTMLInputElement).checked]),
    ).toEqual([
      ['Instant', true],
      ['Daily digest', false],
      ['Off', false],
    ]);

    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: 'F115 impeller' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Daily digest' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Search' }));
    expect(await screen.findByText('Search saved')).toBeTruthy();
    expect(bodies).toEqual([{ name: 'F115 impeller', query: 'q=impeller&category=Engine+Parts', frequency: 'daily' }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('starts from the search on screen each time it opens', async () => {
    stubCreate(() => Response.json({}, { status: 201 }));
    const { rerender } = render(<SaveSearchButton userId={7} catalogQuery="q=impeller" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Search' }));
    const first = await screen.findByRole('dialog', { name: 'Save this search' });
    fireEvent.change(within(first).getByLabelText(/^Name/), { target: { value: 'Typed, then cancelled' } });
    fireEvent.click(within(first).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    rerender(<SaveSearchButton userId={7} catalogQuery="category=Hardware" />);
    fireEvent.click(screen.getByRole('button', { name: 'Save Search' }));
    const second = await screen.findByRole('dialog', { name: 'Save this search' });
    expect((within(second).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Hardware');
  });

  it('asks for a name before sending anything', async () => {
    const bodies = stubCreate(() => Response.json({}, { status: 201 }));
    const dialog = await openDialog('category=Hardware');
    fireEvent.change(within(dialog).getByLabelText(/^Name/), { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Search' }));
    expect(await within(dialog).findByText('Please give the search a name')).toBeTruthy();
    expect(bodies).toHaveLength(0);
  });

  it("shows the server's refusal (50 saved already) and keeps the dialog open", async () => {
    stubCreate(() =>
      Response.json(
        { message: 'You can keep at most 50 saved searches. Delete one to save another.', code: 'TOO_MANY_SAVED_SEARCHES' },
        { status: 409 },
      ),
    );
    const dialog = await openDialog('category=Hardware');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Search' }));
    expect(await screen.findByText('You can keep at most 50 saved searches. Delete one to save another.')).toBeTruthy();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect((await db.outbox.toArray()).filter((item) => item.status !== 'done')).toEqual([]);
  });

  it('offline, keeps the search on the device and says it will be sent', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const dialog = await openDialog('q=winch');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Search' }));
    expect(await screen.findByText('Saved on this device')).toBeTruthy();
    expect(screen.getByText('It will be sent as soon as you are back online.')).toBeTruthy();
    const [queued] = await db.outbox.toArray();
    expect(queued).toMatchObject({
      status: 'pending',
      op: { type: 'create-saved-search', search: { name: 'winch', query: 'q=winch', frequency: 'instant' } },
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
