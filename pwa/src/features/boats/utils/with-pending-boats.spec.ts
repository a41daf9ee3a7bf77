import { describe, expect, it } from 'vitest';
import type { OutboxItem } from '@/lib/sync/outbox.types';
import { boatFactory } from '../test/boat.factory';
import { withPendingBoats } from './with-pending-boats';

let seq = 0;
const item = (op: OutboxItem['op'], overrides: Partial<OutboxItem> = {}): OutboxItem => ({
  id: `item-${++seq}`,
  seq,
  userId: 7,
  op,
  dependsOn: [],
  status: 'pending',
  attempts: 0,
  nextAttemptAt: 0,
  createdAt: 0,
  ...overrides,
});
const { id: _id, createdAt: _c, updatedAt: _u, version: _v, ...input } = boatFactory();

describe('withPendingBoats', () => {
  it('shows the server copy, then waiting edits (pending), creations at the end and deletions hidden', () => {
    const a = boatFactory({ id: 1, name: 'A' });
    const b = boatFactory({ id: 2, name: 'B' });
    const rows = withPendingBoats(
      [a, b],
      [
        item({ type: 'update-boat', boatId: 1, boat: { ...input, name: 'A edited' } }),
        item({ type: 'delete-boat', boatId: 2 }),
        item({ type: 'create-boat', boat: { ...input, name: 'New' } }),
      ],
    );
    expect(rows.map((r) => [r.id, r.boat.name, r.change?.status])).toEqual([
      [1, 'A edited', 'pending'],
      [null, 'New', 'pending'],
    ]);
  });

  it('a refused edit keeps the server copy with the message; a sent one shows its answer until the table has it', () => {
    const a = boatFactory({ id: 1, name: 'A' });
    const refused = withPendingBoats(
      [a],
      [
        item(
          { type: 'update-boat', boatId: 1, boat: { ...input, name: 'Bad' } },
          { status: 'rejected', lastError: 'HIN must be 12 characters' },
        ),
      ],
    );
    expect(refused[0]).toMatchObject({ boat: { name: 'A' }, change: { status: 'rejected', message: 'HIN must be 12 characters' } });
    const answer = boatFactory({ id: 1, name: 'A saved', version: 2 });
    const sent = withPendingBoats(
      [a],
      [item({ type: 'update-boat', boatId: 1, boat: { ...input, name: 'A saved' } }, { status: 'done', result: answer })],
    );
    expect(sent).toEqual([{ key: 'boat-1', id: 1, boat: expect.objectContaining({ name: 'A saved' }), version: 2 }]);
    const created = withPendingBoats([], [item({ type: 'create-boat', boat: input }, { status: 'done', result: boatFactory({ id: 9 }) })]);
    expect(created.map((r) => r.id)).toEqual([9]);
  });
});
