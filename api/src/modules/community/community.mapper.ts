import type { CommunityAuthor, ExpertAnswer, ExpertQuestion, Member, SimilarQuestion } from '@dockside/shared/community';
import type { AnswerRow, AuthorColumns, MemberRow, QuestionRow, SimilarRow } from './community.rows';

function toAuthor(userId: number | null, row: AuthorColumns): CommunityAuthor | null {
  if (userId === null || row.author_username === null) return null;
  return { id: userId, username: row.author_username, fullName: row.author_full_name ?? '', avatarUrl: row.author_avatar_url };
}

export function toExpertQuestion(row: QuestionRow): ExpertQuestion {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    userId: row.user_id,
    author: toAuthor(row.user_id, row),
    category: row.category,
    status: row.status,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    upvotes: row.upvotes,
    views: row.views,
    answerCount: Number(row.answer_count),
    viewerHasVoted: row.voted === true,
  };
}

export function toExpertAnswer(row: AnswerRow): ExpertAnswer {
  return {
    id: row.id,
    content: row.content,
    questionId: row.question_id,
    userId: row.user_id,
    author: toAuthor(row.user_id, row),
    isExpert: row.is_expert,
    // The role is checked now, not when the answer was written: a revoked expert loses the badge.
    verifiedExpert: row.author_role === 'expert',
    accepted: row.accepted,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    upvotes: row.upvotes,
    viewerHasVoted: row.voted === true,
  };
}

export function toSimilarQuestion(row: SimilarRow): SimilarQuestion {
  return { id: row.id, title: row.title, category: row.category, status: row.status, answerCount: Number(row.answer_count) };
}

/** Public fields only: e-mail and phone are not even selected. */
export function toMember(row: MemberRow): Member {
  return {
    id: row.id,
    fullName: row.full_name,
    username: row.username,
    company: row.company,
    avatarUrl: row.avatar_url,
    isOnline: row.is_online,
  };
}
