import {
  CHAT_LIMITS,
  CHAT_TEXTS,
  type ChatError,
  type ChatMessage,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@dockside/shared/chat';
import { useEffect } from 'react';
import { openSocket, type TypedSocket } from '@/lib/socket';
import { getMessages } from '../api/get-messages';
import { markRead as markReadOverHttp } from '../api/mark-read';
import { mergeMessages } from '../utils/merge-messages';
import { showMessageNotification } from '../utils/notify';
import { applyMessageToRooms, applyReadToRooms, readSavedMessages, refreshRooms, saveMessages } from './chat-queries';
import { EMPTY_ROOM, resetChatStore, updateRoom, useChatStore } from './chat.store';

type ChatSocket = TypedSocket<ServerToClientEvents, ClientToServerEvents>;

/** Who is chatting, as the route passes it in (features do not read each other's stores). */
export interface ChatUser {
  id: number;
  /** Browser notifications switch (Account Settings); undefined = on (spec default). */
  notifyBrowser?: boolean;
}

/**
 * One socket per tab, shared by every screen that chats (/chat and the inbox) and counted: it opens with the
 * first and closes a little after the last leaves, so moving between them does not reconnect.
 */
let socket: ChatSocket | null = null;
let opening: Promise<ChatSocket> | null = null;
let holders = 0;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
let user: ChatUser | null = null;
/** Highest message id this tab has marked read, per room (so it is sent once). */
const markedRead = new Map<string, number>();

const CLOSE_DELAY_MS = 5_000;
/** No answer by then: the user is told, and may send again (the server stores a re-sent clientId once). */
const SEND_TIMEOUT_MS = 10_000;

function isReading(roomId: string): boolean {
  return useChatStore.getState().activeRoom === roomId && document.visibilityState === 'visible';
}

async function onMessage(message: ChatMessage): Promise<void> {
  const me = user;
  if (!me) return;
  const room = useChatStore.getState().rooms[message.roomId];
  if (room) {
    const messages = mergeMessages(room.messages, [message]);
    updateRoom(message.roomId, (current) => ({ ...current, messages }));
    void saveMessages(me.id, message.roomId, messages);
  }
  const reading = isReading(message.roomId);
  if (reading) markRoomRead(message.roomId, message.id);
  const known = await applyMessageToRooms(me.id, message, reading);
  if (!known && message.roomId.startsWith('part-')) void refreshRooms(me.id).catch(() => undefined);
  if (message.userId !== me.id && document.visibilityState === 'hidden' && me.notifyBrowser !== false) {
    showMessageNotification(message);
  }
}

/** Newest page of a room from the server, merged into what is shown (none twice, none missing). */
async function fetchNewest(roomId: string): Promise<void> {
  const me = user;
  if (!me) return;
  const page = await getMessages(roomId, { limit: CHAT_LIMITS.pageDefault });
  let merged: ChatMessage[] = [];
  updateRoom(roomId, (current) => {
    merged = mergeMessages(current.messages, page);
    const hasOlder = current.fetched ? current.hasOlder : page.length === CHAT_LIMITS.pageDefault;
    return { ...current, messages: merged, fetched: true, hasOlder, savedAt: undefined };
  });
  await saveMessages(me.id, roomId, merged);
}

function attach(next: ChatSocket): void {
  next.on('connect', () => {
    useChatStore.setState({ status: 'connected', everConnected: true });
    const { activeRoom } = useChatStore.getState();
    if (activeRoom) joinOnSocket(activeRoom);
    // After a reconnect: what was missed meanwhile comes from the newest pages (merge by id).
    for (const roomId of Object.keys(useChatStore.getState().rooms)) void fetchNewest(roomId).catch(() => undefined);
    if (user) void refreshRooms(user.id).catch(() => undefined);
  });
  // The server closes the oldest socket of a user with too many tabs open, saying so first: reconnecting
  // would only close another tab's, and that one would reconnect in turn.
  let displaced = false;
  next.on('error', (error) => {
    if (error.code === 'TOO_MANY_SOCKETS') displaced = true;
  });
  next.on('disconnect', (reason) => {
    useChatStore.setState({ status: 'disconnected' });
    // The server closed it (e.g. a restart, or the session ended: a new sign-in's cookie is sent on the
    // reconnect): socket.io does not retry by itself then.
    if (reason === 'io server disconnect' && !displaced) next.connect();
  });
  next.on('connect_error', () => {
    useChatStore.setState((state) => ({ status: state.everConnected ? 'disconnected' : 'connecting' }));
  });
  next.io.on('reconnect_attempt', () => {
    if (!useChatStore.getState().everConnected) useChatStore.setState({ status: 'connecting' });
  });
  next.on('message', (message) => void onMessage(message));
  next.on('onlineUsers', (online) => useChatStore.setState({ online }));
  next.on('read', ({ roomId, messageId }) => {
    if (user) void applyReadToRooms(user.id, roomId, messageId);
  });
}

function joinOnSocket(roomId: string): void {
  socket?.emit('joinRoom', roomId, (result) => {
    if (!result.ok) joinErrorListener?.(result.error);
  });
}

let joinErrorListener: ((error: ChatError) => void) | null = null;

/** Called when the server refuses to join the active room (not a participant, no such room). */
export function onJoinError(listener: ((error: ChatError) => void) | null): void {
  joinErrorListener = listener;
}

async function acquire(next: ChatUser): Promise<void> {
  clearTimeout(closeTimer);
  holders += 1;
  if (user && user.id !== next.id) closeNow();
  user = next;
  if (socket || opening) return;
  useChatStore.setState({ status: 'connecting' });
  opening = openSocket<ServerToClientEvents, ClientToServerEvents>();
  try {
    const opened = await opening;
    attach(opened);
    socket = opened;
    if (holders === 0) closeNow();
  } catch {
    // The chunk could not load (offline on a first visit): stay disconnected; the screen says so.
    useChatStore.setState({ status: 'disconnected' });
  } finally {
    opening = null;
  }
}

function release(): void {
  holders = Math.max(0, holders - 1);
  if (holders > 0) return;
  clearTimeout(closeTimer);
  closeTimer = setTimeout(closeNow, CLOSE_DELAY_MS);
}

function closeNow(): void {
  socket?.disconnect();
  socket = null;
  markedRead.clear();
  resetChatStore();
}

/** Keeps the chat socket open while the calling screen is mounted. */
export function useChatConnection(chatUser: ChatUser | null): void {
  const id = chatUser?.id ?? null;
  const notifyBrowser = chatUser?.notifyBrowser;
  useEffect(() => {
    if (id === null) return;
    void acquire({ id, notifyBrowser });
    return release;
  }, [id, notifyBrowser]);
  useEffect(() => {
    if (user && id !== null && user.id === id) user = { id, notifyBrowser };
  }, [id, notifyBrowser]);
}

/** Opens a room: shows the saved copy at once, fetches the newest page, and joins it on the socket. */
export async function openRoom(userId: number, roomId: string): Promise<void> {
  const previous = useChatStore.getState().activeRoom;
  if (previous && previous !== roomId && !previous.startsWith('part-')) socket?.emit('leaveRoom', previous);
  useChatStore.setState({ activeRoom: roomId });
  if (socket?.connected) joinOnSocket(roomId);
  if (!useChatStore.getState().rooms[roomId]) {
    const saved = await readSavedMessages(userId, roomId);
    updateRoom(roomId, (current) =>
      current.fetched || !saved
        ? current
        : { ...current, messages: mergeMessages(current.messages, saved.messages), savedAt: saved.savedAt, hasOlder: true },
    );
  }
  if (navigator.onLine) {
    try {
      await fetchNewest(roomId);
    } catch {
      // Offline or the server is away: the saved copy stays on screen, and a reconnect fetches again.
      updateRoom(roomId, (current) => current);
    }
  }
}

/** Stops showing a room (the screen unmounts). */
export function closeRoom(roomId: string): void {
  if (useChatStore.getState().activeRoom === roomId) useChatStore.setState({ activeRoom: null });
}

/** Loads the page of messages before the oldest shown (scrolling up). */
export async function loadOlder(roomId: string): Promise<void> {
  const room = useChatStore.getState().rooms[roomId] ?? EMPTY_ROOM;
  if (room.loadingOlder || !room.hasOlder || !navigator.onLine) return;
  const oldest = room.messages[0];
  updateRoom(roomId, (current) => ({ ...current, loadingOlder: true }));
  try {
    const page = await getMessages(roomId, { before: oldest?.id, limit: CHAT_LIMITS.pageDefault });
    updateRoom(roomId, (current) => ({
      ...current,
      messages: mergeMessages(current.messages, page),
      hasOlder: page.length === CHAT_LIMITS.pageDefault,
      loadingOlder: false,
    }));
  } catch {
    updateRoom(roomId, (current) => ({ ...current, loadingOlder: false }));
  }
}

/** Sends a message; resolves with the stored message or the server's error. */
export function sendMessage(
  roomId: string,
  content: string,
): Promise<{ ok: true; message: ChatMessage } | { ok: false; error: ChatError }> {
  const clientId = crypto.randomUUID();
  return new Promise((resolve) => {
    if (!socket?.connected) {
      resolve({ ok: false, error: { code: 'DISCONNECTED', message: CHAT_TEXTS.disconnected, clientId } });
      return;
    }
    let settled = false;
    const timer = setTimeout(() => {
      settled = true;
      resolve({ ok: false, error: { code: 'TIMEOUT', message: 'The message could not be sent. Please try again.', clientId } });
    }, SEND_TIMEOUT_MS);
    socket.emit('sendMessage', { roomId, content, clientId }, (result) => {
      clearTimeout(timer);
      if (result.ok) {
        updateRoom(roomId, (current) => ({ ...current, messages: mergeMessages(current.messages, [result.message]) }));
        const me = user;
        if (me) {
          void saveMessages(me.id, roomId, useChatStore.getState().rooms[roomId]?.messages ?? []);
          void applyMessageToRooms(me.id, result.message, true);
        }
      }
      if (!settled) resolve(result);
    });
  });
}

/** Marks a room read up to a message, once per message, over the socket (or HTTP when it is down). */
export function markRoomRead(roomId: string, messageId: number): void {
  if ((markedRead.get(roomId) ?? 0) >= messageId) return;
  markedRead.set(roomId, messageId);
  const me = user;
  if (me) void applyReadToRooms(me.id, roomId, messageId);
  if (socket?.connected) socket.emit('markRead', { roomId, messageId });
  else void markReadOverHttp(roomId, messageId).catch(() => markedRead.delete(roomId));
}
