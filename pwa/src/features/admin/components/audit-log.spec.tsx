import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PAGE_SIZE } from '../admin.constants';
import { apiCalls, auditEntryFactory } from '../test/admin.factory';
import { renderPanel } from '../test/render-panel';
import { AuditLog } from './audit-log';

afterEach(() => vi.unstubAllGlobals());

describe('AuditLog', () => {
  it("shows who, when, action, target and reason, newest first; 'Load more' asks for the page before the last id", async () => {
    const first = Array.from({ length: ADMIN_PAGE_SIZE }, (_, index) =>
      auditEntryFactory({ id: 1000 - index, reason: `Reason ${1000 - index}` }),
    );
    const older = [auditEntryFactory({ id: 10, actorUsername: null, action: 'listing.hide', reason: null, targetId: '7' })];
    const fetchMock = renderPanel(<AuditLog />, {
      'GET /api/admin/audit': (request) => Response.json(new URL(request.url).searchParams.has('before') ? older : first),
    });

    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(ADMIN_PAGE_SIZE + 1);
    expect(within(rows[1]).getByText('harbour_mod')).toBeTruthy();
    expect(within(rows[1]).getByText('listing.reject')).toBeTruthy();
    expect(within(rows[1]).getByRole('link', { name: 'listing 42' }).getAttribute('href')).toBe('/boat-parts/42');
    expect(within(rows[1]).getByText('Reason 1000')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(ADMIN_PAGE_SIZE + 2));
    expect(apiCalls(fetchMock).at(-1)?.call).toBe(`GET /api/admin/audit?limit=${ADMIN_PAGE_SIZE}&before=951`);
    expect(within(within(table).getAllByRole('row').at(-1)!).getByText('Automatic')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
