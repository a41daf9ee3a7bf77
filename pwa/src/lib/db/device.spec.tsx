import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { db, type NewsRow } from './database';
import { deviceDatabase, loadedDatabase, useDeviceQuery } from './device';

const news = (id: number, title: string): NewsRow => ({
  id,
  title,
  description: '',
  link: `https://example.org/${id}`,
  pubDate: '2026-11-28T08:00:00.000Z',
  source: 'Marina Weekly',
  category: 'Industry',
});

describe('the device database loaded on use', () => {
  it("knows the database is in however it was loaded: a static import (the sync engine's, this test's) counts", async () => {
    // Inside a transaction nothing but Dexie may be awaited: code there relies on loadedDatabase().
    expect(loadedDatabase()).toBe(db);
    expect(await deviceDatabase()).toBe(db);
  });

  it('useDeviceQuery answers once the database has, and again when a table it read changes', async () => {
    await db.news.put(news(1, 'Harbour dues frozen'));
    const { result } = renderHook(() => useDeviceQuery((database) => database.news.toArray(), []));
    await waitFor(() => expect(result.current?.map((item) => item.title)).toEqual(['Harbour dues frozen']));
    await act(() => db.news.put(news(2, 'New pontoons at Hamble')));
    await waitFor(() => expect(result.current).toHaveLength(2));
  });

  it('after its deps change, keeps the previous answer until the new one arrives', async () => {
    await db.news.bulkPut([news(1, 'Harbour dues frozen'), news(2, 'New pontoons at Hamble')]);
    const { result, rerender } = renderHook(({ id }) => useDeviceQuery(async (database) => (await database.news.get(id))?.title, [id]), {
      initialProps: { id: 1 },
    });
    await waitFor(() => expect(result.current).toBe('Harbour dues frozen'));
    rerender({ id: 2 });
    expect(result.current).toBe('Harbour dues frozen');
    await waitFor(() => expect(result.current).toBe('New pontoons at Hamble'));
  });

  it("a failed read reaches the screen's error boundary", async () => {
    class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
      override state = { failed: false };
      static getDerivedStateFromError = () => ({ failed: true });
      override render = () => (this.state.failed ? <p>Read failed</p> : this.props.children);
    }
    function Reader() {
      useDeviceQuery(() => Promise.reject(new Error('broken index')), []);
      return <p>Reading</p>;
    }
    const consoleError = console.error;
    console.error = () => undefined; // React reports the caught error; the boundary is what is tested.
    try {
      render(
        <Boundary>
          <Reader />
        </Boundary>,
      );
      expect(await screen.findByText('Read failed')).toBeTruthy();
    } finally {
      console.error = consoleError;
    }
  });
});
