import { create } from 'zustand';
import { apiSend, messageFromBody } from '../api-client';
import { FLUSH_OUTBOX_MESSAGE } from '../background-sync';
import { useBusyStore } from '../busy';
import { db } from '../db/database';
import { classifyResponse, retryDelayMs } from './classify';
import { type OutboxOperationDefinition, type ResultOf, UnsendableError, outboxOperation } from './operations';
import { nextReady, openItems } from './outbox';
import type { OutboxItem } from './outbox.types';

/**
 * The sync engine (docs/architecture.md §6.3): sends the outbox oldest first, one tab at a time (Web Locks),
 * each item with its id as `Idempotency-Key`, and sorts every response into done / retry later / refused /
 * paused until sign-in / conflict. It runs at start, when the connection returns, when the app becomes
 * visible, after each enqueue, every 60 s while items wait, and on Background Sync.
 */

interface SyncState {
  /** 401: the session ended; the queue waits for a sign-in. */
  pausedForSignIn: boolean;
  /** A flush is running in this tab. */
  running: boolean;
}

export const useSyncStore = create<SyncState>(() => ({ pausedForSignIn: false, running: false }));

export const OUTBOX_LOCK = 'dockside-outbox';
const PERIODIC_MS = 60_000;
/** Uploads on a weak connection take time; beyond this the attempt counts as a network error. */
const REQUEST_TIMEOUT_MS = 60_000;
/** Done items are kept this long so screens can follow them (a pending record gets its real id). */
const KEEP_DONE_MS = 10 * 60_000;

let getUserId: () => number | null = () => null;
let running: Promise<void> | null = null;
let again = false;
let timer: ReturnType<typeof setTimeout> | undefined;

interface Reply {
  status: number | 'network';
  body: string;
  retryAfter: number | null;
}

/** Sends one item through the API client; every status comes back to be sorted (classify.ts). */
async function send(item: OutboxItem, definition: OutboxOperationDefinition, resultOf: ResultOf): Promise<Reply> {
  const { method, path, body, headers } = await definition.request(item.op, resultOf);
  try {
    // A request that hangs (a dead connection at the edge of coverage) must not block the queue forever.
    const signal = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
    const response = await apiSend(path, { method, body, headers: { 'Idempotency-Key': item.id, ...headers }, signal });
    const text = await response.text().catch(() => '');
    const retryAfter = Number(response.headers.get('Retry-After'));
    return {
      status: response.status,
      body: text,
      retryAfter: Number.isFinite(retryAfter) && response.headers.has('Retry-After') ? retryAfter : null,
    };
  } catch {
    return { status: 'network', body: '', retryAfter: null };
  }
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

function codeOf(text: string): string | undefined {
  const code = (parse(text) as { code?: unknown } | undefined)?.code;
  return typeof code === 'string' ? code : undefined;
}

/** One pass over the queue, inside the cross-tab lock. */
async function drain(userId: number): Promise<void> {
  for (;;) {
    if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
    const all = await db.outbox.toArray();
    const byId = new Map(all.map((item) => [item.id, item]));
    const open = (await openItems(userId)).filter((item) => item.status === 'pending');
    const item = nextReady(open, byId);
    if (!item) return;
    const definition = outboxOperation(item.op.type);
    // Its feature is not registered yet (a form sent before the app's start finished): registering runs
    // a flush, and the queue keeps its order meanwhile.
    if (!definition) return;

    let reply: Reply;
    try {
      reply = await send(item, definition, (id) => byId.get(id)?.result);
    } catch (error) {
      if (error instanceof UnsendableError) {
        // The item cannot be built (what it sends is gone from the device): nothing a retry changes.
        await db.outbox.update(item.id, { status: 'rejected', lastError: error.message });
        continue;
      }
      // Anything else (a storage read that failed) may pass: try again later.
      console.error('Preparing an outbox item failed', error);
      await db.outbox.update(item.id, { attempts: item.attempts + 1, nextAttemptAt: Date.now() + retryDelayMs(item.attempts + 1) });
      return;
    }
    const outcome = classifyResponse(reply.status, definition, codeOf(reply.body));
    const attempts = item.attempts + 1;
    if (outcome === 'done') {
      const result = parse(reply.body);
      await db.outbox.update(item.id, { status: 'done', result, attempts, doneAt: Date.now(), lastError: undefined });
      await definition
        .applyDone?.({ ...item, result }, (id) => byId.get(id))
        .catch((error: unknown) => console.error('Applying a sent change failed', error));
    } else if (outcome === 'retry') {
      const message = reply.status === 'network' ? undefined : (messageFromBody(reply.body) ?? `Server answered ${reply.status}`);
      await db.outbox.update(item.id, {
        attempts,
        nextAttemptAt: Date.now() + retryDelayMs(attempts, reply.retryAfter),
        lastError: message,
      });
      return; // The connection or the server is in trouble: the timer tries again.
    } else if (outcome === 'pause') {
      useSyncStore.setState({ pausedForSignIn: true });
      return;
    } else if (outcome === 'conflict') {
      const body = parse(reply.body) as { current?: unknown; message?: string } | undefined;
      await db.outbox.update(item.id, { status: 'conflict', attempts, serverCopy: body?.current, lastError: body?.message });
    } else {
      await db.outbox.update(item.id, {
        status: 'rejected',
        attempts,
        // The server's own words only: each screen has its fallback text (spec §8) when there are none.
        lastError: messageFromBody(reply.body),
      });
    }
  }
}

/** Forgets done items nobody waits for any more. */
async function cleanUp(): Promise<void> {
  const all = await db.outbox.toArray();
  const needed = new Set(all.filter((item) => item.status !== 'done').flatMap((item) => item.dependsOn));
  const old = all.filter((item) => item.status === 'done' && !needed.has(item.id) && Date.now() - (item.doneAt ?? 0) > KEEP_DONE_MS);
  if (old.length) await db.outbox.bulkDelete(old.map((item) => item.id));
}

async function schedule(userId: number): Promise<void> {
  clearTimeout(timer);
  const waiting = (await openItems(userId)).filter((item) => item.status === 'pending');
  if (waiting.length === 0) return;
  const soonest = Math.min(...waiting.map((item) => item.nextAttemptAt));
  const delay = Math.max(1_000, Math.min(PERIODIC_MS, soonest - Date.now()));
  timer = setTimeout(() => void flushOutbox(), delay);
}

async function withLock(work: () => Promise<void>): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.locks) return work();
  // ifAvailable: when another tab holds the lock it is sending these very items; this tab does nothing.
  await navigator.locks.request(OUTBOX_LOCK, { ifAvailable: true }, async (lock) => {
    if (lock) await work();
  });
}

/**
 * Sends what can be sent now — the signed-in user's items only (the session cookie says who the server
 * thinks is asking). `forUser`: the user a form just queued for. Safe to call often: calls during a run
 * make it run once more.
 */
export function flushOutbox(forUser?: number): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  const userId = forUser ?? getUserId();
  if (userId === null || useSyncStore.getState().pausedForSignIn) return Promise.resolve();
  running = (async () => {
    useSyncStore.setState({ running: true });
    useBusyStore.getState().setSyncing(true);
    try {
      // The clean-up runs inside the loop: a call while it is awaited sets `again` and must still be drained.
      do {
        again = false;
        await withLock(() => drain(userId));
        await cleanUp();
      } while (again);
    } catch (error) {
      console.error('Outbox flush failed', error);
    } finally {
      useBusyStore.getState().setSyncing(false);
      useSyncStore.setState({ running: false });
      running = null;
      await schedule(userId).catch(() => undefined);
    }
  })();
  return running;
}

/**
 * Waits until an item is done, refused or in conflict — or its first attempt failed for a reason a retry
 * may fix (no connection, server busy), or `timeoutMs` passed: then it is still pending and will be sent
 * later. Online, a form uses this to behave like a direct call.
 */
export async function waitForItem(id: string, timeoutMs: number): Promise<OutboxItem | undefined> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const item = await db.outbox.get(id);
    if (!item || item.status !== 'pending' || item.attempts > 0 || Date.now() >= deadline) return item;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The user signed in (again): a queue paused by a 401 goes on. */
export function resumeAfterSignIn(): void {
  useSyncStore.setState({ pausedForSignIn: false });
  void flushOutbox();
}

let started = false;

/** Starts the triggers once (main.tsx). `currentUserId` tells whose queue to send. */
export function startSyncEngine(currentUserId: () => number | null): void {
  getUserId = currentUserId;
  if (started || typeof window === 'undefined') return;
  started = true;
  window.addEventListener('online', () => void flushOutbox());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void flushOutbox();
  });
  navigator.serviceWorker?.addEventListener('message', (event: MessageEvent<{ type?: string }>) => {
    if (event.data?.type === FLUSH_OUTBOX_MESSAGE.type) void flushOutbox();
  });
  void flushOutbox();
}
