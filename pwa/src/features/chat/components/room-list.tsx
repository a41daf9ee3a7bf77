import type { ChatRoomSummary } from '@dockside/shared/chat';
import { css, cx } from 'styled-system/css';
import { CHAT_UI_TEXTS } from '../chat.constants';
import { listRowStyles } from '@/components/ui/list-row';
import { pillStyles } from '@/components/ui/pill';
import { headingStyles } from '@/components/ui/heading';

interface RoomListProps {
  rooms: ChatRoomSummary[];
  activeRoom: string | null;
  onSelect: (roomId: string) => void;
}

/** The room named General is the main room (spec §2). */
export const isMainRoom = (room: Pick<ChatRoomSummary, 'name'>) => room.name === 'General';

/** A private conversation's name in lists: the other party and the listing. */
export function roomLabel(room: ChatRoomSummary): string {
  if (room.kind !== 'private') return room.name;
  const who = room.otherParty?.fullName || room.otherParty?.username;
  return who && room.listing ? `${who} · ${room.listing.title}` : room.name;
}

/** Spec §2: the public rooms (General badged Main) and the user's conversations with their unread counts. */
export function RoomList({ rooms, activeRoom, onSelect }: RoomListProps) {
  const publicRooms = rooms.filter((room) => room.kind === 'public');
  const conversations = rooms.filter((room) => room.kind === 'private');
  const renderRoom = (room: ChatRoomSummary) => {
    const active = room.id === activeRoom;
    return (
      <li key={room.id}>
        <button
          type="button"
          className={cx(styles.room, active && styles.active)}
          aria-current={active ? 'true' : undefined}
          onClick={() => onSelect(room.id)}
        >
          <span className={styles.name}>{roomLabel(room)}</span>
          {isMainRoom(room) ? <span className={styles.main}>{CHAT_UI_TEXTS.mainBadge}</span> : null}
          {room.unreadCount > 0 && room.kind === 'private' ? (
            <span className={styles.unread} aria-label={CHAT_UI_TEXTS.unread(room.unreadCount)}>
              {room.unreadCount}
            </span>
          ) : null}
        </button>
      </li>
    );
  };
  return (
    <nav aria-label={CHAT_UI_TEXTS.rooms} className={styles.nav}>
      <h2 className={styles.heading}>{CHAT_UI_TEXTS.rooms}</h2>
      <ul className={styles.list}>{publicRooms.map(renderRoom)}</ul>
      {conversations.length ? (
        <>
          <h2 className={styles.heading}>{CHAT_UI_TEXTS.conversations}</h2>
          <ul className={styles.list}>{conversations.map(renderRoom)}</ul>
        </>
      ) : null}
    </nav>
  );
}

const styles = {
  nav: css({ display: 'flex', flexDirection: 'column', gap: '2' }),
  heading: cx(headingStyles({ size: 'eyebrow' }), css({ mt: '2' })),
  list: css({ display: 'flex', flexDirection: 'column', gap: '1', listStyle: 'none', p: '0', m: '0' }),
  room: cx(
    listRowStyles(),
    css({ gap: '2', px: '3', color: 'fg', _hover: { bg: 'bg.muted' }, _focusVisible: { outline: '2px solid', outlineColor: 'focusRing' } }),
  ),
  active: css({ bg: 'primary.subtle', fontWeight: 'semibold', color: 'primary' }),
  name: css({ flex: '1', minWidth: '0', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }),
  main: pillStyles({ tone: 'signal' }),
  unread: pillStyles({ tone: 'accent', count: true }),
};
