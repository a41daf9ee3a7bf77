import type { CommunityAuthor } from '@dockside/shared/community';
import type { ReportTargetType } from '@dockside/shared/moderation';
import type { ReactNode } from 'react';
import { COMMUNITY_TEXTS } from '../community.constants';

/** The signed-in user as the community screens need them (the route passes it in), or null. */
export type CommunityViewer = { id: number; role: string } | null;

/** Renders a Report button for an item; the route passes the moderation feature's (features do not import each other). */
export type RenderReport = (target: { targetType: ReportTargetType; targetId: number; authorName?: string }) => ReactNode;

/** The Report button of a question or answer: for signed-in viewers, never on their own posts. */
export function reportFor(
  renderReport: RenderReport | undefined,
  viewer: CommunityViewer,
  item: { id: number; userId: number | null; author: CommunityAuthor | null },
  targetType: 'question' | 'answer',
): ReactNode {
  if (!renderReport || !viewer || item.userId === viewer.id) return null;
  const authorName = item.author ? item.author.fullName || item.author.username : COMMUNITY_TEXTS.anonymous;
  return renderReport({ targetType, targetId: item.id, authorName });
}
