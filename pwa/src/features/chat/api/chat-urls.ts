/** The chat endpoints and the device-cache keys of their answers (`#user-<id>`: private, cleared at sign-out). */
export const CHAT_ROOMS_URL = '/api/chat/rooms';
export const PROFESSIONALS_URL = '/api/chat/professionals';

export const roomMessagesUrl = (roomId: string) => `${CHAT_ROOMS_URL}/${encodeURIComponent(roomId)}/messages`;

export const roomsKey = (userId: number) => `${CHAT_ROOMS_URL}#user-${userId}`;
export const messagesKey = (userId: number, roomId: string) => `${roomMessagesUrl(roomId)}#user-${userId}`;
