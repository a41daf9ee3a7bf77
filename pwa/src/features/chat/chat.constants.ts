/**
 * Texts of the chat screens that the spec names but does not word (headings, labels, short reasons).
 * The spec's own texts (connection states, empty room, toasts) are `CHAT_TEXTS` in `@dockside/shared/chat`.
 */
export const CHAT_UI_TEXTS = {
  title: 'Chat',
  heading: 'Marine Chat',
  tabs: { rooms: 'Chat Rooms', professionals: 'Marine Professionals' },
  rooms: 'Rooms',
  conversations: 'Your conversations',
  mainBadge: 'Main',
  onlineBrokers: 'Online Brokers',
  mentionsHelpButton: 'About @mentions',
  mentionsHelpTitle: 'About @mentions',
  mentionsHelpText:
    'Type @ followed by a username (for example @sailor_sam) or a full name (for example @Grace Whitfield) to mention someone. Mentioned people get an email notification with a link to the room, if they have email notifications turned on.',
  messageLabel: 'Message',
  placeholder: 'Type a message…',
  send: 'Send',
  online: 'Online',
  offline: 'Offline',
  message: 'Message',
  professionalsEmpty: 'No marine professionals yet.',
  viewListing: 'View listing',
  aboutListing: (title: string) => `Re: ${title}`,
  unread: (count: number) => `${count} unread`,
  newBadge: 'New',
  offlineSend: 'You are offline: messages can be sent once you are back online.',
  olderLoading: 'Loading older messages…',
  loadOlder: 'Load older messages',
  warningLabel: 'Safety warning',
  sendFailed: 'Message not sent',
  joinFailed: 'Could not open this conversation',
  startFailed: 'Could not start the conversation. Please try again.',
  startOffline: 'You are offline: a conversation can be started once you are back online.',
  chooseRoom: 'Choose a room to start chatting.',
  roomsUnavailable: 'Chat rooms are not available offline until you have opened chat once online.',
  notificationTitle: (name: string) => `New message from ${name}`,
  allowNotifications: 'Allow browser notifications',
  notificationsBlocked: 'Browser notifications are blocked for this site in your browser settings.',
} as const;

export const INBOX_TEXTS = {
  heading: 'Messages',
  empty: 'No conversations yet. Contact a seller from a listing to start one.',
  messageCount: (count: number) => `${count} ${count === 1 ? 'message' : 'messages'}`,
  unreadBadge: (count: number) => `${count} unread`,
  reply: 'Reply',
  replyTo: (name: string) => `Reply to ${name}`,
  newBadge: 'New',
  re: (title: string) => `Re: ${title}`,
  notAvailable: 'Messages Not Available',
  signInToRead: 'Sign in to read and answer your messages.',
  signIn: 'Sign In',
  viewAll: 'View All Messages',
  offlineUnavailable: 'Your conversations have not been saved on this device yet. Open them once online to read them offline.',
  noMessages: 'No messages yet',
  you: 'You: ',
} as const;

/** How many of a room's newest messages this device keeps for reading offline. */
export const OFFLINE_MESSAGES_KEPT = 100;
/** The header's unread count refreshes at most this often (plus on focus). */
export const UNREAD_POLL_MS = 60_000;
