import type { ChatMessage } from '@dockside/shared/chat';
import { describe, expect, it } from 'vitest';
import { latest, mergeMessages } from './merge-messages';

const message = (id: number, content = `m${id}`): ChatMessage => ({
  id,
  content,
  userId: 1,
  roomId: '1',
  timestamp: new Date(2026, 0, 1, 0, id).toISOString(),
  clientId: null,
  user: { fullName: 'A', avatarUrl: null, company: '', username: 'a' },
});
const ids = (messages: ChatMessage[]) => messages.map((m) => m.id);

describe('mergeMessages', () => {
  it('after a reconnect, the re-fetched newest page fills the gap: none twice, none missing', () => {
    const before = [1, 2, 3, 4].map((id) => message(id));
    // Missed 5–7 while disconnected; 4 was seen live, and 8 arrived live right after reconnecting.
    const live = mergeMessages(before, [message(8)]);
    const refetched = [7, 6, 5, 4, 3].map((id) => message(id)); // newest first, as the API pages
    expect(ids(mergeMessages(live, refetched))).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });

  it('adds an older page in front and a live message at the end, sorted by id', () => {
    expect(ids(mergeMessages([message(5), message(6)], [message(3), message(4)]))).toEqual([3, 4, 5, 6]);
    expect(ids(mergeMessages([message(5)], [message(9)]))).toEqual([5, 9]);
  });

  it('keeps the newest copy of a repeated id', () => {
    expect(mergeMessages([message(1, 'old')], [message(1, 'new')]).map((m) => m.content)).toEqual(['new']);
  });

  it('returns the same list when nothing arrived', () => {
    const current = [message(1)];
    expect(mergeMessages(current, [])).toBe(current);
  });

  it('latest keeps the newest n', () =>
    expect(
      ids(
        latest(
          [1, 2, 3].map((id) => message(id)),
          2,
        ),
      ),
    ).toEqual([2, 3]));
});
