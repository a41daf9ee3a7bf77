import { type QuestionDetail, canAcceptAnswer } from '@dockside/shared/community';
import { lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { badge } from 'styled-system/recipes';
import { buttonStyles } from '@/components/ui/button';
import { toast } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/api-client';
import { RefusedError } from '@/lib/sync/refused-error';
import { acceptAnswer } from '../api/accept-answer';
import { unacceptAnswer } from '../api/unaccept-answer';
import { COMMUNITY_TEXTS, OUR_TEXTS } from '../community.constants';
import { applyAccepted, applyAnswerVote, applyQuestionVote } from '../stores/community-queries';
import { RelativeAge } from './relative-age';
import { useLoginRequired } from '../utils/use-login-required';
import { reportFor, type CommunityViewer, type RenderReport } from '../utils/viewer';
import { AnswerCard } from './answer-card';
import { AnswerForm } from './answer-form';
import { AuthorLine } from './author-line';
import { BackIcon, UpvoteIcon, ViewsIcon } from './community-icons';
import { StatusBadge } from './status-badge';
import { UpvoteButton } from './upvote-button';
import { headingStyles } from '@/components/ui/heading';

// The outbox (and the device database behind it) loads when a member acts or has answers waiting, not with a
// visitor's first view of a shared question (docs/architecture.md §5.4).
const PendingAnswers = lazy(() => import('./pending-answers').then((module) => ({ default: module.PendingAnswers })));

interface QuestionViewProps {
  detail: QuestionDetail;
  viewer: CommunityViewer;
  /** The list's query string the visitor came from, so going back keeps their category and tab. */
  listSearch?: string;
  /** The moderation feature's Report button (docs/decisions.md "Moderation"), passed in by the route. */
  renderReport?: RenderReport;
}

/**
 * Spec §2 Question detail: Back to Questions, category and status badges, title, views, votes, asked time,
 * content, author, Upvote; the answers ('N Answers' or 'No Answers Yet') and the 'Your Answer' form.
 */
export function QuestionView({ detail, viewer, listSearch, renderReport }: QuestionViewProps) {
  const { question, answers } = detail;
  const answersHeadingId = useId();
  const loginRequired = useLoginRequired();
  const [busy, setBusy] = useState<string | null>(null);
  const canAccept = canAcceptAnswer(viewer, question.userId);
  const questionReport = reportFor(renderReport, viewer, question, 'question');

  const run = async (key: string, action: () => Promise<void>, failure: string) => {
    setBusy(key);
    try {
      await action();
    } catch (error) {
      const description = error instanceof RefusedError ? error.message || failure : errorMessage(error, failure);
      toast({ title: COMMUNITY_TEXTS.errorTitle, description, type: 'error' });
    } finally {
      setBusy(null);
    }
  };

  /** Votes show at once and go through the outbox; the server's count replaces the guess when it answers. */
  const onVoteQuestion = () => {
    if (!viewer) return loginRequired(COMMUNITY_TEXTS.loginToVote);
    const voted = !question.viewerHasVoted;
    void run(
      'question',
      async () => {
        applyQuestionVote(question.id, { id: question.id, upvotes: question.upvotes + (voted ? 1 : -1), voted });
        const { voteOnQuestion } = await import('../stores/community-outbox');
        const sent = await voteOnQuestion(viewer.id, question.id, voted);
        if (sent.kind === 'done') applyQuestionVote(question.id, sent.result);
        if (sent.kind === 'rejected') throw new RefusedError(sent.message);
      },
      COMMUNITY_TEXTS.voteQuestionFailed,
    );
  };

  const onVoteAnswer = (answerId: number, voted: boolean) => {
    if (!viewer) return loginRequired(COMMUNITY_TEXTS.loginToVote);
    const answer = answers.find((candidate) => candidate.id === answerId);
    void run(
      `vote-${answerId}`,
      async () => {
        if (answer) applyAnswerVote(question.id, { id: answerId, upvotes: answer.upvotes + (voted ? -1 : 1), voted: !voted });
        const { voteOnAnswer } = await import('../stores/community-outbox');
        const sent = await voteOnAnswer(viewer.id, question.id, answerId, !voted);
        if (sent.kind === 'done') applyAnswerVote(question.id, sent.result);
        if (sent.kind === 'rejected') throw new RefusedError(sent.message);
      },
      COMMUNITY_TEXTS.voteAnswerFailed,
    );
  };

  const onAccept = (answerId: number, accept: boolean) =>
    void run(
      `accept-${answerId}`,
      async () => {
        applyAccepted(await (accept ? acceptAnswer(answerId) : unacceptAnswer(answerId)));
        toast(
          accept
            ? { title: OUR_TEXTS.acceptedToast, description: OUR_TEXTS.acceptedToastDescription, type: 'success' }
            : { title: OUR_TEXTS.unacceptedToast, type: 'success' },
        );
      },
      OUR_TEXTS.acceptFailed,
    );

  return (
    <div className={layout}>
      <Link
        to={listSearch ? `/expert-questions?${listSearch}` : '/expert-questions'}
        className={buttonStyles({ variant: 'ghost', size: 'sm' })}
      >
        <BackIcon width={18} height={18} />
        {COMMUNITY_TEXTS.backToQuestions}
      </Link>

      <article className={card}>
        <div className={badges}>
          <span className={badge({ tone: 'accent' })}>{question.category}</span>
          <StatusBadge status={question.status} />
        </div>
        <h1 className={title}>{question.title}</h1>
        <div className={meta}>
          <span className={stat}>
            <ViewsIcon width={16} height={16} />
            {OUR_TEXTS.views(question.views)}
          </span>
          <span className={stat}>
            <UpvoteIcon width={16} height={16} />
            {OUR_TEXTS.upvotes(question.upvotes)}
          </span>
          <time dateTime={question.createdAt}>
            <RelativeAge date={question.createdAt} format={OUR_TEXTS.asked} />
          </time>
        </div>
        <p className={content}>{question.content}</p>
        <div className={footer}>
          <span className={askedBy}>
            {OUR_TEXTS.askedBy} <AuthorLine author={question.author} />
          </span>
          <UpvoteButton
            count={question.upvotes}
            voted={question.viewerHasVoted}
            busy={busy === 'question'}
            label={question.viewerHasVoted ? OUR_TEXTS.removeUpvote : COMMUNITY_TEXTS.upvote}
            onClick={onVoteQuestion}
            showLabel
            own={!!viewer && question.userId === viewer.id}
          />
        </div>
        {questionReport ? <div className={reportRow}>{questionReport}</div> : null}
      </article>

      <section aria-labelledby={answersHeadingId} className={section}>
        <h2 id={answersHeadingId} className={sectionHeading}>
          {answers.length > 0 ? OUR_TEXTS.answersHeading(answers.length) : COMMUNITY_TEXTS.noAnswersYet}
        </h2>
        {answers.length === 0 ? (
          <p className={prompt}>{COMMUNITY_TEXTS.beFirstToAnswer}</p>
        ) : (
          <ul className={section}>
            {answers.map((answer) => (
              <li key={answer.id}>
                <AnswerCard
                  answer={answer}
                  canAccept={canAccept}
                  voting={busy === `vote-${answer.id}`}
                  accepting={busy === `accept-${answer.id}`}
                  onVote={() => onVoteAnswer(answer.id, answer.viewerHasVoted)}
                  onAccept={() => onAccept(answer.id, true)}
                  onUnaccept={() => onAccept(answer.id, false)}
                  report={reportFor(renderReport, viewer, answer, 'answer')}
                  own={!!viewer && answer.userId === viewer.id}
                />
              </li>
            ))}
          </ul>
        )}
        {viewer ? (
          <Suspense fallback={null}>
            <PendingAnswers userId={viewer.id} questionId={question.id} />
          </Suspense>
        ) : null}
      </section>

      <AnswerForm questionId={question.id} viewer={viewer} />
    </div>
  );
}

const layout = css({ display: 'flex', flexDirection: 'column', gap: '6', alignItems: 'stretch', '& > a': { alignSelf: 'flex-start' } });
const card = cx(cardStyles({ padding: 'xl', elevation: 'raised' }), stack({ gap: '4' }));
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '2' });
const title = css({ fontSize: { base: '2xl', md: '3xl' }, color: 'primary', lineHeight: '1.2' });
const meta = css({ display: 'flex', flexWrap: 'wrap', gap: '4', color: 'fg.muted', fontSize: 'sm' });
const stat = css({ display: 'inline-flex', alignItems: 'center', gap: '1' });
const content = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontSize: 'lg' });
const footer = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '3' });
const askedBy = css({ display: 'inline-flex', flexWrap: 'wrap', gap: '1.5', color: 'fg.muted' });
const reportRow = css({ alignSelf: 'flex-start' });
const section = stack({ gap: '4' });
const prompt = cx(
  cardStyles({ padding: 'none', border: 'dashed' }),
  css({ p: '6', textAlign: 'center', color: 'fg.muted', fontSize: 'lg' }),
);
const sectionHeading = headingStyles({ size: 'xl' });
