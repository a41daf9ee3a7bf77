import { afterEach, describe, expect, it, vi } from 'vitest';
import { db } from '../db/database';
import { flushOutbox } from './engine';
import { type OutboxOperationDefinition, UnsendableError, registerOutboxOperations } from './operations';
import { discard, enqueue } from './outbox';
import type { OutboxOperation } from './outbox.types';

/**
 * The engine with operations of its own (the features' are tested through app/register-sync.spec.ts): it
 * only knows what the registry tells it.
 */

const USER = 7;

afterEach(() => vi.unstubAllGlobals());

/** An operation of a type this spec makes up; the registry's types come from the features. */
const op = (type: string, fields: Record<string, unknown> = {}) => ({ type, ...fields }) as unknown as OutboxOperation;

function register(type: string, definition: Partial<OutboxOperationDefinition>) {
  registerOutboxOperations({
    [type]: { request: () => ({ method: 'POST', path: `/api/${type}`, body: { n: 1 } }), ...definition },
  } as Parameters<typeof registerOutboxOperations>[0]);
}

function fakeApi(status = 201) {
  const sent: Array<{ path: string; init: RequestInit }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: RequestInit) => {
      sent.push({ path, init });
      return Response.json({ id: sent.length }, { status });
    }),
  );
  return sent;
}

describe('the sync engine and its registry', () => {
  it('sends through the API client with the item id as Idempotency-Key, and hands the result to applyDone', async () => {
    const applyDone = vi.fn(async () => undefined);
    register('engine-note', { applyDone });
    const sent = fakeApi();
    const [item] = await enqueue(USER, [{ op: op('engine-note') }]);
    await flushOutbox(USER);

    expect(sent.map((s) => s.path)).toEqual(['/api/engine-note']);
    const headers = new Headers(sent[0].init.headers);
    expect(headers.get('Idempotency-Key')).toBe(item.id);
    expect(headers.get('Content-Type')).toBe('application/json');
    expect(sent[0].init).toMatchObject({ method: 'POST', body: '{"n":1}', credentials: 'include' });
    expect(applyDone).toHaveBeenCalledWith(expect.objectContaining({ id: item.id, result: { id: 1 } }), expect.any(Function));
    expect((await db.outbox.get(item.id))?.status).toBe('done');
  });

  it('keeps an item whose type is not registered yet waiting, and the items behind it in their order', async () => {
    register('engine-known', {});
    const sent = fakeApi();
    const [early, late] = await enqueue(USER, [{ op: op('engine-later') }, { op: op('engine-known') }]);
    await flushOutbox(USER);
    expect(sent).toHaveLength(0);
    expect(await db.outbox.get(early.id)).toMatchObject({ status: 'pending', attempts: 0 });

    register('engine-later', {});
    await flushOutbox(USER);
    expect(sent.map((s) => new Headers(s.init.headers).get('Idempotency-Key'))).toEqual([early.id, late.id]);
  });

  it('refuses an item that cannot be built, with its message, and goes on', async () => {
    register('engine-gone', {
      request: () => {
        throw new UnsendableError('It is gone from this device.');
      },
    });
    register('engine-next', {});
    const sent = fakeApi();
    const [gone] = await enqueue(USER, [{ op: op('engine-gone') }, { op: op('engine-next') }]);
    await flushOutbox(USER);
    expect(await db.outbox.get(gone.id)).toMatchObject({ status: 'rejected', lastError: 'It is gone from this device.' });
    expect(sent.map((s) => s.path)).toEqual(['/api/engine-next']);
  });

  it('discard removes an item with the dependencies only it needed, and lets their operations release what they kept', async () => {
    const discarded = vi.fn(async () => undefined);
    register('engine-upload', { discarded });
    register('engine-change', {});
    await enqueue(USER, [
      { id: 'up', op: op('engine-upload', { file: 'f' }) },
      { id: 'change', op: op('engine-change'), dependsOn: ['up'] },
    ]);
    await discard('change', { keepFiles: true });
    expect(await db.outbox.count()).toBe(0);
    expect(discarded).not.toHaveBeenCalled();

    await enqueue(USER, [
      { id: 'up', op: op('engine-upload', { file: 'f' }) },
      { id: 'change', op: op('engine-change'), dependsOn: ['up'] },
    ]);
    await discard('change');
    expect(discarded).toHaveBeenCalledWith({ type: 'engine-upload', file: 'f' });
  });
});
