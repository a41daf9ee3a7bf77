import { COMMUNITY_MESSAGES } from '@dockside/shared/community';
import { css } from 'styled-system/css';
import { Button } from '@/components/ui/button';
import { UpvoteIcon } from './community-icons';

interface UpvoteButtonProps {
  count: number;
  voted: boolean;
  busy: boolean;
  /** The button's name, e.g. 'Upvote' or 'Upvote answer'. */
  label: string;
  onClick: () => void;
  /** Show the label next to the count (the question's button); answers show the count only. */
  showLabel?: boolean;
  /** The viewer wrote it: the API refuses their upvote, so the button is off and its title says why. */
  own?: boolean;
}

/**
 * A toggle: pressed once the viewer's vote counts; pressing it again withdraws the vote. On the viewer's
 * own question or answer it is disabled (a vote cast before that rule can still be withdrawn).
 */
export function UpvoteButton({ count, voted, busy, label, onClick, showLabel = false, own = false }: UpvoteButtonProps) {
  const refused = own && !voted;
  return (
    <Button
      variant={voted ? 'accent' : 'outline'}
      size="sm"
      aria-pressed={voted}
      aria-label={`${label} (${count})`}
      disabled={busy || refused}
      title={refused ? COMMUNITY_MESSAGES.ownContentVote : undefined}
      onClick={onClick}
      className={button}
    >
      <UpvoteIcon width={18} height={18} />
      {showLabel ? <span>{label}</span> : null}
      <span className={countStyle}>{count}</span>
    </Button>
  );
}

const button = css({ gap: '1.5' });
const countStyle = css({ fontVariantNumeric: 'tabular-nums' });
