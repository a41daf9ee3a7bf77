/** Spec §3 chat message, plus the scam shield's warning for its recipient. */
export interface ChatMessage {
  id: number;
  content: string;
  userId: number;
  roomId: string;
  timestamp: string;
  /** Echo of the sender's clientId, so the sender can match its optimistic copy. */
  clientId: string | null;
  user: { fullName: string; avatarUrl: string | null; company: string; username: string };
  /** Set when the scam shield flagged the message: what its recipient is shown. */
  warning?: string;
}

export interface ChatParty {
  id: number;
  username: string;
  fullName: string;
  company: string;
  avatarUrl: string | null;
  isOnline: boolean;
}

export interface ChatRoomSummary {
  id: string;
  name: string;
  description: string | null;
  kind: 'public' | 'private';
  /** Private conversations: the other participant and the listing. */
  otherParty?: ChatParty;
  listing?: { id: number; title: string; price: number; imageUrl: string | null };
  lastMessage: ChatMessage | null;
  unreadCount: number;
  messageCount: number;
}

/** Spec §3 online user; `professional`: a business seller or an expert (the 'Online Brokers' of /chat). */
export interface OnlineUser {
  id: number;
  fullName: string;
  company: string;
  avatarUrl: string | null;
  professional: boolean;
}

/** GET /api/chat/professionals: the Marine Professionals tab (business sellers and experts). */
export interface MarineProfessional extends OnlineUser {
  username: string;
  isOnline: boolean;
}

export interface ChatError {
  code: string;
  message: string;
  /** The clientId of the message the error is about, if any. */
  clientId?: string;
}

/**
 * The one typed event map of the chat socket (docs/conventions.md §13): the gateway and the client are
 * both typed by it.
 */
export interface ServerToClientEvents {
  message: (message: ChatMessage) => void;
  onlineUsers: (users: OnlineUser[]) => void;
  typing: (event: { roomId: string; userId: number; fullName: string }) => void;
  read: (event: { roomId: string; userId: number; messageId: number }) => void;
  error: (error: ChatError) => void;
}

export interface ClientToServerEvents {
  joinRoom: (roomId: string, ack?: (result: { ok: true } | { ok: false; error: ChatError }) => void) => void;
  leaveRoom: (roomId: string) => void;
  sendMessage: (
    input: { roomId: string; content: string; clientId: string },
    ack?: (result: { ok: true; message: ChatMessage } | { ok: false; error: ChatError }) => void,
  ) => void;
  markRead: (input: { roomId: string; messageId: number }) => void;
  typing: (roomId: string) => void;
}
