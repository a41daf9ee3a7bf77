/** Chat limits (docs/decisions.md "Chat"; spec §9 has none). */
export const CHAT_LIMITS = {
  contentMax: 2000,
  pageDefault: 50,
  pageMax: 100,
  /** Messages a user may send per minute, across rooms. */
  messagesPerMinute: 20,
  /** New private conversations a user may open per hour. */
  newConversationsPerHour: 5,
} as const;

/** Spec §2/§4/§6/§8 chat texts, word for word. */
export const CHAT_TEXTS = {
  connecting: 'Connecting to chat...',
  disconnected: 'Disconnected from chat',
  reconnecting: 'Attempting to reconnect...',
  emptyRoom: 'No messages yet in this room',
  emptyRoomHint: 'Be the first to say hello!',
  noBrokers: 'No brokers online at the moment',
  privateChatStarted: 'Private Chat Started',
  authRequired: 'Authentication Required',
  authContact: 'Please log in to contact the seller',
  authChat: 'Please log in to chat with the seller',
} as const;

/** Server messages of chat errors (REST `message`, socket `error` event). */
export const CHAT_MESSAGES = {
  contentRequired: 'Please type a message',
  contentMax: 'Messages can be at most 2000 characters',
  controlCharacters: 'Messages cannot contain control characters',
  roomNotFound: 'This conversation does not exist',
  forbidden: 'You are not part of this conversation',
  ownListing: 'You cannot start a conversation about your own listing',
  partNotFound: 'This listing does not exist',
  messageId: 'messageId must be a message id',
  markReadPayload: 'markRead expects { roomId, messageId }',
  messageNotFound: 'This message is not in this conversation',
  userNotFound: 'This user does not exist',
  blocked: 'You cannot send messages to this user',
  tooManyMessages: 'You are sending messages too quickly. Please wait a moment.',
  tooManyConversations: 'You have started too many conversations. Please try again later.',
  signInRequired: 'Please sign in to use chat',
  sessionEnded: 'Your session has ended. Please sign in again to use chat.',
  tooManyEvents: 'You are doing that too quickly. Please wait a moment.',
  tooManyHandshakes: 'Too many connection attempts. Please wait a minute and try again.',
  tooManySockets: 'Chat is open in too many tabs or devices; this one was closed.',
} as const;

/**
 * The payment safety notice of spec §1 — shown to the recipient of a message the scam shield flagged.
 */
export const PAYMENT_SAFETY_WARNING =
  'Be careful: this message mentions a payment or contact method often used in scams. Always use PayPal Goods & Services; never pay strangers by bank transfer, gift card, cryptocurrency or wire. Keep the conversation on Dockside.';
