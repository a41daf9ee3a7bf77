import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ListingPayload } from '@/features/listings/sync/listing-operations';
import { db } from '@/lib/db/database';
import { classifyResponse } from '@/lib/sync/classify';
import { flushOutbox } from '@/lib/sync/engine';
import { outboxOperation } from '@/lib/sync/operations';
import { discard, enqueue, nextReady, openItems } from '@/lib/sync/outbox';
import type { OutboxItem, OutboxType } from '@/lib/sync/outbox.types';

/**
 * The operations the app registers (register-sync.ts, as test/setup.ts does), sent through the engine: the
 * requests they become and how their answers are sorted (docs/architecture.md §6.3).
 */

const USER = 7;

/** A queued listing's fields; the requests only copy them. */
const fields = (values: Partial<ListingPayload>) => values as ListingPayload;

afterEach(() => vi.unstubAllGlobals());

/** A fake API that records what it was sent and answers from `answer`. */
function fakeApi(answer: (method: string, path: string, calls: number) => Response) {
  const sent: Array<{ method: string; path: string; key: string | null; body: unknown }> = [];
  const counts = new Map<string, number>();
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      const method = init.method ?? 'GET';
      const headers = new Headers(init.headers);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : init.body instanceof FormData ? 'form-data' : undefined;
      sent.push({ method, path, key: headers.get('Idempotency-Key'), body });
      const n = (counts.get(`${method} ${path}`) ?? 0) + 1;
      counts.set(`${method} ${path}`, n);
      return answer(method, path, n);
    }),
  );
  return sent;
}

describe('outbox ordering and dependencies', () => {
  it('nextReady takes the oldest pending item whose dependencies are done', () => {
    const item = (id: string, seq: number, extra: Partial<OutboxItem> = {}): OutboxItem => ({
      id,
      seq,
      userId: USER,
      op: { type: 'save-part', partId: seq, saved: true },
      dependsOn: [],
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: 0,
      ...extra,
    });
    const upload = item('upload', 1, { nextAttemptAt: Date.now() + 60_000 });
    const listing = item('listing', 2, { dependsOn: ['upload'] });
    const vote = item('vote', 3);
    const all = new Map([upload, listing, vote].map((i) => [i.id, i]));
    // The upload waits for its backoff, the listing for the upload: the vote may go.
    expect(nextReady([upload, listing, vote], all)?.id).toBe('vote');
    all.set('upload', { ...upload, status: 'done' });
    expect(nextReady([listing, vote], all)?.id).toBe('listing');
    all.set('upload', { ...upload, status: 'rejected' });
    expect(nextReady([listing], all)).toBeUndefined();
  });

  it('sends photo uploads before the listing, with their URLs, each with its own Idempotency-Key, in order', async () => {
    // jsdom's FormData only takes jsdom's Blob; the one fake-indexeddb gives back is Node's (browsers have one Blob).
    vi.stubGlobal(
      'FormData',
      class {
        entries: unknown[] = [];
        append(...entry: unknown[]) {
          this.entries.push(entry);
        }
      },
    );
    const sent = fakeApi((method, path) => {
      if (path === '/api/upload-image') return Response.json({ url: `/uploads/u/${sent.length}-1280.webp` });
      if (method === 'POST' && path === '/api/boat-parts') return Response.json({ id: 99, title: 'Winch' }, { status: 201 });
      return Response.json({}, { status: 200 });
    });
    await db.photos.bulkAdd([
      { id: 'p1', userId: USER, blob: new Blob(['a'], { type: 'image/webp' }), fileName: 'a.webp', createdAt: 0 },
      { id: 'p2', userId: USER, blob: new Blob(['b'], { type: 'image/webp' }), fileName: 'b.webp', createdAt: 0 },
    ]);
    const [u1, u2, listing] = await enqueue(USER, [
      { id: 'u1', op: { type: 'upload-photo', photoId: 'p1' } },
      { id: 'u2', op: { type: 'upload-photo', photoId: 'p2' } },
      {
        op: { type: 'create-listing', listing: fields({ title: 'Winch' }), photos: [{ uploadId: 'u1' }, { uploadId: 'u2' }] },
        dependsOn: ['u1', 'u2'],
      },
    ]);
    await flushOutbox(USER);

    expect(sent.map((s) => `${s.method} ${s.path}`)).toEqual(['POST /api/upload-image', 'POST /api/upload-image', 'POST /api/boat-parts']);
    expect(sent.map((s) => s.key)).toEqual([u1.id, u2.id, listing.id]);
    expect(sent[2].body).toEqual({ title: 'Winch', imageUrls: ['/uploads/u/1-1280.webp', '/uploads/u/2-1280.webp'] });
    expect((await db.outbox.get(listing.id))?.status).toBe('done');
    // The photos were only kept until the listing that shows them reached the server.
    expect(await db.photos.count()).toBe(0);
  });

  it('retries a lost answer with the same key, and keeps later items waiting behind a failing one', async () => {
    let down = true;
    const sent = fakeApi((method, path) => {
      if (down) throw new TypeError('Failed to fetch');
      return path.includes('expert-answers') ? Response.json({ id: 1 }, { status: 201 }) : new Response(null, { status: 204 });
    });
    const [answer] = await enqueue(USER, [
      { op: { type: 'post-answer', questionId: 3, content: 'Bleed the injector lines first.', isExpert: false } },
    ]);
    await enqueue(USER, [{ op: { type: 'save-part', partId: 4, saved: true } }]);
    await flushOutbox(USER);
    const afterFailure = await db.outbox.get(answer.id);
    expect(afterFailure).toMatchObject({ status: 'pending', attempts: 1 });
    expect(afterFailure!.nextAttemptAt).toBeGreaterThan(Date.now());
    expect(sent).toHaveLength(1);

    down = false;
    await db.outbox.update(answer.id, { nextAttemptAt: 0 });
    await flushOutbox(USER);
    expect(sent.map((s) => s.key)).toEqual([answer.id, answer.id, expect.any(String)]);
    expect((await openItems(USER)).length).toBe(0);
  });

  it('marks a refused item with the server message, pauses on 401, and stores the server copy on 412', async () => {
    fakeApi((method, path) => {
      if (path === '/api/expert-questions')
        return Response.json({ message: 'Title must be at least 10 characters', code: 'VALIDATION' }, { status: 400 });
      if (method === 'PUT')
        return Response.json({ message: 'This listing was changed on another device.', current: { id: 5, version: 4 } }, { status: 412 });
      return Response.json({ message: 'Authentication required' }, { status: 401 });
    });
    const [question] = await enqueue(USER, [
      { op: { type: 'post-question', title: 'Short', content: 'x'.repeat(30), category: 'Maintenance' } },
    ]);
    const [update] = await enqueue(USER, [
      { op: { type: 'update-listing', partId: 5, version: 3, listing: fields({ title: 'New title' }), photos: [] } },
    ]);
    const [vote] = await enqueue(USER, [{ op: { type: 'vote-question', questionId: 2, increment: true } }]);
    await flushOutbox(USER);

    expect(await db.outbox.get(question.id)).toMatchObject({ status: 'rejected', lastError: 'Title must be at least 10 characters' });
    expect(await db.outbox.get(update.id)).toMatchObject({ status: 'conflict', serverCopy: { id: 5, version: 4 } });
    expect(await db.outbox.get(vote.id)).toMatchObject({ status: 'pending' });
    const { useSyncStore, resumeAfterSignIn } = await import('@/lib/sync/engine');
    expect(useSyncStore.getState().pausedForSignIn).toBe(true);
    resumeAfterSignIn();
    expect(useSyncStore.getState().pausedForSignIn).toBe(false);
  });

  it('sends If-Match with the version the user edited', async () => {
    const sent: Headers[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_path: string, init: RequestInit) => {
        sent.push(new Headers(init.headers));
        return Response.json({ id: 5 });
      }),
    );
    await enqueue(USER, [{ op: { type: 'delete-listing', partId: 5, version: 12 } }]);
    await flushOutbox(USER);
    expect(sent[0].get('If-Match')).toBe('"12"');
  });

  it('sends a report as POST /api/reports and a status change as PATCH; 409 ALREADY_REPORTED counts as done', async () => {
    const sent = fakeApi((method, path) =>
      path === '/api/reports'
        ? Response.json({ message: 'You have already reported this', code: 'ALREADY_REPORTED' }, { status: 409 })
        : Response.json({ id: 5, status: 'sold' }),
    );
    const [report] = await enqueue(USER, [
      { op: { type: 'report', report: { targetType: 'answer', targetId: 9, reason: 'other', note: 'Spam link' } } },
    ]);
    const [status] = await enqueue(USER, [{ op: { type: 'set-listing-status', partId: 5, status: 'sold' } }]);
    await flushOutbox(USER);

    expect(sent.map(({ method, path, body }) => ({ method, path, body }))).toEqual([
      { method: 'POST', path: '/api/reports', body: { targetType: 'answer', targetId: 9, reason: 'other', note: 'Spam link' } },
      { method: 'PATCH', path: '/api/boat-parts/5/status', body: { status: 'sold' } },
    ]);
    expect(await db.outbox.get(report.id)).toMatchObject({ status: 'done', result: { code: 'ALREADY_REPORTED' } });
    expect(await db.outbox.get(status.id)).toMatchObject({ status: 'done', result: { id: 5, status: 'sold' } });
  });

  it("only sends the signed-in user's items", async () => {
    const sent = fakeApi(() => new Response(null, { status: 204 }));
    await enqueue(8, [{ op: { type: 'save-part', partId: 1, saved: true } }]);
    await flushOutbox(USER);
    expect(sent).toHaveLength(0);
  });

  it('discard removes an item, the uploads only it needed and their photos', async () => {
    await db.photos.add({ id: 'p', userId: USER, blob: new Blob(['x']), fileName: 'x.webp', createdAt: 0 });
    const [upload, listing] = await enqueue(USER, [
      { id: 'up', op: { type: 'upload-photo', photoId: 'p' } },
      { op: { type: 'create-listing', listing: fields({}), photos: [{ uploadId: 'up' }] }, dependsOn: ['up'] },
    ]);
    await discard(listing.id);
    expect(await db.outbox.get(upload.id)).toBeUndefined();
    expect(await db.photos.count()).toBe(0);
  });
});

describe("classifyResponse with each operation's rules (docs/architecture.md §6.3 response table)", () => {
  it.each([
    ['network', 'create-listing', 'retry'],
    [200, 'create-listing', 'done'],
    [201, 'post-answer', 'done'],
    [204, 'save-part', 'done'],
    [400, 'create-listing', 'reject'],
    [422, 'post-question', 'reject'],
    [403, 'update-listing', 'reject'],
    [404, 'post-answer', 'reject'],
    [404, 'delete-listing', 'done'],
    [404, 'save-part', 'done'],
    [401, 'vote-answer', 'pause'],
    [412, 'update-listing', 'conflict'],
    [408, 'upload-photo', 'retry'],
    [409, 'create-listing', 'retry'],
    [201, 'report', 'done'],
    [404, 'report', 'done'],
    [403, 'report', 'reject'],
    [200, 'set-listing-status', 'done'],
    [404, 'set-listing-status', 'reject'],
    [201, 'create-saved-search', 'done'],
    [400, 'create-saved-search', 'reject'],
    [200, 'update-saved-search', 'done'],
    [404, 'update-saved-search', 'done'],
    [204, 'delete-saved-search', 'done'],
    [404, 'delete-saved-search', 'done'],
    [503, 'create-saved-search', 'retry'],
    [429, 'post-answer', 'retry'],
    [500, 'create-listing', 'retry'],
    [503, 'delete-listing', 'retry'],
  ] as const satisfies ReadonlyArray<readonly [number | 'network', OutboxType, string]>)('%s for %s → %s', (status, type, outcome) => {
    expect(classifyResponse(status, outboxOperation(type)!)).toBe(outcome);
  });
});

describe('409 by its code', () => {
  it.each([
    [undefined, 'report', 'retry'],
    ['IDEMPOTENCY_KEY_IN_USE', 'report', 'retry'],
    ['ALREADY_REPORTED', 'report', 'done'],
    ['IDEMPOTENCY_KEY_IN_USE', 'set-listing-status', 'retry'],
    ['LISTING_REMOVED', 'set-listing-status', 'reject'],
    ['LISTING_REMOVED', 'update-listing', 'reject'],
    ['TOO_MANY_SAVED_SEARCHES', 'create-saved-search', 'reject'],
    ['IDEMPOTENCY_KEY_IN_USE', 'create-saved-search', 'retry'],
  ] as const satisfies ReadonlyArray<readonly [string | undefined, OutboxType, string]>)('%s for %s → %s', (code, type, outcome) => {
    expect(classifyResponse(409, outboxOperation(type)!, code)).toBe(outcome);
  });
});

describe('lib/sync names no domain', () => {
  // The engine, the queue and the pulls know operations and collections only through the registry: each
  // feature's own words stay in its features/<domain>/sync folder.
  const sources = import.meta.glob<string>(['../lib/sync/*.ts', '!../lib/sync/*.spec.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  });
  const domainWords =
    /listing|question|\banswers?\b|news|saved[- ]?(search|part)|\bvotes?\b|chat|\breports?\b|photo|catalog|boat|\bparts?\b|alert|draft|moderat|community|expert|newsletter|seller/i;

  it.each(Object.keys(sources))('%s', (file) => {
    const found = sources[file]
      .split('\n')
      .map((line, index) => [index + 1, line] as const)
      .filter(([, line]) => domainWords.test(line));
    expect(found).toEqual([]);
  });
});
