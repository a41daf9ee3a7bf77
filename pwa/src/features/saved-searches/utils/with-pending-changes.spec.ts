import { describe, expect, it } from 'vitest';
import { outboxItemFactory } from '@/lib/sync/outbox.factory';
import { savedSearchFactory } from '../test/saved-search.factory';
import { withPendingChanges } from './with-pending-changes';

const list = [savedSearchFactory({ id: 1, name: 'Impellers' }), savedSearchFactory({ id: 2, name: 'Winches', query: 'q=winch' })];

describe('withPendingChanges', () => {
  it('is the server list when nothing waits', () => {
    expect(withPendingChanges(list, []).map((row) => [row.key, row.name, row.change])).toEqual([
      ['search-1', 'Impellers', undefined],
      ['search-2', 'Winches', undefined],
    ]);
  });

  it('puts a waiting creation on top, without an id, marked pending', () => {
    const item = outboxItemFactory({ type: 'create-saved-search', search: { name: 'Props', query: 'q=propeller', frequency: 'daily' } });
    const [first] = withPendingChanges(list, [item]);
    expect(first).toEqual({
      key: item.id,
      id: null,
      name: 'Props',
      query: 'q=propeller',
      frequency: 'daily',
      paused: false,
      change: { itemId: item.id, status: 'pending', message: undefined },
    });
  });

  it('applies waiting changes in order and hides waiting deletions', () => {
    const rows = withPendingChanges(list, [
      outboxItemFactory({ type: 'update-saved-search', searchId: 1, changes: { frequency: 'daily' } }),
      outboxItemFactory({ type: 'update-saved-search', searchId: 1, changes: { paused: true, frequency: 'off' } }),
      outboxItemFactory({ type: 'delete-saved-search', searchId: 2 }),
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: 1, frequency: 'off', paused: true, change: { status: 'pending' } });
  });

  it("shows a refused change with the server's message and the server's values", () => {
    const item = outboxItemFactory(
      { type: 'update-saved-search', searchId: 1, changes: { name: 'x' } },
      { status: 'rejected', lastError: 'The name can be at most 100 characters' },
    );
    const deletion = outboxItemFactory({ type: 'delete-saved-search', searchId: 2 }, { status: 'rejected', lastError: 'No' });
    const rows = withPendingChanges(list, [item, deletion]);
    expect(rows[0]).toMatchObject({ name: 'Impellers', change: { status: 'rejected', message: 'The name can be at most 100 characters' } });
    expect(rows[1]).toMatchObject({ id: 2, change: { status: 'rejected', message: 'No' } });
  });

  it("shows what was sent after the list was fetched with the server's answer, and nothing once the list is newer", () => {
    const created = savedSearchFactory({ id: 3, name: 'Props' });
    const items = [
      outboxItemFactory(
        { type: 'create-saved-search', search: { name: 'Props', query: created.query, frequency: 'instant' } },
        { status: 'done', doneAt: 2_000, result: created },
      ),
      outboxItemFactory(
        { type: 'update-saved-search', searchId: 1, changes: { paused: true } },
        { status: 'done', doneAt: 2_000, result: { ...list[0], paused: true } },
      ),
    ];
    expect(withPendingChanges(list, items, 1_000).map((row) => [row.id, row.paused, row.change])).toEqual([
      [3, false, undefined],
      [1, true, undefined],
      [2, false, undefined],
    ]);
    expect(withPendingChanges(list, items, 3_000).map((row) => [row.id, row.paused])).toEqual([
      [1, false],
      [2, false],
    ]);
  });
});
