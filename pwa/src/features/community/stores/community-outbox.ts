import type { ExpertAnswer } from '@dockside/shared/community';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/lib/db/database';
import { requestPersistentStorage } from '@/lib/storage';
import { isShownAsPending } from '@/lib/sync/outbox';
import type { OutboxItem } from '@/lib/sync/outbox.types';
import { sendThroughOutbox, type Sent } from '@/lib/sync/send';
import { addAnswer } from './community-queries';

/** Answers and votes go through the outbox (lib/sync): sent exactly once, written offline too. */

export async function postAnswer(userId: number, questionId: number, content: string, isExpert: boolean): Promise<Sent<ExpertAnswer>> {
  void requestPersistentStorage();
  const sent = await sendThroughOutbox<ExpertAnswer>(userId, [{ op: { type: 'post-answer', questionId, content, isExpert } }]);
  if (sent.kind === 'done') addAnswer(questionId, sent.result);
  return sent;
}

export function voteOnQuestion(userId: number, questionId: number, increment: boolean) {
  return sendThroughOutbox<{ id: number; upvotes: number; voted: boolean }>(userId, [
    { op: { type: 'vote-question', questionId, increment } },
  ]);
}

export function voteOnAnswer(userId: number, questionId: number, answerId: number, increment: boolean) {
  return sendThroughOutbox<{ id: number; upvotes: number; voted: boolean }>(userId, [
    { op: { type: 'vote-answer', questionId, answerId, increment } },
  ]);
}

/** This user's answers to a question still on the device (waiting, or refused with the server's message). */
export function usePendingAnswers(userId: number | null, questionId: number): OutboxItem[] | undefined {
  return useLiveQuery(
    async () =>
      userId === null
        ? []
        : (await db.outbox.where('userId').equals(userId).sortBy('seq')).filter(
            (item) => isShownAsPending(item) && item.op.type === 'post-answer' && item.op.questionId === questionId,
          ),
    [userId, questionId],
  );
}
