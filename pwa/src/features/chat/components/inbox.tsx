import type { ChatRoomSummary } from '@dockside/shared/chat';
import { Link } from 'react-router';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { buttonStyles } from '@/components/ui/button';
import { INBOX_TEXTS } from '../chat.constants';
import { markRoomRead, useChatConnection, type ChatUser } from '../stores/chat-connection';
import { unreadTotal, useRooms } from '../stores/chat-queries';
import { useChatStore } from '../stores/chat.store';
import { formatInboxTime } from '../utils/chat-time';
import { ChatAvatar } from './chat-avatar';
import { pillStyles } from '@/components/ui/pill';
import { headingStyles } from '@/components/ui/heading';

/** The /chat address of a conversation (with its listing, so the header shows it at once). */
export function conversationPath(room: Pick<ChatRoomSummary, 'id' | 'listing'>): string {
  const params = new URLSearchParams({ room: room.id });
  if (room.listing) params.set('part', String(room.listing.id));
  return `/chat?${params.toString()}`;
}

/**
 * Spec §2 Account dashboard → Messages, with the user's real conversations: the other party's name,
 * company and online dot, 'New' while unread, the time (clock today, weekday this week, else month and
 * day), the last message, 'Re: {listing}', the message count and unread badge. Clicking a card marks it
 * read on the server; Reply and View All Messages open /chat. Live: new messages arrive on the socket.
 */
export function Inbox({ user }: { user: ChatUser }) {
  useChatConnection(user);
  // Always fetched on opening (the saved copy shows meanwhile, and offline).
  const rooms = useRooms(user.id, 0);
  const online = useChatStore((state) => state.online);
  const connected = useChatStore((state) => state.status === 'connected');
  const onlineIds = new Set(online.map((person) => person.id));
  const conversations = (rooms.data ?? []).filter((room) => room.kind === 'private');
  const unread = unreadTotal(rooms.data);
  const firstConversation = conversations[0];

  return (
    <section className={styles.panel} aria-labelledby="inbox-heading">
      <div className={styles.top}>
        <h2 id="inbox-heading" className={styles.heading}>
          {INBOX_TEXTS.heading}
        </h2>
        <span className={styles.muted}>{INBOX_TEXTS.messageCount(conversations.length)}</span>
        {unread > 0 ? <span className={styles.unread}>{INBOX_TEXTS.unreadBadge(unread)}</span> : null}
        <Link
          to={firstConversation ? conversationPath(firstConversation) : '/chat'}
          className={cx(buttonStyles({ variant: 'outline', size: 'sm' }), styles.viewAll)}
        >
          {INBOX_TEXTS.viewAll}
        </Link>
      </div>
      {rooms.status === 'error' && !rooms.data ? <p className={styles.muted}>{INBOX_TEXTS.offlineUnavailable}</p> : null}
      {rooms.data && conversations.length === 0 ? <p className={styles.muted}>{INBOX_TEXTS.empty}</p> : null}
      <ul className={styles.list}>
        {conversations.map((room) => (
          <ConversationCard
            key={room.id}
            room={room}
            userId={user.id}
            isOnline={connected ? onlineIds.has(room.otherParty?.id ?? -1) : (room.otherParty?.isOnline ?? false)}
          />
        ))}
      </ul>
    </section>
  );
}

function ConversationCard({ room, userId, isOnline }: { room: ChatRoomSummary; userId: number; isOnline: boolean }) {
  const other = room.otherParty;
  const name = other?.fullName || other?.username || room.name;
  const last = room.lastMessage;
  const isNew = room.unreadCount > 0;
  const open = () => {
    if (last && isNew) markRoomRead(room.id, last.id);
  };
  return (
    <li className={cx(styles.card, isNew && styles.cardNew)}>
      <button type="button" className={styles.cardMain} onClick={open}>
        <ChatAvatar name={name} url={other?.avatarUrl ?? null} online={isOnline} />
        <span className={styles.cardText}>
          <span className={styles.cardTop}>
            <span className={styles.name}>{name}</span>
            {other?.company ? <span className={styles.muted}>{other.company}</span> : null}
            {isNew ? <span className={styles.newBadge}>{INBOX_TEXTS.newBadge}</span> : null}
            {last ? (
              <time className={styles.time} dateTime={last.timestamp}>
                {formatInboxTime(last.timestamp)}
              </time>
            ) : null}
          </span>
          <span className={styles.preview}>
            {last ? `${last.userId === userId ? INBOX_TEXTS.you : ''}${last.content}` : INBOX_TEXTS.noMessages}
          </span>
          {room.listing ? <span className={styles.muted}>{INBOX_TEXTS.re(room.listing.title)}</span> : null}
        </span>
      </button>
      <div className={styles.cardActions}>
        <span className={styles.muted}>{INBOX_TEXTS.messageCount(room.messageCount)}</span>
        {isNew ? <span className={styles.unread}>{INBOX_TEXTS.unreadBadge(room.unreadCount)}</span> : null}
        <Link
          to={conversationPath(room)}
          className={buttonStyles({ variant: 'primary', size: 'sm' })}
          aria-label={INBOX_TEXTS.replyTo(name)}
        >
          {INBOX_TEXTS.reply}
        </Link>
      </div>
    </li>
  );
}

const styles = {
  panel: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  unread: pillStyles({ tone: 'accent' }),
  top: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' }),
  heading: headingStyles({ size: 'xl' }),
  viewAll: css({ ms: 'auto' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  list: css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none', p: '0', m: '0' }),
  card: cx(cardStyles({ padding: 'sm', layout: 'split' }), css({ gap: '3' })),
  cardNew: css({ borderInlineStartWidth: '4px', borderInlineStartColor: 'accent' }),
  cardMain: css({
    flex: '1',
    minWidth: '0',
    display: 'flex',
    alignItems: 'flex-start',
    gap: '3',
    textAlign: 'start',
    cursor: 'pointer',
    borderRadius: 'control',
    _focusVisible: { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
  }),
  cardText: css({ display: 'flex', flexDirection: 'column', gap: '1', minWidth: '0', flex: '1' }),
  cardTop: css({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '2' }),
  name: css({ fontWeight: 'semibold', color: 'fg' }),
  newBadge: css({ px: '2', borderRadius: 'full', bg: 'signal', color: 'signal.fg', fontSize: 'xs', fontWeight: 'bold' }),
  time: css({ ms: 'auto', color: 'fg.muted', fontSize: 'sm' }),
  preview: css({ color: 'fg', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  cardActions: css({ display: 'flex', alignItems: 'center', gap: '2', flexShrink: 0 }),
};
