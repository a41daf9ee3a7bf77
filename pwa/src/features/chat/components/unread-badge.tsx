import { useEffect } from 'react';
import { css } from 'styled-system/css';
import { UNREAD_POLL_MS } from '../chat.constants';
import { refreshRooms, unreadTotal, useRooms } from '../stores/chat-queries';

/**
 * The unread count of the header's user menu. Its own small chunk, loaded after the first paint for
 * signed-in users: no socket here — it reads the saved rooms list (which chat screens keep live) and
 * refreshes it on focus and every minute while the tab is visible.
 */
export default function UnreadBadge({ id, userId }: { id: string; userId: number }) {
  const rooms = useRooms(userId, UNREAD_POLL_MS);
  useEffect(() => {
    const refresh = () => {
      if (document.visibilityState === 'visible' && navigator.onLine) void refreshRooms(userId).catch(() => undefined);
    };
    const timer = setInterval(refresh, UNREAD_POLL_MS);
    window.addEventListener('focus', refresh);
    return () => {
      clearInterval(timer);
      window.removeEventListener('focus', refresh);
    };
  }, [userId]);
  const count = unreadTotal(rooms.data);
  // Always rendered (empty when nothing is unread): the menu button's aria-describedby points here.
  return (
    <span id={id} className={count > 0 ? styles.badge : undefined} data-testid="unread-messages">
      {count > 0 ? (
        <>
          {count > 99 ? '99+' : count}
          <span className={styles.hidden}> unread messages</span>
        </>
      ) : null}
    </span>
  );
}

const styles = {
  badge: css({
    minWidth: '5',
    px: '1.5',
    borderRadius: 'full',
    bg: 'signal',
    color: 'signal.fg',
    fontSize: 'xs',
    fontWeight: 'bold',
    textAlign: 'center',
    lineHeight: '1.25rem',
  }),
  hidden: css({ srOnly: true }),
};
