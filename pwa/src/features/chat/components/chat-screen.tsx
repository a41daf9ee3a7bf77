import type { MarineProfessional } from '@dockside/shared/chat';
import { CHAT_TEXTS } from '@dockside/shared/chat';
import { useCallback, useEffect, useRef, useState } from 'react';
import { css, cx } from 'styled-system/css';
import { cardStyles } from '@/components/ui/card';
import { pageHeadingStyles } from '@/components/layout/page';
import { Tabs } from '@/components/ui/tabs';
import { toast } from '@/components/ui/toaster';
import { useShownDataAge } from '@/lib/query/shown-data-age';
import { useOnline } from '@/lib/use-online';
import { CHAT_UI_TEXTS } from '../chat.constants';
import { closeRoom, loadOlder, markRoomRead, onJoinError, openRoom, useChatConnection, type ChatUser } from '../stores/chat-connection';
import { refreshRooms, useRooms } from '../stores/chat-queries';
import { EMPTY_ROOM, useChatStore } from '../stores/chat.store';
import { ConversationHeader } from './conversation-header';
import { MentionsHelp } from './mentions-help';
import { MessageInput } from './message-input';
import { MessageList, type RenderReport } from './message-list';
import { OnlineBrokers } from './online-brokers';
import { ProfessionalsTab } from './professionals-tab';
import { isMainRoom, RoomList, roomLabel } from './room-list';

interface ChatScreenProps {
  user: ChatUser;
  /** `?room=`: the room to open (a private conversation from Contact Seller, Reply or a notification). */
  roomParam: string | null;
  /** `?part=`: the listing a private conversation is about (its header links to it). */
  partParam: string | null;
  /** The user picked another room: the route puts it in the URL. */
  onRoomChange: (roomId: string) => void;
  /** The moderation feature's Report button for others' messages (docs/decisions.md "Moderation"). */
  renderReport?: RenderReport;
}

type ChatTab = 'rooms' | 'professionals';

/** Spec §2 Chat (/chat): tabs Chat Rooms and Marine Professionals. */
export function ChatScreen({ user, roomParam, partParam, onRoomChange, renderReport }: ChatScreenProps) {
  useChatConnection(user);
  const online = useOnline();
  const rooms = useRooms(user.id);
  const status = useChatStore((state) => state.status);
  const onlineUsers = useChatStore((state) => state.online);
  const [tab, setTab] = useState<ChatTab>('rooms');
  const [draft, setDraft] = useState<{ text: string; key: number }>();

  const list = rooms.data ?? [];
  // Spec §2: General is joined automatically, else the first room.
  const activeRoom = roomParam ?? list.find(isMainRoom)?.id ?? list[0]?.id ?? null;
  const summary = list.find((room) => room.id === activeRoom);
  const roomState = useChatStore((state) => (activeRoom ? state.rooms[activeRoom] : undefined)) ?? EMPTY_ROOM;
  const lastId = roomState.messages.at(-1)?.id;
  const connected = status === 'connected' && online;

  // A conversation opened a moment ago may not be in the saved list yet.
  const refreshedFor = useRef<string | null>(null);
  useEffect(() => {
    if (!activeRoom || summary || !rooms.data || !online || refreshedFor.current === activeRoom) return;
    refreshedFor.current = activeRoom;
    void refreshRooms(user.id).catch(() => undefined);
  }, [activeRoom, summary, rooms.data, online, user.id]);

  useEffect(() => {
    if (!activeRoom) return;
    void openRoom(user.id, activeRoom);
    return () => closeRoom(activeRoom);
  }, [activeRoom, user.id]);

  useEffect(() => {
    onJoinError((error) => toast({ title: CHAT_UI_TEXTS.joinFailed, description: error.message, type: 'error' }));
    return () => onJoinError(null);
  }, []);

  // Reading the room marks it read (on the server, so every device agrees) — when the tab is visible.
  useEffect(() => {
    if (!activeRoom || lastId === undefined) return;
    const mark = () => {
      if (document.visibilityState === 'visible') markRoomRead(activeRoom, lastId);
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [activeRoom, lastId]);

  // Offline, the notice says from when the messages on screen are.
  useShownDataAge(!online && roomState.savedAt !== undefined ? roomState.savedAt : undefined);

  const onLoadOlder = useCallback(() => {
    if (activeRoom) void loadOlder(activeRoom);
  }, [activeRoom]);

  const messageProfessional = (professional: MarineProfessional) => {
    setTab('rooms');
    setDraft((current) => ({ text: `@${professional.username} `, key: (current?.key ?? 0) + 1 }));
  };

  const roomName = summary ? roomLabel(summary) : activeRoom?.startsWith('part-') ? CHAT_UI_TEXTS.conversations : CHAT_UI_TEXTS.title;

  return (
    <div>
      <h1 className={pageHeadingStyles}>{CHAT_UI_TEXTS.heading}</h1>
      <Tabs.Root value={tab} onValueChange={({ value }) => setTab(value as ChatTab)} lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="rooms">{CHAT_UI_TEXTS.tabs.rooms}</Tabs.Trigger>
          <Tabs.Trigger value="professionals">{CHAT_UI_TEXTS.tabs.professionals}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="rooms">
          <div className={styles.layout}>
            <aside className={styles.sidebar}>
              {rooms.status === 'error' && !rooms.data ? <p className={styles.muted}>{CHAT_UI_TEXTS.roomsUnavailable}</p> : null}
              <RoomList rooms={list} activeRoom={activeRoom} onSelect={onRoomChange} />
              <OnlineBrokers online={onlineUsers} />
            </aside>
            <section className={styles.panel} aria-label={roomName}>
              <div className={styles.panelHeader}>
                <div className={styles.panelTitle}>
                  <h2 className={styles.roomName}>{roomName}</h2>
                  <MentionsHelp />
                </div>
                {activeRoom?.startsWith('part-') ? <ConversationHeader room={summary} partId={partParam} /> : null}
                {summary?.description ? <p className={styles.muted}>{summary.description}</p> : null}
                <ConnectionStatus status={status} online={online} />
              </div>
              {activeRoom ? (
                <>
                  <MessageList
                    messages={roomState.messages}
                    userId={user.id}
                    roomName={roomName}
                    hasOlder={roomState.hasOlder && online}
                    loadingOlder={roomState.loadingOlder}
                    onLoadOlder={onLoadOlder}
                    renderReport={renderReport}
                  />
                  <MessageInput key={activeRoom} roomId={activeRoom} connected={connected} online={online} draft={draft} />
                </>
              ) : (
                <p className={styles.choose}>{CHAT_UI_TEXTS.chooseRoom}</p>
              )}
            </section>
          </div>
        </Tabs.Content>
        <Tabs.Content value="professionals">
          <ProfessionalsTab onMessage={messageProfessional} />
        </Tabs.Content>
      </Tabs.Root>
    </div>
  );
}

/** Spec §4: connecting, connected (nothing to say), disconnected and reconnecting. */
function ConnectionStatus({ status, online }: { status: string; online: boolean }) {
  if (status === 'connected' && online) return null;
  return (
    <div role="status" className={styles.status}>
      {status === 'connecting' && online ? (
        <p>{CHAT_TEXTS.connecting}</p>
      ) : (
        <>
          <p className={styles.statusStrong}>{CHAT_TEXTS.disconnected}</p>
          <p>{CHAT_TEXTS.reconnecting}</p>
        </>
      )}
    </div>
  );
}

const styles = {
  layout: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', md: '16rem 1fr' },
    gap: '4',
    mt: '4',
    alignItems: 'start',
  }),
  sidebar: css({ display: 'flex', flexDirection: 'column', gap: '2', minWidth: '0' }),
  panel: cx(
    cardStyles({ padding: 'none' }),
    css({
      display: 'flex',
      flexDirection: 'column',
      minWidth: '0',
      overflow: 'hidden',
    }),
  ),
  panelHeader: css({ display: 'flex', flexDirection: 'column', gap: '2', p: '3', borderBottomWidth: '1px', borderColor: 'border' }),
  panelTitle: css({ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '2' }),
  roomName: css({ fontSize: 'lg', fontWeight: 'bold', color: 'primary', minWidth: '0', overflowWrap: 'anywhere' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm' }),
  status: css({ p: '2', borderRadius: 'control', bg: 'signal.subtle', color: 'fg', fontSize: 'sm' }),
  statusStrong: css({ fontWeight: 'semibold' }),
  choose: css({ p: '6', color: 'fg.muted' }),
};
