import type { ChatMessage } from '@dockside/shared/chat';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MessageList, type RenderReport } from './message-list';

const message = (id: number, userId: number, fullName: string): ChatMessage => ({
  id,
  content: `Message ${id}`,
  userId,
  roomId: 'general',
  timestamp: '2026-03-14T10:00:00.000Z',
  clientId: null,
  user: { fullName, avatarUrl: null, company: '', username: fullName.toLowerCase() },
});

const renderReport: RenderReport = ({ targetType, targetId, authorName }) => (
  <button type="button" aria-label={`Report ${targetType} by ${authorName}`} data-target-id={targetId}>
    Report
  </button>
);

describe('MessageList', () => {
  it("offers Report on others' messages only (not on one hidden after reports), named by their sender", () => {
    const hidden = { ...message(3, 9, 'Helen Brandt'), content: 'This message is hidden while our team reviews it.' };
    const messages = [message(1, 7, 'Me Myself'), message(2, 9, 'Helen Brandt'), hidden];
    render(
      <MessageList
        messages={messages}
        userId={7}
        roomName="General"
        hasOlder={false}
        loadingOlder={false}
        onLoadOlder={() => undefined}
        renderReport={renderReport}
      />,
    );
    expect(screen.getAllByRole('button', { name: /^Report/ })).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Report message by Helen Brandt' }).dataset.targetId).toBe('2');
  });
});
