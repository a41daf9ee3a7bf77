import { useEffect, useRef } from 'react';
import { css } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { COMMUNITY_TEXTS, OUR_TEXTS } from '../community.constants';
import { useQuestionList } from '../stores/community-queries';
import type { QuestionListState } from '../utils/question-list';
import { EmptyState } from '@/components/layout/empty-state';
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
      <EmptyState heading={COMMUNITY_TEXTS.listErrorTitle} text={COMMUNITY_TEXTS.listErrorDescription} role="alert">
        <Button variant="outline" onClick={list.refetch}>
          {OUR_TEXTS.retry}
        </Button>
      </EmptyState>
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
        <Button variant="outline" className={css({ alignSelf: 'center' })} onClick={list.loadMore} disabled={list.loadingMore}>
          {list.loadingMore ? OUR_TEXTS.loadingMore : OUR_TEXTS.loadMore}
        </Button>
      ) : null}
    </div>
  );
}

const column = css({ display: 'flex', flexDirection: 'column', gap: '3' });
