import type { ExpertQuestion } from '@dockside/shared/community';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardLinkStyles, cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { badge } from 'styled-system/recipes';
import { sameProps } from '@/lib/equal-data';
import { OUR_TEXTS } from '../community.constants';
import { RelativeAge } from './relative-age';
import { AnswersIcon, UpvoteIcon, ViewsIcon } from './community-icons';
import { StatusBadge } from './status-badge';

interface QuestionCardProps {
  question: ExpertQuestion;
  /** The list's query string, so "Back to Questions" returns to the same category and tab. */
  listSearch: string;
}

/**
 * Spec §2 list card, linking to /expert-questions/{id}: title, status badge, two-line excerpt, relative
 * age, category, upvotes, the real answer count and views. The title's link covers the whole card.
 */
export const QuestionCard = memo(function QuestionCard({ question, listSearch }: QuestionCardProps) {
  return (
    <article className={card}>
      <div className={top}>
        <h3 className={title}>
          <Link to={`/expert-questions/${question.id}`} state={{ listSearch }} className={stretchedLink}>
            {question.title}
          </Link>
        </h3>
        <StatusBadge status={question.status} />
      </div>
      <p className={excerpt}>{question.content}</p>
      <div className={meta}>
        <time dateTime={question.createdAt}>
          <RelativeAge date={question.createdAt} />
        </time>
        <span className={badge({ tone: 'accent' })}>{question.category}</span>
        <span className={stats}>
          <Stat icon={<UpvoteIcon width={16} height={16} />} text={OUR_TEXTS.upvotes(question.upvotes)} />
          <Stat icon={<AnswersIcon width={16} height={16} />} text={OUR_TEXTS.answers(question.answerCount)} />
          <Stat icon={<ViewsIcon width={16} height={16} />} text={OUR_TEXTS.views(question.views)} />
        </span>
      </div>
    </article>
  );
}, sameProps<QuestionCardProps>('question'));

function Stat({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <span className={stat}>
      {icon}
      {text}
    </span>
  );
}

const card = cx(cardStyles({ padding: 'lg', elevation: 'raised', interactive: true }), stack({ gap: '2' }));
const top = css({ display: 'flex', alignItems: 'flex-start', justifyContent: 'space-between', gap: '3', flexWrap: 'wrap' });
const title = css({ fontSize: 'lg', lineHeight: '1.3', flex: '1', minWidth: '12rem' });
const stretchedLink = cardLinkStyles();
const excerpt = css({ color: 'fg.muted', lineClamp: 2 });
const meta = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3', fontSize: 'sm', color: 'fg.muted' });
const stats = css({ display: 'flex', flexWrap: 'wrap', gap: '3', ml: { md: 'auto' } });
const stat = css({ display: 'inline-flex', alignItems: 'center', gap: '1' });
