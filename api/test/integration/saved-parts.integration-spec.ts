import { beforeAll, describe, expect, it } from 'vitest';
import { jpegFactory, listingFactory, uploadImage } from '../utils/factories';
import { TestClient } from '../utils/http-client';
import { query } from '../utils/test-database';
import { useTestApi } from '../utils/test-api';
import { registeredClient } from '../utils/registered-client';
import { expectSignInRequired } from '../utils/expect-signed-out';

type SavedPart = Record<string, unknown> & { id: number; savedAt: string; contactEmail: string | null };

const { api, db } = useTestApi();
let jpeg: Buffer;
const client = () => new TestClient(api.url);

const signedIn = () => registeredClient(api.url);

/** A seller with `count` listings; returns the seller and the listing ids (oldest first). */
async function listings(count: number) {
  const seller = await signedIn();
  const ids: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const url = (await uploadImage(seller.client, jpeg)).body.url!;
    const res = await seller.client.post<{ id: number }>('/api/boat-parts', listingFactory([url]));
    expect(res.status).toBe(201);
    ids.push(res.body.id);
  }
  return { seller, ids };
}

beforeAll(async () => {
  jpeg = await jpegFactory();
});

describe('GET /api/saved-parts, PUT and DELETE /api/saved-parts/{partId} — require sign-in', () => {
  it('answer 401 when signed out', async () => {
    const c = client();
    for (const res of [
      await c.get('/api/saved-parts'),
      await c.request('PUT', '/api/saved-parts/1'),
      await c.request('DELETE', '/api/saved-parts/1'),
    ]) {
      expectSignInRequired(res);
    }
  });

  it('saves idempotently and lists the saved parts newest save first, without contact details', async () => {
    const { ids } = await listings(3);
    const { client: c, user } = await signedIn();
    expect((await c.get('/api/saved-parts')).body).toEqual([]);
    for (const id of [ids[1], ids[0], ids[2], ids[0]]) {
      const res = await c.request('PUT', `/api/saved-parts/${id}`);
      expect(res.status).toBe(204);
    }
    const rows = await query(db.url, 'select part_id from saved_parts where user_id = $1', [user.id]);
    expect(rows).toHaveLength(3);
    const res = await c.get<SavedPart[]>('/api/saved-parts');
    expect(res.status).toBe(200);
    expect(res.body.map((p) => p.id)).toEqual([ids[2], ids[0], ids[1]]);
    expect(res.body.every((p) => typeof p.savedAt === 'string' && p.contactEmail === null)).toBe(true);
  });

  it('keeps each user’s saved parts to themselves', async () => {
    const { ids } = await listings(2);
    const alice = await signedIn();
    const bob = await signedIn();
    await alice.client.request('PUT', `/api/saved-parts/${ids[0]}`);
    await bob.client.request('PUT', `/api/saved-parts/${ids[1]}`);
    expect((await alice.client.get<SavedPart[]>('/api/saved-parts')).body.map((p) => p.id)).toEqual([ids[0]]);
    expect((await bob.client.get<SavedPart[]>('/api/saved-parts')).body.map((p) => p.id)).toEqual([ids[1]]);
    // Bob un-saving Alice's part touches nothing of Alice's.
    expect((await bob.client.request('DELETE', `/api/saved-parts/${ids[0]}`)).status).toBe(204);
    expect((await alice.client.get<SavedPart[]>('/api/saved-parts')).body.map((p) => p.id)).toEqual([ids[0]]);
  });

  it('un-saves idempotently', async () => {
    const { ids } = await listings(1);
    const { client: c } = await signedIn();
    await c.request('PUT', `/api/saved-parts/${ids[0]}`);
    expect((await c.request('DELETE', `/api/saved-parts/${ids[0]}`)).status).toBe(204);
    expect((await c.request('DELETE', `/api/saved-parts/${ids[0]}`)).status).toBe(204);
    expect((await c.get('/api/saved-parts')).body).toEqual([]);
  });

  it('answers 404 for a part that does not exist or was deleted', async () => {
    const { seller, ids } = await listings(1);
    const { client: c } = await signedIn();
    for (const id of ['999999', 'abc']) {
      const res = await c.request('PUT', `/api/saved-parts/${id}`);
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('PART_NOT_FOUND');
    }
    await seller.client.request('DELETE', `/api/boat-parts/${ids[0]}`);
    expect((await c.request('PUT', `/api/saved-parts/${ids[0]}`)).status).toBe(404);
  });

  it('a deleted listing disappears from the saved list', async () => {
    const { seller, ids } = await listings(2);
    const { client: c } = await signedIn();
    await c.request('PUT', `/api/saved-parts/${ids[0]}`);
    await c.request('PUT', `/api/saved-parts/${ids[1]}`);
    expect((await seller.client.request('DELETE', `/api/boat-parts/${ids[0]}`)).status).toBe(200);
    expect((await c.get<SavedPart[]>('/api/saved-parts')).body.map((p) => p.id)).toEqual([ids[1]]);
  });
});
