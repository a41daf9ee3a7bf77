import { type CreateReportInput, MODERATION_ERROR_CODES } from '@dockside/shared/moderation';
import type { OutboxOperationDefinitions } from '@/lib/sync/operations';

declare module '@/lib/sync/outbox.types' {
  /** Moderation's outbox operation, as stored on devices (never change a stored field's meaning). */
  interface OutboxOperations {
    report: { report: CreateReportInput };
  }
}

/** POST /api/reports (spec §7). Nothing on the device shows reports: nothing follows once sent. */
export const REPORT_OPERATIONS: OutboxOperationDefinitions<'report'> = {
  report: {
    request: (op) => ({ method: 'POST', path: '/api/reports', body: { ...op.report } }),
    // Reporting an item that is gone, or one this user already reported, reached its goal: a report sent
    // later never waits for a user who cannot change anything (report-outbox.ts still tells which it was).
    goneIsDone: true,
    doneOnConflict: [MODERATION_ERROR_CODES.alreadyReported],
  },
};
