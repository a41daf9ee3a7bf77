import { css, cx } from 'styled-system/css';
import { stack } from 'styled-system/patterns';
import { cardStyles } from '@/components/ui/card';
import { badge } from 'styled-system/recipes';
import { Button } from '@/components/ui/button';
import { discard } from '@/lib/sync/outbox';
import { OUR_TEXTS } from '../community.constants';
import { usePendingAnswers } from '../stores/community-outbox';

/** The viewer's answers to this question still on the device: waiting to be posted, or refused. */
export function PendingAnswers({ userId, questionId }: { userId: number | null; questionId: number }) {
  const items = usePendingAnswers(userId, questionId);
  if (!items || items.length === 0) return null;
  return (
    <ul className={list}>
      {items.map((item) =>
        item.op.type === 'post-answer' ? (
          <li key={item.id} className={card} data-testid="pending-answer" data-status={item.status}>
            <p className={badge({ tone: 'neutral' })}>{item.status === 'pending' ? OUR_TEXTS.pendingAnswer : OUR_TEXTS.refusedAnswer}</p>
            <p className={content}>{item.op.content}</p>
            {item.status !== 'pending' ? (
              <>
                {item.lastError ? (
                  <p className={errorText} role="alert">
                    {item.lastError}
                  </p>
                ) : null}
                <Button size="sm" variant="outline" onClick={() => void discard(item.id)}>
                  {OUR_TEXTS.discardAnswer}
                </Button>
              </>
            ) : null}
          </li>
        ) : null,
      )}
    </ul>
  );
}

const list = stack({ gap: '3' });
const card = cx(cardStyles({ border: 'dashed' }), stack({ alignItems: 'flex-start', gap: '2' }));
const content = css({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' });
const errorText = css({ fontSize: 'sm', color: 'danger', fontWeight: 'medium' });
