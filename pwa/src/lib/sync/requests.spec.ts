import { describe, expect, it } from 'vitest';
import { outboxItemFactory as itemOf } from './outbox.factory';
import { requestFor } from './requests';

const noResults = () => undefined;

describe('requestFor: saved searches', () => {
  it('create-saved-search → POST /api/saved-searches with the name, query and frequency', async () => {
    const search = { name: 'Impellers', query: 'q=impeller&category=Engine+Parts', frequency: 'daily' } as const;
    expect(await requestFor(itemOf({ type: 'create-saved-search', search }), noResults)).toEqual({
      method: 'POST',
      path: '/api/saved-searches',
      body: search,
    });
  });

  it('update-saved-search → PATCH /api/saved-searches/{id} with only the changes', async () => {
    expect(await requestFor(itemOf({ type: 'update-saved-search', searchId: 12, changes: { paused: true } }), noResults)).toEqual({
      method: 'PATCH',
      path: '/api/saved-searches/12',
      body: { paused: true },
    });
  });

  it('delete-saved-search → DELETE /api/saved-searches/{id} without a body', async () => {
    expect(await requestFor(itemOf({ type: 'delete-saved-search', searchId: 12 }), noResults)).toEqual({
      method: 'DELETE',
      path: '/api/saved-searches/12',
    });
  });
});
