import type { ChatMessage } from '@dockside/shared/chat';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { CHAT_UI_TEXTS } from '../chat.constants';
import { formatMessageTime } from '../utils/chat-time';
import { ChatAvatar } from './chat-avatar';
import { MessageText } from './message-text';

/** How a message's sender is named. */
export const authorName = (message: ChatMessage) => message.user.fullName || message.user.username;

/**
 * Spec §2: own messages right-aligned; others with avatar, name and company. A flagged message warns its
 * recipient. `report`: the Report button under others' messages (docs/decisions.md "Moderation").
 */
export function MessageItem({ message, own, report }: { message: ChatMessage; own: boolean; report?: ReactNode }) {
  const name = authorName(message);
  return (
    <li className={cx(styles.row, own && styles.ownRow)} data-message-id={message.id}>
      {own ? null : <ChatAvatar name={name} url={message.user.avatarUrl} size="sm" />}
      <div className={cx(styles.body, own && styles.ownBody)}>
        {own ? null : (
          <p className={styles.meta}>
            <span className={styles.name}>{name}</span>
            {message.user.company ? <span className={styles.company}>{message.user.company}</span> : null}
          </p>
        )}
        <p className={cx(styles.bubble, own ? styles.ownBubble : styles.otherBubble)}>
          <MessageText text={message.content} />
        </p>
        <div className={styles.footer}>
          <time className={styles.time} dateTime={message.timestamp}>
            {formatMessageTime(message.timestamp)}
          </time>
          {report}
        </div>
        {!own && message.warning ? (
          <div role="alert" className={styles.warning}>
            <strong>{CHAT_UI_TEXTS.warningLabel}: </strong>
            {message.warning}
          </div>
        ) : null}
      </div>
    </li>
  );
}

const styles = {
  row: css({ display: 'flex', alignItems: 'flex-start', gap: '2', maxWidth: 'full' }),
  ownRow: css({ justifyContent: 'flex-end' }),
  body: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '1',
    maxWidth: { base: '85%', md: '70%' },
    minWidth: '0',
  }),
  ownBody: css({ alignItems: 'flex-end' }),
  meta: css({ display: 'flex', flexWrap: 'wrap', gap: '2', alignItems: 'baseline', fontSize: 'sm' }),
  name: css({ fontWeight: 'semibold', color: 'fg' }),
  company: css({ color: 'fg.muted' }),
  bubble: css({ px: '3', py: '2', borderRadius: 'card', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }),
  ownBubble: css({ bg: 'primary', color: 'primary.fg' }),
  otherBubble: css({ bg: 'bg.muted', color: 'fg' }),
  footer: css({ display: 'flex', alignItems: 'center', gap: '2' }),
  time: css({ fontSize: 'xs', color: 'fg.muted' }),
  warning: css({
    mt: '1',
    p: '3',
    fontSize: 'sm',
    bg: 'danger.subtle',
    color: 'fg',
    borderWidth: '1px',
    borderColor: 'danger',
    borderInlineStartWidth: '4px',
    borderRadius: 'control',
  }),
};
