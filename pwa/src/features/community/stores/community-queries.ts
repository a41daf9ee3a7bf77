import type { ExpertAnswer, ExpertQuestion, Member, QuestionDetail, VoteResult } from '@dockside/shared/community';
import { QUESTION_PAGE } from '@dockside/shared/community';
import type { DocksideDatabase } from '@/lib/db/database';
import { useDeviceQuery } from '@/lib/db/device';
import { invalidateQueries, setQueryData, updateQueryData } from '@/lib/query/query-store';
import { usePagedQuery, type Page } from '@/lib/query/use-paged-query';
import { useQuery } from '@/lib/query/use-query';
import { getMembers, membersUrl } from '../api/get-members';
import { getQuestion, questionUrl } from '../api/get-question';
import { getQuestions } from '../api/get-questions';
import { matchesMember } from '../utils/group-members';
import { questionListUrl, type QuestionListState } from '../utils/question-list';

/**
 * The community screens' reads, kept in Dexie (lib/query) so they open offline with what was last seen.
 * Lists refresh after a minute; a question refreshes each time it is opened (votes and answers move).
 */
const LIST_MAX_AGE_MS = 60_000;
const MEMBERS_MAX_AGE_MS = 5 * 60_000;

const isQuestionList = (key: string) =>
  key === '/api/expert-questions' || key.startsWith('/api/expert-questions?') || key.startsWith('/api/expert-questions/category/');

const keepQuestions = async (page: Page<ExpertQuestion>, db: DocksideDatabase) => {
  await db.questions.bulkPut(page.items);
};

/** The expert-question list for a category and tab (spec §2). */
export function useQuestionList(state: QuestionListState) {
  return usePagedQuery<ExpertQuestion>(questionListUrl(state, QUESTION_PAGE.defaultLimit), getQuestions, LIST_MAX_AGE_MS, {
    normalize: keepQuestions,
  });
}

/** A question and its answers; `id` undefined fetches nothing. */
export function useQuestionDetail(id: string | undefined) {
  const questionId = Number(id);
  return useQuery<QuestionDetail>(id ? questionUrl(id) : null, () => getQuestion(id ?? ''), 0, {
    normalize: async (detail, db) => {
      await db.questionDetails.put({ ...detail, id: detail.question.id, fetchedAt: Date.now() });
    },
    // Opened offline from a list: the question as the list showed it, answers not known yet.
    fallback: async (db) => {
      if (!Number.isSafeInteger(questionId)) return undefined;
      const question = await db.questions.get(questionId);
      return question ? { question, answers: [] } : undefined;
    },
  });
}

/** The members directory, searched on the server by name or company. */
export function useMembers(q: string) {
  return usePagedQuery(membersUrl(q), getMembers, MEMBERS_MAX_AGE_MS, {
    normalize: async (page, db) => {
      await db.members.bulkPut(page.items);
    },
    // A search never made online: the members this device has seen (spec §5 rule, name or company).
    fallback: async (db) =>
      navigator.onLine ? undefined : { items: (await db.members.toArray()).filter((m) => matchesMember(m, q)), next: null },
  });
}

/** Every member this device has seen, to filter at once while a search runs on the server. */
export function useMembersOnDevice(): Member[] | undefined {
  return useDeviceQuery((db) => db.members.toArray(), []);
}

/** Puts a question the API just answered with into the cache (after accepting or posting). */
export function primeQuestion(detail: QuestionDetail): Promise<void> {
  return setQueryData<QuestionDetail>(questionUrl(detail.question.id), detail);
}

/** A vote on the question went through: its count and the viewer's mark follow at once; lists refresh. */
export function applyQuestionVote(questionId: number, result: VoteResult): void {
  updateDetail(questionId, (detail) => ({
    ...detail,
    question: { ...detail.question, upvotes: result.upvotes, viewerHasVoted: result.voted },
  }));
  void invalidateQueries(isQuestionList);
}

export function applyAnswerVote(questionId: number, result: VoteResult): void {
  updateDetail(questionId, (detail) => ({
    ...detail,
    answers: detail.answers.map((a) => (a.id === result.id ? { ...a, upvotes: result.upvotes, viewerHasVoted: result.voted } : a)),
  }));
}

/** A new answer: shown under the question at once; the question and the lists (answer counts) refresh. */
export function addAnswer(questionId: number, answer: ExpertAnswer): void {
  updateDetail(questionId, (detail) => ({
    question: { ...detail.question, answerCount: detail.question.answerCount + 1 },
    answers: [...detail.answers, answer],
  }));
  void invalidateQueries(isQuestionList);
}

/** Accepting moves the question between tabs (Unanswered), so every list refreshes. */
export function applyAccepted(detail: QuestionDetail): void {
  void primeQuestion(detail);
  void invalidateQueries(isQuestionList);
}

/** A new question: lists refresh so it appears under Latest and Unanswered. */
export function questionCreated(): void {
  void invalidateQueries(isQuestionList);
}

function updateDetail(questionId: number, update: (detail: QuestionDetail) => QuestionDetail): void {
  void updateQueryData<QuestionDetail>(questionUrl(questionId), update);
}
