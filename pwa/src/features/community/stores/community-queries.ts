import type { ExpertAnswer, ExpertQuestion, QuestionDetail, VoteResult } from '@dockside/shared/community';
import { QUESTION_PAGE } from '@dockside/shared/community';
import { useCallback, useState } from 'react';
import { getMembers, membersUrl } from '../api/get-members';
import { getQuestion, questionUrl } from '../api/get-question';
import { getQuestions } from '../api/get-questions';
import { questionListUrl, type QuestionListState } from '../utils/question-list';
import { fetchCached, getCached, invalidateCached, setCached, useCached } from './community-cache';

/** Lists refresh after a minute; a question refreshes each time it is opened (votes and answers move). */
const LIST_MAX_AGE_MS = 60_000;
const MEMBERS_MAX_AGE_MS = 5 * 60_000;

const isQuestionList = (key: string) =>
  key === '/api/expert-questions' || key.startsWith('/api/expert-questions?') || key.startsWith('/api/expert-questions/category/');

interface Page<T> {
  items: T[];
  next: string | null;
}

/** A paged list whose further pages are appended to the first page's cache entry. */
function usePagedList<T extends { id: number }>(key: string | null, fetchPage: (url: string) => Promise<Page<T>>, maxAgeMs: number) {
  const query = useCached<Page<T>>(key, () => fetchPage(key ?? ''), maxAgeMs);
  const [loadingMore, setLoadingMore] = useState<string | null>(null);
  const [failedMore, setFailedMore] = useState<string | null>(null);
  const next = query.data?.next ?? null;

  const loadMore = useCallback(() => {
    const nextUrl = key ? getCached<Page<T>>(key)?.next : null;
    if (!key || !nextUrl || loadingMore === nextUrl) return;
    setLoadingMore(nextUrl);
    setFailedMore(null);
    fetchCached(`${nextUrl}#page`, () => fetchPage(nextUrl))
      .then((page) => {
        setCached<Page<T>>(key, (data) => {
          // The first page may have been refreshed meanwhile: only append to the list this page continues.
          if (!data || data.next !== nextUrl) return data ?? page;
          const seen = new Set(data.items.map((item) => item.id));
          return { items: [...data.items, ...page.items.filter((item) => !seen.has(item.id))], next: page.next };
        });
      })
      .catch(() => setFailedMore(nextUrl))
      .finally(() => setLoadingMore(null));
  }, [key, loadingMore, fetchPage]);

  return {
    ...query,
    items: query.data?.items,
    hasMore: next !== null,
    loadingMore: loadingMore !== null,
    loadMoreFailed: failedMore !== null && failedMore === next,
    loadMore,
  };
}

/** The expert-question list for a category and tab (spec §2). */
export function useQuestionList(state: QuestionListState) {
  return usePagedList<ExpertQuestion>(questionListUrl(state, QUESTION_PAGE.defaultLimit), getQuestions, LIST_MAX_AGE_MS);
}

/** A question and its answers; `id` undefined fetches nothing. */
export function useQuestionDetail(id: string | undefined) {
  return useCached<QuestionDetail>(id ? questionUrl(id) : null, () => getQuestion(id ?? ''), 0);
}

/** The members directory, searched on the server by name or company. */
export function useMembers(q: string) {
  return usePagedList(membersUrl(q), getMembers, MEMBERS_MAX_AGE_MS);
}

/** Puts a question the API just answered with into the cache (after accepting or posting). */
export function primeQuestion(detail: QuestionDetail): void {
  setCached<QuestionDetail>(questionUrl(detail.question.id), () => detail);
}

/** A vote on the question went through: its count and the viewer's mark follow at once; lists refresh. */
export function applyQuestionVote(questionId: number, result: VoteResult): void {
  updateDetail(questionId, (detail) => ({
    ...detail,
    question: { ...detail.question, upvotes: result.upvotes, viewerHasVoted: result.voted },
  }));
  invalidateCached(isQuestionList);
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
  invalidateCached(isQuestionList);
}

/** Accepting moves the question between tabs (Unanswered), so every list refreshes. */
export function applyAccepted(detail: QuestionDetail): void {
  primeQuestion(detail);
  invalidateCached(isQuestionList);
}

/** A new question: lists refresh so it appears under Latest and Unanswered. */
export function questionCreated(): void {
  invalidateCached(isQuestionList);
}

function updateDetail(questionId: number, update: (detail: QuestionDetail) => QuestionDetail): void {
  const key = questionUrl(questionId);
  if (!getCached<QuestionDetail>(key)) return;
  setCached<QuestionDetail>(key, (detail) => (detail ? update(detail) : (detail as unknown as QuestionDetail)));
}
