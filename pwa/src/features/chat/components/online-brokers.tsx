import type { OnlineUser } from '@dockside/shared/chat';
import { CHAT_TEXTS } from '@dockside/shared/chat';
import { css, cx } from 'styled-system/css';
import { CHAT_UI_TEXTS } from '../chat.constants';
import { ChatAvatar } from './chat-avatar';
import { pillStyles } from '@/components/ui/pill';
import { headingStyles } from '@/components/ui/heading';

/** Spec §2: Online Brokers with their count, or 'No brokers online at the moment'. */
export function OnlineBrokers({ online }: { online: OnlineUser[] }) {
  const brokers = online.filter((user) => user.professional);
  return (
    <section aria-labelledby="online-brokers-heading" className={styles.section}>
      <h2 id="online-brokers-heading" className={styles.heading}>
        {CHAT_UI_TEXTS.onlineBrokers} <span className={styles.count}>{brokers.length}</span>
      </h2>
      {brokers.length === 0 ? (
        <p className={styles.empty}>{CHAT_TEXTS.noBrokers}</p>
      ) : (
        <ul className={styles.list}>
          {brokers.map((broker) => (
            <li key={broker.id} className={styles.item}>
              <ChatAvatar name={broker.fullName} url={broker.avatarUrl} online size="sm" />
              <span className={styles.text}>
                <span className={styles.name}>{broker.fullName}</span>
                {broker.company ? <span className={styles.company}>{broker.company}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

const styles = {
  section: css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '4' }),
  heading: cx(headingStyles({ size: 'eyebrow' }), css({ display: 'flex', alignItems: 'center', gap: '2' })),
  count: pillStyles({ tone: 'success' }),
  empty: css({ fontSize: 'sm', color: 'fg.muted' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  item: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  text: css({ display: 'flex', flexDirection: 'column', minWidth: '0', fontSize: 'sm' }),
  name: css({ fontWeight: 'semibold' }),
  company: css({ color: 'fg.muted', fontSize: 'xs' }),
};
