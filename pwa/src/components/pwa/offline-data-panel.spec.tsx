import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { boatPartFactory } from '@/features/listings/test/boat-part.factory';
import { db } from '@/lib/db/database';
import { toPartRow } from '@/lib/db/part-row';
import OfflineDataPanel from './offline-data-panel';

const count = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('Account Settings › Offline data', () => {
  it('shows what the device holds and, once confirmed, clears the catalogue but keeps the drafts', async () => {
    await db.parts.bulkPut([1, 2, 3].map((id) => toPartRow(boatPartFactory({ id }))));
    await db.drafts.put({ id: 'create:3', userId: 3, values: { title: 'Half-written' }, updatedAt: 0 });
    const onCleared = vi.fn();
    render(<OfflineDataPanel userId={3} onCleared={onCleared} />);

    expect(await screen.findByText('Catalogue parts')).toBeTruthy();
    expect(count('Catalogue parts')).toBe('3');
    expect(count('Listing drafts')).toBe('1');

    fireEvent.click(screen.getByRole('button', { name: 'Clear offline data' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Clear offline data?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Clear offline data' }));

    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Offline data cleared.'));
    await waitFor(() => expect(count('Catalogue parts')).toBe('0'));
    expect(count('Listing drafts')).toBe('1');
    expect(onCleared).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
