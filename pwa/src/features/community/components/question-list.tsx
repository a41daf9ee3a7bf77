import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { LoadMoreButton } from '@/components/ui/load-more-button';
import { toast } from '@/components/ui/toaster';
import { COMMUNITY_TEXTS, OUR_TEXTS } from '../community.constants';
import { useQuestionList } from '../stores/community-queries';
import type { QuestionListState } from '../utils/question-list';
import { EmptyState } from '@/components/layout/empty-state';
import { FailedState } from '@/components/ui/failed-state';
import { QuestionCard } from './question-card';
import { Spinner } from './spinner';

interface QuestionListProps {
  state: QuestionListState;
  listSearch: string;
}

/**
 * One tab's questions: spinner while loading; 'No questions found' when empty; on a load failure the
 * destructive toast 'Error loading questions' - 'Please try again later' (spec §8).
 */
export function QuestionList({ state, listSearch }: QuestionListProps) {
  const list = useQuestionList(state);
  const toasted = useRef<unknown>(null);

  useEffect(() => {
    if (list.error && toasted.current !== list.error) {
      toasted.current = list.error;
      toast({ title: COMMUNITY_TEXTS.listErrorTitle, description: COMMUNITY_TEXTS.listErrorDescription, type: 'error' });
    }
  }, [list.error]);

  if (list.status === 'loading' && !list.items) return <Spinner label={OUR_TEXTS.loadingQuestions} />;

  const questions = list.items ?? [];
  if (questions.length === 0) {
    return list.status === 'error' ? (
      <FailedState
        heading={COMMUNITY_TEXTS.listErrorTitle}
        text={COMMUNITY_TEXTS.listErrorDescription}
        retryLabel={OUR_TEXTS.retry}
        onRetry={list.refetch}
        variant="outline"
      />
    ) : (
      <EmptyState heading={COMMUNITY_TEXTS.noQuestions} text={COMMUNITY_TEXTS.noQuestionsHint} />
    );
  }

  return (
    <div className={column} aria-busy={list.fetching}>
      <ul className={column} aria-label={OUR_TEXTS.questionsLabel}>
        {questions.map((question) => (
          <li key={question.id}>
            <QuestionCard question={question} listSearch={listSearch} />
          </li>
        ))}
      </ul>
      {list.hasMore ? (
        <LoadMoreButton label={OUR_TEXTS.loadMore} busyLabel={OUR_TEXTS.loadingMore} loading={list.loadingMore} onClick={list.loadMore} />
      ) : null}
    </div>
  );
}

const column = css({ display: 'flex', flexDirection: 'column', gap: '3' });
