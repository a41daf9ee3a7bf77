import type { ExpertQuestion } from '@dockside/shared/community';
import type { NewsItem } from '@dockside/shared/news';
import type { BoatPart, SavedPart } from '@dockside/shared/listings';
import { describe, expect, it, vi } from 'vitest';
import { boatPartFactory } from '@/features/listings/test/boat-part.factory';
import { FakeCacheStorage } from '@/test/fake-cache-storage';
import { db } from '@/lib/db/database';
import { clearPrivateData } from '@/lib/db/private-data';
import { toPartRow } from '@/lib/db/part-row';
import { pullCollections } from '@/lib/sync/pull-collections';
import { type BoundedCursorRow, noteListResponse, pullChanges, pullCollection } from '@/lib/sync/pull';

/** The collections the app registers (register-pulls.ts, as test/setup.ts does), pulled (docs/architecture.md §6.4). */

const USER = 7;
const collection = (name: string) => pullCollections().find((c) => c.name === name)!;

interface Answer {
  status?: number;
  body?: unknown;
  token?: string;
  next?: string;
}

/** A fake API answering each path (query included) from `answers`, recording what was asked. */
function fakeFetch(answers: Record<string, Answer>) {
  const asked: string[] = [];
  const impl = (async (input: RequestInfo | URL) => {
    const path = String(input);
    asked.push(path);
    const answer = answers[path];
    if (!answer) return new Response('not here', { status: 404 });
    const headers = new Headers({ 'content-type': 'application/json' });
    if (answer.token) headers.set('X-Sync-Token', answer.token);
    if (answer.next) headers.set('Link', `<${answer.next}>; rel="next"`);
    return new Response(JSON.stringify(answer.body ?? []), { status: answer.status ?? 200, headers });
  }) as typeof fetch;
  return { impl, asked };
}

const listHeaders = (token: string, seen?: string) => new Headers({ 'X-Sync-Token': token, ...(seen ? { 'X-Sync-Seen': seen } : {}) });

describe('cursors start from list answers', () => {
  it('the first list answer of a collection starts its cursor; later ones only move the catalogue bound', async () => {
    await noteListResponse('/api/boat-parts?limit=24', listHeaders('t1', 's1'), null);
    await noteListResponse('/api/boat-parts/featured', listHeaders('t2', 's2'), USER);
    expect(await db.syncCursors.get('catalog:public')).toMatchObject<Partial<BoundedCursorRow>>({ token: 't1', seenUpTo: 's2' });

    await noteListResponse('/api/saved-parts', listHeaders('saved-1'), USER);
    await noteListResponse('/api/expert-questions/category/Sailing%20Yachts?limit=20', listHeaders('q1'), USER);
    await noteListResponse('/api/news?category=Racing', listHeaders('n1'), null);
    expect((await db.syncCursors.toArray()).map((row) => [row.key, row.token]).sort()).toEqual([
      ['catalog:public', 't1'],
      ['news:public', 'n1'],
      ['questions:public', 'q1'],
      ['saved-parts:7', 'saved-1'],
    ]);
  });

  it("sign-out takes the user's cursors and leaves the public ones", async () => {
    await noteListResponse('/api/boat-parts', listHeaders('t', 's'), USER);
    await noteListResponse('/api/saved-parts', listHeaders('saved'), USER);
    await noteListResponse('/api/boat-parts/user', listHeaders('own'), USER);
    await clearPrivateData(USER, { keepUnsentWork: true });
    expect((await db.syncCursors.toArray()).map((row) => row.key)).toEqual(['catalog:public']);
  });

  it('ignores delta answers, private lists signed out, and paths of no collection', async () => {
    await noteListResponse('/api/boat-parts?updatedSince=abc', listHeaders('t'), null);
    await noteListResponse('/api/boat-parts/user', listHeaders('t'), null);
    await noteListResponse('/api/boat-parts/42', listHeaders('t'), null);
    expect(await db.syncCursors.count()).toBe(0);
  });
});

describe('catalogue pull', () => {
  it('updates only parts already on the device (keeping seenAt), removes tombstones everywhere, pages through Link', async () => {
    const held = boatPartFactory({ id: 1, title: 'Old title', contactEmail: null });
    const gone = boatPartFactory({ id: 2, contactEmail: null, userId: 99 });
    const other = boatPartFactory({ id: 3, contactEmail: null });
    await db.parts.bulkPut([{ ...toPartRow(held), seenAt: 1234 } as ReturnType<typeof toPartRow>, toPartRow(gone), toPartRow(other)]);
    await db.partDetails.put({ ...gone, contactEmail: 'x@example.com', fetchedAt: 1 });
    await db.partDetails.put({ ...held, contactEmail: 'held@example.com', fetchedAt: 1 });
    await db.queries.bulkPut([
      { key: '/api/boat-parts?limit=24', data: { items: [held, gone, other], next: null }, fetchedAt: 1, invalidated: false },
      { key: '/api/boat-parts/featured', data: [gone], fetchedAt: 1, invalidated: false },
      { key: '/api/boat-parts/2', data: gone, fetchedAt: 1, invalidated: false },
      { key: '/api/boat-parts/1', data: { ...held, contactEmail: 'held@example.com' }, fetchedAt: 1, invalidated: false },
    ]);
    await db.syncCursors.put({ key: 'catalog:public', token: 'T0', pulledAt: 0, seenUpTo: 'S' } as BoundedCursorRow);

    const renamed = { ...held, title: 'New title', contactEmail: null, version: 2 };
    const brandNew = boatPartFactory({ id: 9 });
    const api = fakeFetch({
      '/api/boat-parts?updatedSince=T0&limit=500&seenUpTo=S': {
        body: [renamed, brandNew],
        token: 'T1',
        next: '/api/boat-parts?updatedSince=T1&limit=500&seenUpTo=S',
      },
      '/api/boat-parts?updatedSince=T1&limit=500&seenUpTo=S': { body: [{ id: 2, deleted: true }], token: 'T2' },
    });
    expect(await pullCollection(collection('catalog'), USER, api.impl)).toMatchObject({ pages: 2, changes: 3 });

    expect(await db.parts.get(1)).toMatchObject({ title: 'New title', seenAt: 1234, words: expect.arrayContaining(['new']) });
    expect(await db.parts.get(2)).toBeUndefined();
    expect(await db.parts.get(9)).toBeUndefined();
    expect(await db.partDetails.get(2)).toBeUndefined();
    expect(await db.partDetails.get(1)).toMatchObject({ title: 'New title', contactEmail: 'held@example.com' });
    expect(await db.queries.get('/api/boat-parts/2')).toBeUndefined();
    expect((await db.queries.get('/api/boat-parts/1'))?.data).toMatchObject({ title: 'New title', contactEmail: 'held@example.com' });
    const page = (await db.queries.get('/api/boat-parts?limit=24'))?.data as { items: BoatPart[] };
    expect(page.items.map((p) => [p.id, p.title])).toEqual([
      [1, 'New title'],
      [3, other.title],
    ]);
    expect((await db.queries.get('/api/boat-parts/featured'))?.data).toEqual([]);
    expect(await db.syncCursors.get('catalog:public')).toMatchObject({ token: 'T2', seenUpTo: 'S' });
  });

  it("keeps the signed-in owner's own detail when their listing stops being public", async () => {
    const own = boatPartFactory({ id: 5, userId: USER });
    await db.parts.put(toPartRow(own));
    await db.partDetails.put({ ...own, fetchedAt: 1 });
    await db.syncCursors.put({ key: 'catalog:public', token: 'T0', pulledAt: 0 });
    const api = fakeFetch({ '/api/boat-parts?updatedSince=T0&limit=500': { body: [{ id: 5, deleted: true }], token: 'T1' } });
    await pullCollection(collection('catalog'), USER, api.impl);
    expect(await db.parts.get(5)).toBeUndefined();
    expect(await db.partDetails.get(5)).toBeDefined();
  });

  it('does nothing without a cursor (the device never stored a catalogue answer)', async () => {
    const api = fakeFetch({});
    expect(await pullChanges(null, api.impl)).toEqual([]);
    expect(api.asked).toEqual([]);
  });

  it('a call during a run (a reconnect while the first pull is on its way) pulls once more after it', async () => {
    await noteListResponse('/api/boat-parts?limit=24', listHeaders('T1', 'S'), null);
    const api = fakeFetch({});
    const asked: string[] = [];
    const impl = (async (input: RequestInfo | URL) => {
      asked.push(String(input));
      return api.impl(input);
    }) as typeof fetch;
    const first = pullChanges(null, impl);
    const [again, andAgain] = [pullChanges(null, impl), pullChanges(null, impl)];
    await Promise.all([first, again, andAgain]);
    // The first run, then one more for both calls made during it.
    expect(asked.filter((path) => path.startsWith('/api/boat-parts?updatedSince=T1'))).toHaveLength(2);
  });

  it('on 410 drops catalogue parts and lists but saved parts, and leaves no cursor', async () => {
    const saved = boatPartFactory({ id: 1 });
    const seen = boatPartFactory({ id: 2 });
    await db.parts.bulkPut([toPartRow(saved), toPartRow(seen)]);
    await db.savedParts.put({ ...saved, savedAt: '2026-03-15T00:00:00.000Z', userId: USER });
    await db.queries.put({ key: '/api/boat-parts?limit=24', data: { items: [seen], next: null }, fetchedAt: 1, invalidated: false });
    await db.drafts.put({ id: `create:${USER}`, userId: USER, values: {}, updatedAt: 1 });
    await db.syncCursors.put({ key: 'catalog:public', token: 'OLD', pulledAt: 0 });
    const api = fakeFetch({ '/api/boat-parts?updatedSince=OLD&limit=500': { status: 410, body: { code: 'SYNC_TOKEN_EXPIRED' } } });
    expect(await pullCollection(collection('catalog'), USER, api.impl)).toMatchObject({ expired: true });
    expect((await db.parts.toArray()).map((p) => p.id)).toEqual([1]);
    expect(await db.queries.get('/api/boat-parts?limit=24')).toBeUndefined();
    expect(await db.syncCursors.get('catalog:public')).toBeUndefined();
    expect(await db.drafts.count()).toBe(1);
    expect(await db.savedParts.count()).toBe(1);
  });
});

describe("the user's own collections", () => {
  const savedPart = (id: number, savedAt: string): SavedPart => ({ ...boatPartFactory({ id }), savedAt });

  it('saved parts take the whole delta: a save elsewhere, an un-save, an edit', async () => {
    const a = savedPart(1, '2026-03-10T00:00:00.000Z');
    const b = savedPart(2, '2026-03-11T00:00:00.000Z');
    await db.savedParts.bulkPut([a, b].map((p) => ({ ...p, userId: USER })));
    await db.queries.put({ key: `/api/saved-parts#user-${USER}`, data: [b, a], fetchedAt: 1, invalidated: false, userId: USER });
    await db.syncCursors.put({ key: `saved-parts:${USER}`, token: 'S0', pulledAt: 0 });
    const c = savedPart(3, '2026-03-12T00:00:00.000Z');
    const api = fakeFetch({
      '/api/saved-parts?updatedSince=S0&limit=500': { body: [{ id: 1, deleted: true }, { ...b, price: '99.00' }, c], token: 'S1' },
    });
    await pullCollection(collection('saved-parts'), USER, api.impl);
    expect((await db.savedParts.toArray()).map((p) => [p.id, p.price]).sort()).toEqual([
      [2, '99.00'],
      [3, c.price],
    ]);
    expect(((await db.queries.get(`/api/saved-parts#user-${USER}`))?.data as SavedPart[]).map((p) => p.id)).toEqual([3, 2]);
  });

  it('pins the photos of a part saved on another device, so they open offline here too', async () => {
    const storage = new FakeCacheStorage();
    vi.stubGlobal('caches', storage);
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => new Response(new Blob(['x'], { type: 'image/webp' }), { headers: { 'content-type': 'image/webp' } })),
    );
    try {
      await db.queries.put({ key: `/api/saved-parts#user-${USER}`, data: [], fetchedAt: 1, invalidated: false, userId: USER });
      await db.syncCursors.put({ key: `saved-parts:${USER}`, token: 'S0', pulledAt: 0 });
      const api = fakeFetch({
        '/api/saved-parts?updatedSince=S0&limit=500': { body: [savedPart(5, '2026-03-12T00:00:00.000Z')], token: 'S1' },
      });
      await pullCollection(collection('saved-parts'), USER, api.impl);
      const pinned = [...(await storage.open('dockside-pinned-images')).entries.keys()];
      expect(pinned.some((url) => url.endsWith('/uploads/u7/part-5-1280.webp'))).toBe(true);
      expect(pinned.some((url) => url.endsWith('/uploads/u7/part-5-320.webp'))).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('on 410 keeps the saved parts until the refetch succeeds, then replaces them and restarts the cursor', async () => {
    const a = savedPart(1, '2026-03-10T00:00:00.000Z');
    await db.savedParts.put({ ...a, userId: USER });
    await db.syncCursors.put({ key: `saved-parts:${USER}`, token: 'OLD', pulledAt: 0 });
    const expired = { status: 410, body: { code: 'SYNC_TOKEN_EXPIRED' } };
    const offline = fakeFetch({ '/api/saved-parts?updatedSince=OLD&limit=500': expired });
    await pullCollection(collection('saved-parts'), USER, offline.impl);
    expect(await db.savedParts.count()).toBe(1);
    expect(await db.syncCursors.get(`saved-parts:${USER}`)).toMatchObject({ token: 'OLD' });

    const b = savedPart(2, '2026-03-11T00:00:00.000Z');
    const api = fakeFetch({ '/api/saved-parts?updatedSince=OLD&limit=500': expired, '/api/saved-parts': { body: [b], token: 'NEW' } });
    await pullCollection(collection('saved-parts'), USER, api.impl);
    expect((await db.savedParts.toArray()).map((p) => p.id)).toEqual([2]);
    expect(await db.syncCursors.get(`saved-parts:${USER}`)).toMatchObject({ token: 'NEW' });
    expect((await db.queries.get(`/api/saved-parts#user-${USER}`))?.data).toEqual([b]);
  });

  it('applies nothing of a user whose cursor went at sign-out', async () => {
    const api = fakeFetch({ '/api/boat-parts/user?updatedSince=U0&limit=500': { body: [boatPartFactory({ id: 4 })], token: 'U1' } });
    await db.syncCursors.put({ key: `own-listings:${USER}`, token: 'U0', pulledAt: 0 });
    const original = db.syncCursors.get.bind(db.syncCursors);
    let reads = 0;
    // The first read (before the request) sees the cursor; sign-out removes it before the answer applies.
    db.syncCursors.get = ((key: string) => (reads++ === 0 ? original(key) : Promise.resolve(undefined))) as typeof db.syncCursors.get;
    try {
      await pullCollection(collection('own-listings'), USER, api.impl);
    } finally {
      db.syncCursors.get = original;
    }
    expect(await db.partDetails.count()).toBe(0);
  });
});

describe('questions and news', () => {
  it('questions: changes into the table and lists (keeping the viewer vote mark), tombstones out, opened ones refetched', async () => {
    const q = (id: number, extra: Partial<ExpertQuestion> = {}) =>
      ({ id, title: `Q${id}`, upvotes: 0, viewerHasVoted: false, category: 'Sailing Yachts', ...extra }) as ExpertQuestion;
    await db.questions.bulkPut([q(1, { viewerHasVoted: true }), q(2)]);
    await db.queries.bulkPut([
      { key: '/api/expert-questions?sort=latest', data: { items: [q(1), q(2)], next: null }, fetchedAt: 1, invalidated: false },
      { key: '/api/expert-questions/1', data: { question: q(1), answers: [] }, fetchedAt: 1, invalidated: false },
    ]);
    await db.syncCursors.put({ key: 'questions:public', token: 'Q0', pulledAt: 0 });
    const api = fakeFetch({
      '/api/expert-questions?updatedSince=Q0&limit=500': { body: [q(1, { upvotes: 4 }), { id: 2, deleted: true }], token: 'Q1' },
    });
    await pullCollection(collection('questions'), null, api.impl);
    expect(await db.questions.get(1)).toMatchObject({ upvotes: 4, viewerHasVoted: true });
    expect(await db.questions.get(2)).toBeUndefined();
    expect(
      ((await db.queries.get('/api/expert-questions?sort=latest'))?.data as { items: ExpertQuestion[] }).items.map((i) => i.id),
    ).toEqual([1]);
    expect(await db.queries.get('/api/expert-questions/1')).toMatchObject({ invalidated: true });
  });

  it('news: new items join the feeds they belong to, newest first', async () => {
    const item = (id: number, category: string, pubDate: string): NewsItem =>
      ({ id, title: `N${id}`, description: '', link: '', pubDate, source: 'Boating', category }) as NewsItem;
    const old = item(1, 'Racing', '2026-03-01T00:00:00.000Z');
    await db.news.put(old);
    await db.queries.bulkPut([
      { key: '/api/news', data: [old], fetchedAt: 1, invalidated: false },
      { key: '/api/news?category=Cruising', data: [], fetchedAt: 1, invalidated: false },
    ]);
    await db.syncCursors.put({ key: 'news:public', token: 'N0', pulledAt: 0 });
    const fresh = item(2, 'Racing', '2026-03-02T00:00:00.000Z');
    await pullCollection(
      collection('news'),
      null,
      fakeFetch({ '/api/news?updatedSince=N0&limit=500': { body: [fresh], token: 'N1' } }).impl,
    );
    expect(((await db.queries.get('/api/news'))?.data as NewsItem[]).map((i) => i.id)).toEqual([2, 1]);
    expect((await db.queries.get('/api/news?category=Cruising'))?.data).toEqual([]);
    expect(await db.news.count()).toBe(2);
  });
});
