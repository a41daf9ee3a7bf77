import type { CreateAnswerOutput, CreateQuestionOutput, VoteInput } from '@dockside/shared/community';
import { invalidateQueries } from '@/lib/query/query-store';
import type { JsonBody } from '@/lib/api-client';
import type { OutboxOperationDefinition, OutboxOperationDefinitions } from '@/lib/sync/operations';
import type { OutboxOperation } from '@/lib/sync/outbox.types';

declare module '@/lib/sync/outbox.types' {
  /** The community's outbox operations, as stored on devices (never change a stored field's meaning). */
  interface OutboxOperations {
    'post-answer': CreateAnswerOutput;
    /** No screen queues it now (the ask form calls the API): kept so one still queued on a device is sent. */
    'post-question': CreateQuestionOutput;
    'vote-question': { questionId: number } & VoteInput;
    'vote-answer': { questionId: number; answerId: number } & VoteInput;
  }
}

/** Every community write is a POST; once the server has it, every question list and opened question follows. */
function posting<T extends 'post-answer' | 'post-question' | 'vote-question' | 'vote-answer'>(
  call: (op: OutboxOperation<T>) => { path: string; body: JsonBody },
): OutboxOperationDefinition<T> {
  return {
    request: (op) => ({ method: 'POST', ...call(op) }),
    applyDone: () => invalidateQueries('/api/expert-questions'),
  };
}

/** Spec §7 calls for answers, questions and votes. */
export const COMMUNITY_OPERATIONS: OutboxOperationDefinitions<'post-answer' | 'post-question' | 'vote-question' | 'vote-answer'> = {
  'post-answer': posting(({ content, isExpert, questionId }) => ({ path: '/api/expert-answers', body: { content, isExpert, questionId } })),
  'post-question': posting(({ title, content, category }) => ({ path: '/api/expert-questions', body: { title, content, category } })),
  'vote-question': posting((op) => ({ path: `/api/expert-questions/${op.questionId}/vote`, body: { increment: op.increment } })),
  'vote-answer': posting((op) => ({ path: `/api/expert-answers/${op.answerId}/vote`, body: { increment: op.increment } })),
};
