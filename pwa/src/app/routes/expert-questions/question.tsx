import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { css } from 'styled-system/css';
import { Page, pageHeadingStyles } from '@/components/layout/page';
import { buttonStyles } from '@/components/ui/button';
import { ensureSessionLoaded, useCurrentUser } from '@/features/accounts/stores/session.store';
import { EmptyState } from '@/components/layout/empty-state';
import { QuestionView } from '@/features/community/components/question-view';
import { Spinner } from '@/features/community/components/spinner';
import { COMMUNITY_TEXTS, OUR_TEXTS } from '@/features/community/community.constants';
import { useQuestionDetail } from '@/features/community/stores/community-queries';
import { ReportButton } from '@/features/moderation/components/report-button';

/** Question detail (/expert-questions/:id): spec §2 Question detail. */
export default function QuestionRoute() {
  const { id } = useParams();
  const location = useLocation();
  const user = useCurrentUser();
  const { data, status } = useQuestionDetail(id);
  const listSearch = (location.state as { listSearch?: string } | null)?.listSearch;

  useEffect(() => ensureSessionLoaded(), []);

  if (data) {
    return (
      <Page title={data.question.title} className={narrow}>
        <QuestionView
          detail={data}
          viewer={user ? { id: user.id, role: user.role } : null}
          listSearch={listSearch}
          renderReport={user ? (target) => <ReportButton userId={user.id} {...target} /> : undefined}
        />
      </Page>
    );
  }

  return (
    <Page title={OUR_TEXTS.questionHeading} className={narrow}>
      <h1 className={pageHeadingStyles}>{OUR_TEXTS.questionHeading}</h1>
      {status === 'error' ? (
        // Spec §8: a question that does not load shows the Error card.
        <EmptyState heading={COMMUNITY_TEXTS.loadErrorTitle} text={COMMUNITY_TEXTS.loadErrorDescription} role="alert">
          <Link to="/expert-questions" className={buttonStyles({ variant: 'accent' })}>
            {COMMUNITY_TEXTS.backToQuestions}
          </Link>
        </EmptyState>
      ) : (
        <Spinner label={OUR_TEXTS.loadingQuestion} />
      )}
    </Page>
  );
}

const narrow = css({ maxWidth: '56rem' });
