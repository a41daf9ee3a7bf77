import type { ChatMessage, OnlineUser } from '@dockside/shared/chat';
import { create } from 'zustand';

/** Spec §4 chat connection states. */
export type ConnectionStatus = 'connecting' | 'connected' | 'disconnected';

export interface RoomMessages {
  /** Oldest first, each id once. */
  messages: ChatMessage[];
  /** The server may have older messages than the first one here. */
  hasOlder: boolean;
  loadingOlder: boolean;
  /** The newest page has been fetched from the server in this session. */
  fetched: boolean;
  /** When the copy shown was saved on this device (shown offline). */
  savedAt?: number;
}

interface ChatState {
  status: ConnectionStatus;
  /** The socket has been connected once, so a disconnect is a reconnect in progress. */
  everConnected: boolean;
  online: OnlineUser[];
  rooms: Record<string, RoomMessages>;
  /** The room /chat shows (joined on the socket). */
  activeRoom: string | null;
}

const INITIAL: ChatState = { status: 'connecting', everConnected: false, online: [], rooms: {}, activeRoom: null };

/** What chat shows right now, in memory (this tab only); the device's copy is in Dexie (chat-queries.ts). */
export const useChatStore = create<ChatState>(() => INITIAL);

export const EMPTY_ROOM: RoomMessages = { messages: [], hasOlder: false, loadingOlder: false, fetched: false };

export function updateRoom(roomId: string, update: (room: RoomMessages) => RoomMessages): void {
  useChatStore.setState((state) => ({ rooms: { ...state.rooms, [roomId]: update(state.rooms[roomId] ?? EMPTY_ROOM) } }));
}

/** Signed out or another user: nothing of the previous session stays in memory. */
export function resetChatStore(): void {
  useChatStore.setState(INITIAL, true);
}
