import { describe, expect, it, vi } from 'vitest';
import { pageRead, withPageReads } from './page-reads';

describe('pageRead: one read per key within a page', () => {
  it("answers the page's second read of a key with the first one's result, across awaits", async () => {
    const read = vi.fn(async () => ({ id: 7, title: 'Impeller kit' }));
    const [head, body] = await withPageReads(async () => {
      const first = await pageRead('part:7', read);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [first, await pageRead('part:7', read)];
    });
    expect(read).toHaveBeenCalledTimes(1);
    expect(body).toBe(head);
  });

  it('reads each key, and each page, on its own', async () => {
    const read = vi.fn(async () => 'answer');
    await withPageReads(async () => {
      await pageRead('part:7', read);
      await pageRead('part:8', read);
    });
    await withPageReads(() => pageRead('part:7', read));
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('shares nothing outside a page: every API request reads', async () => {
    const read = vi.fn(async () => 'answer');
    await pageRead('part:7', read);
    await pageRead('part:7', read);
    expect(read).toHaveBeenCalledTimes(2);
  });

  it('a read that failed fails again for the same page, without reading twice', async () => {
    const read = vi.fn(async () => {
      throw new Error('not found');
    });
    await withPageReads(async () => {
      await expect(pageRead('part:9', read)).rejects.toThrow('not found');
      await expect(pageRead('part:9', read)).rejects.toThrow('not found');
    });
    expect(read).toHaveBeenCalledTimes(1);
  });
});
