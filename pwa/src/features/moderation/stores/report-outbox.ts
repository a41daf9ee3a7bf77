import { type CreateReportInput, MODERATION_ERROR_CODES, type ReportCreated } from '@dockside/shared/moderation';
import type { ApiErrorBody } from '@dockside/shared/common';
import { requestPersistentStorage } from '@/lib/storage';
import { sendThroughOutbox } from '@/lib/sync/send';

/** How a report went: sent now, reported before (409), refused (403, 404…), or kept on the device until online. */
export type ReportOutcome =
  | { kind: 'sent'; message: string | undefined }
  | { kind: 'already'; message: string | undefined }
  | { kind: 'rejected'; message: string | undefined }
  | { kind: 'queued' };

/** POST /api/reports through the outbox (lib/sync), like every other write: it works offline too. */
export async function sendReport(userId: number, report: CreateReportInput): Promise<ReportOutcome> {
  void requestPersistentStorage();
  const sent = await sendThroughOutbox<ReportCreated | ApiErrorBody>(userId, [{ op: { type: 'report', report } }]);
  if (sent.kind !== 'done') return sent;
  const { result } = sent;
  // The queue counts 409 ALREADY_REPORTED (reported before) and 404 (the item is gone) as done, so a report
  // sent later never waits for a user who cannot change anything; the dialog still tells which it was.
  if (result && 'code' in result) {
    return result.code === MODERATION_ERROR_CODES.alreadyReported
      ? { kind: 'already', message: result.message }
      : { kind: 'rejected', message: result.message };
  }
  return { kind: 'sent', message: result?.message };
}
