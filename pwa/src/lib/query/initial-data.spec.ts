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

describe('takeInitialData (the first HTML’s data, issue #15)', () => {
  it('hands the answer to the first read of its path, once, and removes the block from the page', async () => {
    const { takeInitialData } = await withBlock(JSON.stringify({ path: '/api/boat-parts/42', data: { id: 42, title: 'Pump' } }));
    expect(takeInitialData('/api/boat-parts/7')).toBeUndefined();
    expect(document.getElementById('dockside-initial-data')).toBeNull();
    expect(takeInitialData('/api/boat-parts/42')).toEqual({ data: { id: 42, title: 'Pump' } });
    expect(takeInitialData('/api/boat-parts/42')).toBeUndefined();
  });

  it('gives nothing for a page without a block or with a damaged one', async () => {
    expect((await withBlock(null)).takeInitialData('/api/boat-parts/42')).toBeUndefined();
    expect((await withBlock('{"path": "/api/boat-parts/42", "da')).takeInitialData('/api/boat-parts/42')).toBeUndefined();
    expect((await withBlock('{"path": 42, "data": {}}')).takeInitialData('/api/boat-parts/42')).toBeUndefined();
  });
});
