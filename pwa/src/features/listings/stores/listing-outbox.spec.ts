import { describe, expect, it } from 'vitest';
import { db } from '@/lib/db/database';
import type { OutboxItem } from '@/lib/sync/outbox.types';
import { withDraft } from './listing-drafts';
import { reopenAsDraft } from './listing-outbox';
import { emptyListingValues } from '../utils/listing-form-values';

describe('reopenAsDraft', () => {
  it('gives a refused listing back to the form with its fitment, specifications and part numbers as form rows', async () => {
    const item: OutboxItem = {
      id: 'item-1',
      seq: 1,
      userId: 7,
      dependsOn: [],
      status: 'rejected',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: 0,
      lastError: 'Part numbers: superseding 47-43026Q05 would make a supersession cycle',
      op: {
        type: 'create-listing',
        photos: [{ url: '/uploads/u7/a-1280.webp' }],
        listing: {
          title: 'Water pump impeller kit',
          category: 'Engines & Motors',
          condition: 'New',
          price: 48,
          description: 'Genuine impeller kit with gasket, never fitted.',
          contactEmail: 'sam@example.com',
          fitment: [
            {
              engineMake: 'Mercury',
              engineModel: 'Verado',
              hpFrom: 200,
              hpTo: 300,
              yearFrom: null,
              yearTo: null,
              serialFrom: '0G590000',
              serialTo: null,
              note: null,
            },
          ],
          specs: [{ key: 'diameter', value: '14.25', unit: 'in' }],
          partNumbers: [{ number: '47-43026Q06', brand: 'Mercury', relation: 'own' }],
        } as never,
      },
    };
    await db.outbox.put(item);
    expect(await reopenAsDraft(item, 7)).toBe('/boat-parts/create');
    const values = withDraft(emptyListingValues(), await db.drafts.get('create:7'));
    expect(values).toMatchObject({ title: 'Water pump impeller kit', price: '48', imageUrls: ['/uploads/u7/a-1280.webp'] });
    expect(values.fitment).toEqual([
      {
        engineMake: 'Mercury',
        engineModel: 'Verado',
        hpFrom: '200',
        hpTo: '300',
        yearFrom: '',
        yearTo: '',
        serialFrom: '0G590000',
        serialTo: '',
        note: '',
      },
    ]);
    expect(values.specs).toEqual([{ key: 'diameter', value: '14.25', unit: 'in' }]);
    expect(values.partNumbers).toEqual([{ number: '47-43026Q06', brand: 'Mercury', relation: 'own' }]);
  });
});
