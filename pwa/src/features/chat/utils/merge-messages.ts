import type { ChatMessage } from '@dockside/shared/chat';

/**
 * Messages of a room, oldest first, each id once: what the screen had plus what arrived (a page of
 * history, a live message, the newest page re-fetched after a reconnect). A later copy of the same id
 * wins (it is the server's newest word on it).
 */
export function mergeMessages(current: readonly ChatMessage[], incoming: readonly ChatMessage[]): ChatMessage[] {
  if (incoming.length === 0) return current as ChatMessage[];
  const byId = new Map<number, ChatMessage>();
  for (const message of current) byId.set(message.id, message);
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.id - b.id);
}

/** The newest `count` messages (what this device keeps for reading offline). */
export function latest(messages: readonly ChatMessage[], count: number): ChatMessage[] {
  return messages.slice(Math.max(0, messages.length - count));
}
