import { flushOutbox, waitForItem } from './engine';
import { discard, enqueue, type EnqueueSpec } from './outbox';

/** How a change sent through the outbox went, as a form needs to know it. */
export type Sent<T> = { kind: 'done'; result: T } | { kind: 'rejected'; message: string | undefined } | { kind: 'queued' };

/** How long a form waits for the server before it says "saved on this device, will be sent". */
export const ONLINE_WAIT_MS = 20_000;

/**
 * Queues `specs` (the last one is the change the user made; the others are what it depends on), sends
 * them, and — online — waits for the response as a direct call would. Refused changes are removed from the
 * queue (the user is still on the form that shows the message); offline or slow, the change stays queued.
 */
export async function sendThroughOutbox<T>(userId: number, specs: EnqueueSpec[], options: { keepFiles?: boolean } = {}): Promise<Sent<T>> {
  const awaitedUntil = navigator.onLine ? Date.now() + ONLINE_WAIT_MS + 1_000 : undefined;
  const items = await enqueue(
    userId,
    specs.map((spec, index) => (index === specs.length - 1 ? { ...spec, awaitedUntil } : spec)),
  );
  const main = items[items.length - 1];
  if (!navigator.onLine) return { kind: 'queued' };
  void flushOutbox(userId);
  const item = await waitForItem(main.id, ONLINE_WAIT_MS);
  if (item?.status === 'done') return { kind: 'done', result: item.result as T };
  if (item?.status === 'rejected' || item?.status === 'conflict') {
    await discard(item.id, { keepFiles: options.keepFiles });
    return { kind: 'rejected', message: item.lastError };
  }
  return { kind: 'queued' };
}
