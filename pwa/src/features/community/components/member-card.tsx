import type { Member } from '@dockside/shared/community';
import { useMemo, useState } from 'react';
import { checkImageLoaded } from '@/lib/image-error-check';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { OUR_TEXTS } from '../community.constants';
import { initials } from '../utils/group-members';
import { discStyles } from '@/components/ui/disc';
import { hstack } from 'styled-system/patterns';

/** Spec §2 Members: avatar, full name, @username and a green dot when online. */
export function MemberCard({ member }: { member: Member }) {
  const [broken, setBroken] = useState(false);
  // An avatar that failed before a server-rendered page was hydrated (docs/architecture.md §5.4).
  const checked = useMemo(() => checkImageLoaded(() => setBroken(true)), []);
  return (
    <div className={card}>
      <span className={avatarWrap}>
        {member.avatarUrl && !broken ? (
          <img
            src={member.avatarUrl}
            alt=""
            className={avatar}
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            onError={() => setBroken(true)}
            ref={checked}
          />
        ) : (
          <span className={fallback} aria-hidden="true">
            {initials(member.fullName, member.username)}
          </span>
        )}
        {member.isOnline ? <span className={dot} role="img" aria-label={OUR_TEXTS.online} title={OUR_TEXTS.online} /> : null}
      </span>
      <span className={text}>
        <span className={name}>{member.fullName || member.username}</span>
        <span className={handle}>@{member.username}</span>
      </span>
    </div>
  );
}

const card = cx(cardStyles({ padding: 'sm' }), hstack({ gap: '3' }));
const avatarWrap = css({ position: 'relative', flexShrink: 0, width: '12', height: '12' });
const avatar = css({ width: '12', height: '12', borderRadius: 'full', objectFit: 'cover', bg: 'bg.muted' });
const fallback = discStyles({ size: '12', tone: 'primary' });
const dot = css({
  position: 'absolute',
  bottom: '0',
  insetEnd: '0',
  width: '3.5',
  height: '3.5',
  borderRadius: 'full',
  bg: 'success',
  borderWidth: '2px',
  borderColor: 'bg',
});
const text = css({ display: 'flex', flexDirection: 'column', minWidth: '0' });
const name = css({ fontWeight: 'semibold', overflowWrap: 'anywhere' });
const handle = css({ color: 'fg.muted', fontSize: 'sm', overflowWrap: 'anywhere' });
