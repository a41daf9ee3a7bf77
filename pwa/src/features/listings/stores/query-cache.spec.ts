import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearQueryCache, invalidateQueries, useQuery } from './query-cache';

afterEach(() => clearQueryCache());

describe('useQuery (in-memory cache with spec §9 freshness)', () => {
  it('fetches once and serves a second reader from the cache while fresh', async () => {
    const fetcher = vi.fn(async () => ['a']);
    const first = renderHook(() => useQuery('/api/x', fetcher, 60_000));
    await waitFor(() => expect(first.result.current.data).toEqual(['a']));
    const second = renderHook(() => useQuery('/api/x', fetcher, 60_000));
    expect(second.result.current.data).toEqual(['a']);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('refetches data older than its freshness when a screen mounts', async () => {
    const fetcher = vi.fn(async () => 1);
    const first = renderHook(() => useQuery('/api/y', fetcher, 60_000));
    await waitFor(() => expect(first.result.current.status).toBe('success'));
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 61_000);
    renderHook(() => useQuery('/api/y', fetcher, 60_000));
    await waitFor(() => expect(fetcher).toHaveBeenCalledTimes(2));
  });

  it('refetches after an invalidation, keeping the old data on screen meanwhile', async () => {
    let value = 'old';
    const fetcher = vi.fn(async () => value);
    const { result } = renderHook(() => useQuery('/api/boat-parts/3', fetcher, 60_000));
    await waitFor(() => expect(result.current.data).toBe('old'));
    value = 'new';
    act(() => invalidateQueries('/api/boat-parts'));
    expect(result.current.data).toBe('old');
    await waitFor(() => expect(result.current.data).toBe('new'));
  });

  it('reports an error without retrying, and fetches nothing for a null key', async () => {
    const failing = vi.fn(async () => {
      throw new Error('404: {}');
    });
    const { result } = renderHook(() => useQuery('/api/z', failing, 60_000));
    await waitFor(() => expect(result.current.status).toBe('error'));
    expect(failing).toHaveBeenCalledTimes(1);

    const idle = vi.fn(async () => 1);
    const nothing = renderHook(() => useQuery(null, idle, 60_000));
    expect(nothing.result.current.data).toBeUndefined();
    expect(idle).not.toHaveBeenCalled();
  });
});
