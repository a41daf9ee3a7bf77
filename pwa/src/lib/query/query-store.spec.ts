import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '../db/database';
import { fetchQuery, invalidateQueries } from './query-store';
import { useQuery } from './use-query';

/** A fetcher whose answers the test releases one by one: the server's state at the moment it answered. */
function controlledFetcher() {
  const waiting: Array<(value: string) => void> = [];
  let calls = 0;
  return {
    fetcher: () =>
      new Promise<string>((resolve) => {
        calls += 1;
        waiting.push(resolve);
      }),
    answer: async (value: string) => {
      await waitFor(() => expect(waiting.length).toBeGreaterThan(0));
      waiting.shift()!(value);
    },
    calls: () => calls,
  };
}

const KEY = '/api/boat-parts/user#user-1';

describe('an invalidation while an answer is on its way', () => {
  it('fetches again and stores the newer answer, not the one that predates the change', async () => {
    const server = controlledFetcher();
    const fetching = fetchQuery(KEY, server.fetcher);
    await invalidateQueries('/api/boat-parts'); // e.g. 'Relist' reached the server meanwhile
    await server.answer('sold');
    await server.answer('for sale');
    expect(await fetching).toBe('for sale');
    expect(server.calls()).toBe(2);
    const row = await db.queries.get(KEY);
    expect(row).toMatchObject({ data: 'for sale', invalidated: false });
  });

  it('leaves keys it does not match alone', async () => {
    const server = controlledFetcher();
    const fetching = fetchQuery(KEY, server.fetcher);
    await invalidateQueries('/api/news');
    await server.answer('sold');
    expect(await fetching).toBe('sold');
    expect(server.calls()).toBe(1);
  });
});

describe('useQuery after a change', () => {
  it('shows the new state however the invalidations fall around its fetches', async () => {
    const server = controlledFetcher();
    const { result } = renderHook(() => useQuery(KEY, server.fetcher, 60_000));
    await server.answer('for sale');
    await waitFor(() => expect(result.current.data).toBe('for sale'));

    // Marked as sold: two invalidations (the outbox and the screen), the second while the refetch is out.
    await invalidateQueries('/api/boat-parts');
    await waitFor(() => expect(server.calls()).toBe(2));
    await invalidateQueries('/api/boat-parts');
    await server.answer('sold');
    await server.answer('sold');
    await waitFor(() => expect(result.current.data).toBe('sold'));

    // Relisted later: the screen must fetch again, whatever state the earlier invalidations left.
    await invalidateQueries('/api/boat-parts');
    await server.answer('for sale');
    await waitFor(() => expect(result.current.data).toBe('for sale'));
    await waitFor(() => expect(result.current.fetching).toBe(false));
  });
});
