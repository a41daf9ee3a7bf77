import type { CreateAnswerOutput, CreateQuestionOutput, VoteInput } from '@dockside/shared/community';
import { invalidateQueries } from '@/lib/query/query-store';
import type { OutboxOperationDefinitions } from '@/lib/sync/operations';

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

/** Every question list and opened question follows once the server has a change. */
const followQuestions = () => invalidateQueries('/api/expert-questions');

/** Spec §7 calls for answers, questions and votes. */
export const COMMUNITY_OPERATIONS: OutboxOperationDefinitions<'post-answer' | 'post-question' | 'vote-question' | 'vote-answer'> = {
  'post-answer': {
    request: (op) => ({
      method: 'POST',
      path: '/api/expert-answers',
      body: { content: op.content, isExpert: op.isExpert, questionId: op.questionId },
    }),
    applyDone: followQuestions,
  },
  'post-question': {
    request: (op) => ({
      method: 'POST',
      path: '/api/expert-questions',
      body: { title: op.title, content: op.content, category: op.category },
    }),
    applyDone: followQuestions,
  },
  'vote-question': {
    request: (op) => ({ method: 'POST', path: `/api/expert-questions/${op.questionId}/vote`, body: { increment: op.increment } }),
    applyDone: followQuestions,
  },
  'vote-answer': {
    request: (op) => ({ method: 'POST', path: `/api/expert-answers/${op.answerId}/vote`, body: { increment: op.increment } }),
    applyDone: followQuestions,
  },
};
