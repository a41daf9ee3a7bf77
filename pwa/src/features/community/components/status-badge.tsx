import type { QuestionStatus } from '@dockside/shared/community';
import { badge } from 'styled-system/recipes';
import { COMMUNITY_TEXTS } from '../community.constants';
import { CheckIcon, ClockIcon } from './community-icons';

/** Spec §2: 'Answered' or 'Awaiting Answer'. */
export function StatusBadge({ status }: { status: QuestionStatus }) {
  return status === 'answered' ? (
    <span className={badge({ tone: 'success' })}>
      <CheckIcon width={14} height={14} />
      {COMMUNITY_TEXTS.answered}
    </span>
  ) : (
    <span className={badge({ tone: 'featured' })}>
      <ClockIcon width={14} height={14} />
      {COMMUNITY_TEXTS.awaitingAnswer}
    </span>
  );
}
