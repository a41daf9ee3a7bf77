import { describe, expect, it } from 'vitest';
import { SAVED_SEARCH_OPERATIONS as operations } from './saved-search-operations';

const noResults = () => undefined;

describe("the saved searches' outbox requests", () => {
  it('create-saved-search → POST /api/saved-searches with the name, query and frequency', async () => {
    const search = { name: 'Impellers', query: 'q=impeller&category=Engine+Parts', frequency: 'daily' } as const;
    expect(await operations['create-saved-search'].request({ type: 'create-saved-search', search }, noResults)).toEqual({
      method: 'POST',
      path: '/api/saved-searches',
      body: search,
    });
  });

  it('update-saved-search → PATCH /api/saved-searches/{id} with only the changes', async () => {
    expect(
      await operations['update-saved-search'].request({ type: 'update-saved-search', searchId: 12, changes: { paused: true } }, noResults),
    ).toEqual({
      method: 'PATCH',
      path: '/api/saved-searches/12',
      body: { paused: true },
    });
  });

  it('delete-saved-search → DELETE /api/saved-searches/{id} without a body', async () => {
    expect(await operations['delete-saved-search'].request({ type: 'delete-saved-search', searchId: 12 }, noResults)).toEqual({
      method: 'DELETE',
      path: '/api/saved-searches/12',
    });
  });
});
