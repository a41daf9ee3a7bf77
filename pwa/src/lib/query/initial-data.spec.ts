import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (it reads the page once) over a page carrying `text` as its data block. */
async function withBlock(text: string | null) {
  document.getElementById('dockside-initial-data')?.remove();
  if (text !== null) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'dockside-initial-data';
    element.textContent = text;
    document.head.append(element);
  }
  vi.resetModules();
  return import('./initial-data');
}

afterEach(() => document.getElementById('dockside-initial-data')?.remove());

describe('takeInitialData (the first HTML’s data)', () => {
  it('hands the answer to the first read of its path, once, and removes the block from the page', async () => {
    const { takeInitialData } = await withBlock(
      JSON.stringify([
        { path: '/api/boat-parts/42', data: { id: 42, title: 'Pump' } },
        { path: '/api/boat-parts?limit=24', data: { items: [], next: null }, headers: { 'X-Sync-Token': 't1', 'X-Sync-Seen': 's1' } },
      ]),
    );
    const { onListAnswer } = await import('../api-client');
    const listAnswers: Array<[string, string | null, string | null]> = [];
    onListAnswer((path, headers) => listAnswers.push([path, headers.get('x-sync-token'), headers.get('x-sync-seen')]));
    expect(takeInitialData('/api/boat-parts/7')).toBeUndefined();
    expect(document.getElementById('dockside-initial-data')).toBeNull();
    expect(await takeInitialData('/api/boat-parts/42')?.()).toEqual({ id: 42, title: 'Pump' });
    expect(takeInitialData('/api/boat-parts/42')).toBeUndefined();
    expect(listAnswers).toEqual([]);
    // Each answer of the page goes to its own query; a list answer's delta-pull headers go on as a fetched one's.
    expect(await takeInitialData('/api/boat-parts?limit=24')?.()).toEqual({ items: [], next: null });
    expect(listAnswers).toEqual([['/api/boat-parts?limit=24', 't1', 's1']]);
  });

  it('gives nothing for a page without a block or with a damaged one', async () => {
    expect((await withBlock(null)).takeInitialData('/api/boat-parts/42')).toBeUndefined();
    expect((await withBlock('{"path": "/api/boat-parts/42", "da')).takeInitialData('/api/boat-parts/42')).toBeUndefined();
    expect((await withBlock('[{"path": 42, "data": {}}]')).takeInitialData('/api/boat-parts/42')).toBeUndefined();
  });
});

describe('useQuery with the first HTML’s data', () => {
  it('shows it on the very first render, never asks the API for it (nor shows it as fetching), and stores it on the device', async () => {
    const part = { id: 42, title: 'Raw water pump' };
    await withBlock(JSON.stringify([{ path: '/api/boat-parts/42', data: part }]));
    const { useQuery } = await import('./use-query');
    const { db } = await import('../db/database');
    const { renderHook, waitFor } = await import('@testing-library/react');
    const fetcher = vi.fn(async () => ({ id: 42, title: 'from the API' }));
    const renders: Array<{ status: string; data: unknown; fetching: boolean }> = [];
    renderHook(() => {
      const result = useQuery('/api/boat-parts/42', fetcher, 60_000);
      renders.push({ status: result.status, data: result.data, fetching: result.fetching });
      return result;
    });
    expect(renders[0]).toEqual({ status: 'success', data: part, fetching: false });
    await waitFor(async () => expect((await db.queries.get('/api/boat-parts/42'))?.data).toEqual(part));
    // From the first render on, the screen never went back to 'loading' while the database caught up, and
    // never said it was busy (the results' aria-busy) for an answer it already had.
    for (const render of renders) expect(render).toEqual({ status: 'success', data: part, fetching: false });
    expect(fetcher).not.toHaveBeenCalled();
  });
});
