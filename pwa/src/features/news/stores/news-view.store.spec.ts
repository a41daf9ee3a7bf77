import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setNewsView, useNewsView } from './news-view.store';

describe('news view store', () => {
  afterEach(() => localStorage.clear());

  it('starts on grid and remembers list in localStorage', () => {
    const { result } = renderHook(() => useNewsView());
    expect(result.current).toBe('grid');
    act(() => setNewsView('list'));
    expect(result.current).toBe('list');
    expect(localStorage.getItem('dockside:news-view')).toBe('list');
    expect(renderHook(() => useNewsView()).result.current).toBe('list');
  });
});
