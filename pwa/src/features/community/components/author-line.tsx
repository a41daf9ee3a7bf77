import type { CommunityAuthor } from '@dockside/shared/community';
import { css } from 'styled-system/css';
import { COMMUNITY_TEXTS } from '../community.constants';

/** Spec §2: the author is shown as 'Member' or 'Anonymous'; for a member we add their name and @username. */
export function AuthorLine({ author }: { author: CommunityAuthor | null }) {
  if (!author) return <span className={label}>{COMMUNITY_TEXTS.anonymous}</span>;
  return (
    <span className={line}>
      <span className={label}>{COMMUNITY_TEXTS.member}</span>
      <span>{author.fullName || author.username}</span>
      <span className={handle}>@{author.username}</span>
    </span>
  );
}

const line = css({ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '1.5' });
const label = css({ fontWeight: 'semibold', color: 'fg' });
const handle = css({ color: 'fg.muted' });
