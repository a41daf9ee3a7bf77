import type { ExpertAnswer } from '@dockside/shared/community';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { stack } from 'styled-system/patterns';
import { badge } from 'styled-system/recipes';
import { Button } from '@/components/ui/button';
import { COMMUNITY_TEXTS, OUR_TEXTS } from '../community.constants';
import { RelativeAge } from './relative-age';
import { AuthorLine } from './author-line';
import { CheckIcon } from './community-icons';
import { UpvoteButton } from './upvote-button';
import { discStyles } from '@/components/ui/disc';

interface AnswerCardProps {
  answer: ExpertAnswer;
  /** The viewer may accept answers on this question (its author, or a moderator). */
  canAccept: boolean;
  voting: boolean;
  accepting: boolean;
  onVote: () => void;
  onAccept: () => void;
  onUnaccept: () => void;
  /** The Report button (docs/decisions.md "Moderation"), absent on the viewer's own answers. */
  report?: ReactNode;
  /** The viewer wrote this answer: no upvote. */
  own?: boolean;
}

/**
 * Spec §2 answer: avatar (EX for an expert, US otherwise), Member/Anonymous, an Expert badge, time,
 * upvotes with the upvote button, content. docs/decisions.md "Accounts": the 'Expert' badge and the EX avatar only for
 * accounts with the expert role; the checkbox ticked by anyone else reads 'Self-declared expert'. Ours:
 * the accepted mark and the author's accept control.
 */
export function AnswerCard({ answer, canAccept, voting, accepting, onVote, onAccept, onUnaccept, report, own = false }: AnswerCardProps) {
  const expert = answer.verifiedExpert;
  return (
    <article className={card} data-accepted={answer.accepted || undefined}>
      <header className={header}>
        <span className={avatar} data-expert={expert || undefined} aria-hidden="true">
          {expert ? 'EX' : 'US'}
        </span>
        <div className={who}>
          <AuthorLine author={answer.author} />
          <span className={badges}>
            {expert ? (
              <span className={badge({ tone: 'price' })}>
                <CheckIcon width={14} height={14} />
                {COMMUNITY_TEXTS.expert}
              </span>
            ) : answer.isExpert ? (
              <span className={selfDeclared}>{OUR_TEXTS.selfDeclaredExpert}</span>
            ) : null}
            {answer.accepted ? (
              <span className={badge({ tone: 'success' })}>
                <CheckIcon width={14} height={14} />
                {OUR_TEXTS.accepted}
              </span>
            ) : null}
          </span>
          <time className={time} dateTime={answer.createdAt}>
            <RelativeAge date={answer.createdAt} />
          </time>
        </div>
        <UpvoteButton
          count={answer.upvotes}
          voted={answer.viewerHasVoted}
          busy={voting}
          label={answer.viewerHasVoted ? OUR_TEXTS.removeAnswerUpvote : OUR_TEXTS.upvoteAnswer}
          onClick={onVote}
          own={own}
        />
      </header>
      <p className={content}>{answer.content}</p>
      {canAccept || report ? (
        <div className={footer}>
          {!canAccept ? null : answer.accepted ? (
            <Button variant="ghost" size="sm" onClick={onUnaccept} disabled={accepting}>
              {accepting ? OUR_TEXTS.accepting : OUR_TEXTS.unacceptAnswer}
            </Button>
          ) : (
            <Button variant="outline" size="sm" onClick={onAccept} disabled={accepting}>
              <CheckIcon width={16} height={16} />
              {accepting ? OUR_TEXTS.accepting : OUR_TEXTS.acceptAnswer}
            </Button>
          )}
          {report}
        </div>
      ) : null}
    </article>
  );
}

const card = cx(
  cardStyles({ padding: 'lg' }),
  stack({
    gap: '3',
    '&[data-accepted]': { borderColor: 'success', borderWidth: '2px', bg: 'success.subtle' },
  }),
);
const header = css({ display: 'flex', alignItems: 'flex-start', gap: '3' });
const avatar = cx(
  discStyles({ size: '10', tone: 'muted' }),
  css({ fontSize: 'sm', '&[data-expert]': { bg: 'primary', color: 'primary.fg' } }),
);
const who = css({ display: 'flex', flexDirection: 'column', gap: '1', flex: '1', minWidth: '0' });
const badges = css({ display: 'flex', flexWrap: 'wrap', gap: '1.5', _empty: { display: 'none' } });
const time = css({ fontSize: 'sm', color: 'fg.muted' });
const selfDeclared = css({ fontSize: 'sm', color: 'fg.muted', fontStyle: 'italic' });
const footer = css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: '2' });
const content = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
