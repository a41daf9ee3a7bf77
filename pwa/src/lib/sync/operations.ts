import type { JsonBody } from '../api-client';
import type { OutboxItem, OutboxOperation, OutboxType } from './outbox.types';

/**
 * The sync registry's outbox half (docs/architecture.md §6.3): what each operation type does. Features declare
 * theirs in `features/<domain>/sync/` (and add the type to OutboxOperations); the app registers them at start
 * (app/register-sync.ts). The engine only looks them up.
 */

/** The HTTP request an outbox item becomes (its Idempotency-Key is added by the engine). */
export interface OutboxRequest {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: JsonBody | FormData;
  headers?: Record<string, string>;
}

/** A dependency's result, e.g. the `{ url }` of an upload a change waits for. */
export type ResultOf = (id: string) => unknown;

/** Another item of the queue by id (a dependency of the item at hand). */
export type FindItem = (id: string) => OutboxItem | undefined;

/** An item whose request cannot be built and never will be (what it sends is gone from the device); `message` is shown. */
export class UnsendableError extends Error {
  override readonly name = 'UnsendableError';
}

export interface OutboxOperationDefinition<T extends OutboxType = OutboxType> {
  /** The request (spec §7); may throw UnsendableError. */
  request(op: OutboxOperation<T>, resultOf: ResultOf): OutboxRequest | Promise<OutboxRequest>;
  /** Once the server has it: the device's copies follow (lists invalidated, what the device kept for sending removed…). */
  applyDone?(item: OutboxItem & { op: OutboxOperation<T> }, find: FindItem): Promise<void>;
  /** A 404 means the goal is reached (deleting what is already gone): done, not refused. */
  goneIsDone?: boolean;
  /** 409 codes that mean the goal is reached (made before): done, not refused. */
  doneOnConflict?: readonly string[];
  /**
   * The item leaves the queue unsent (discarded): what it kept on the device beside the queue goes too,
   * unless the caller keeps it. Runs inside the discard's transaction, which covers every table.
   */
  discarded?(op: OutboxOperation<T>): Promise<void>;
}

/** One feature's operations, by type (every type it declared, exactly once). */
export type OutboxOperationDefinitions<T extends OutboxType> = { [K in T]: OutboxOperationDefinition<K> };

const registry = new Map<string, OutboxOperationDefinition>();

/** Adds a feature's operations (app/register-sync.ts, at start); registering a type twice replaces it. */
export function registerOutboxOperations<T extends OutboxType>(definitions: OutboxOperationDefinitions<T>): void {
  for (const [type, definition] of Object.entries(definitions)) registry.set(type, definition as OutboxOperationDefinition);
}

/** The definition of a type; undefined until its feature is registered (the engine waits for it). */
export function outboxOperation(type: string): OutboxOperationDefinition | undefined {
  return registry.get(type);
}
