import type { MarineProfessional } from '@dockside/shared/chat';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { Button } from '@/components/ui/button';
import { CHAT_UI_TEXTS } from '../chat.constants';
import { useProfessionals } from '../stores/chat-queries';
import { useChatStore } from '../stores/chat.store';
import { ChatAvatar } from './chat-avatar';

/**
 * Spec §2 Marine Professionals: cards with avatar, full name, company, Online/Offline badge and a Message
 * button that switches back to the chat tab (with '@username ' ready in the box, so they are notified).
 */
export function ProfessionalsTab({ onMessage }: { onMessage: (professional: MarineProfessional) => void }) {
  const { data } = useProfessionals(true);
  const online = useChatStore((state) => state.online);
  const connected = useChatStore((state) => state.status === 'connected');
  const onlineIds = new Set(online.map((user) => user.id));
  const professionals = data ?? [];
  if (data && professionals.length === 0) return <p className={styles.empty}>{CHAT_UI_TEXTS.professionalsEmpty}</p>;
  return (
    <ul className={styles.grid}>
      {professionals.map((professional) => {
        // Live presence while connected; the fetched flag otherwise.
        const isOnline = connected ? onlineIds.has(professional.id) : professional.isOnline;
        return (
          <li key={professional.id} className={styles.card}>
            <ChatAvatar name={professional.fullName} url={professional.avatarUrl} />
            <div className={styles.text}>
              <h3 className={styles.name}>{professional.fullName || professional.username}</h3>
              {professional.company ? <p className={styles.company}>{professional.company}</p> : null}
              <span className={cx(styles.badge, isOnline ? styles.on : styles.off)}>
                {isOnline ? CHAT_UI_TEXTS.online : CHAT_UI_TEXTS.offline}
              </span>
            </div>
            <Button
              variant="outline"
              size="sm"
              onClick={() => onMessage(professional)}
              aria-label={`${CHAT_UI_TEXTS.message} ${professional.fullName || professional.username}`}
            >
              {CHAT_UI_TEXTS.message}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

const styles = {
  empty: css({ color: 'fg.muted', py: '6' }),
  grid: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
    gap: '4',
    listStyle: 'none',
    p: '0',
    m: '0',
  }),
  card: cx(
    cardStyles({ padding: 'md' }),
    css({
      display: 'flex',
      alignItems: 'center',
      gap: '3',
    }),
  ),
  text: css({ flex: '1', minWidth: '0', display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: '1' }),
  name: css({ fontWeight: 'semibold', fontSize: 'md' }),
  company: css({ color: 'fg.muted', fontSize: 'sm' }),
  badge: css({ px: '2', borderRadius: 'full', fontSize: 'xs', fontWeight: 'bold', borderWidth: '1px' }),
  on: css({ bg: 'success.subtle', color: 'success', borderColor: 'success' }),
  off: css({ bg: 'bg.muted', color: 'fg.muted', borderColor: 'border' }),
};
