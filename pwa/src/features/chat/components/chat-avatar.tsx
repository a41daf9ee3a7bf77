import { useState } from 'react';
import { css, cx } from 'styled-system/css';
import { CHAT_UI_TEXTS } from '../chat.constants';
import { discStyles } from '@/components/ui/disc';

function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  return (words.length > 1 ? words[0][0] + words[1][0] : (words[0] ?? '?').slice(0, 2)).toUpperCase();
}

/** A person's photo (or initials) with an optional online dot. Decorative: the name is written beside it. */
export function ChatAvatar({ name, url, online, size = 'md' }: { name: string; url: string | null; online?: boolean; size?: 'sm' | 'md' }) {
  const [broken, setBroken] = useState(false);
  return (
    <span className={cx(styles.wrap, size === 'sm' ? styles.sm : styles.md)}>
      {url && !broken ? (
        <img src={url} alt="" className={styles.image} loading="lazy" decoding="async" onError={() => setBroken(true)} />
      ) : (
        <span className={styles.fallback} aria-hidden="true">
          {initials(name)}
        </span>
      )}
      {online === undefined ? null : (
        <span
          className={cx(styles.dot, online ? styles.on : styles.off)}
          role="img"
          aria-label={online ? CHAT_UI_TEXTS.online : CHAT_UI_TEXTS.offline}
          title={online ? CHAT_UI_TEXTS.online : CHAT_UI_TEXTS.offline}
        />
      )}
    </span>
  );
}

const styles = {
  wrap: css({ position: 'relative', flexShrink: 0, display: 'inline-flex' }),
  sm: css({ width: '8', height: '8', fontSize: 'xs' }),
  md: css({ width: '10', height: '10', fontSize: 'sm' }),
  image: css({ width: 'full', height: 'full', borderRadius: 'full', objectFit: 'cover', bg: 'bg.muted' }),
  fallback: discStyles({ size: 'fill', tone: 'primary' }),
  dot: css({
    position: 'absolute',
    bottom: '-0.5',
    insetEnd: '-0.5',
    width: '3',
    height: '3',
    borderRadius: 'full',
    borderWidth: '2px',
    borderColor: 'bg',
  }),
  on: css({ bg: 'success' }),
  off: css({ bg: 'slate.400' }),
};
