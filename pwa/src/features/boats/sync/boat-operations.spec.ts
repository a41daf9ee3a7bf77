import { describe, expect, it } from 'vitest';
import { boatFactory } from '../test/boat.factory';
import { BOAT_OPERATIONS as operations } from './boat-operations';

const noResults = () => undefined;
const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...boat } = boatFactory();

describe("My Boat's outbox requests", () => {
  it('create-boat → POST /api/boats with the boat', async () => {
    expect(await operations['create-boat'].request({ type: 'create-boat', boat }, noResults)).toEqual({
      method: 'POST',
      path: '/api/boats',
      body: boat,
    });
  });

  it('update-boat → PUT /api/boats/{id} with the whole boat, no If-Match (the last write wins)', async () => {
    expect(await operations['update-boat'].request({ type: 'update-boat', boatId: 4, boat }, noResults)).toEqual({
      method: 'PUT',
      path: '/api/boats/4',
      body: boat,
    });
    expect(operations['update-boat'].goneIsDone).toBe(true);
  });

  it('delete-boat → DELETE /api/boats/{id}; already gone is done', async () => {
    expect(await operations['delete-boat'].request({ type: 'delete-boat', boatId: 4 }, noResults)).toEqual({
      method: 'DELETE',
      path: '/api/boats/4',
    });
    expect(operations['delete-boat'].goneIsDone).toBe(true);
  });
});
