import type { QuestionStatus } from './community.constants';

/**
 * Who wrote a question or answer: public fields only (never e-mail or phone). The screens show
 * 'Member' or 'Anonymous' (spec §2) and may add the name.
 */
export interface CommunityAuthor {
  id: number;
  username: string;
  fullName: string;
  avatarUrl: string | null;
}

/** A question as the API returns it (spec §3 "Expert question"). Dates are ISO strings. */
export interface ExpertQuestion {
  id: number;
  title: string;
  content: string;
  /** Absent (null) means anonymous. */
  userId: number | null;
  author: CommunityAuthor | null;
  category: string;
  status: QuestionStatus;
  createdAt: string;
  updatedAt: string;
  upvotes: number;
  views: number;
  /** The real number of answers (the spec's list showed a fixed 0). */
  answerCount: number;
  /** Whether the signed-in viewer has upvoted it (always false signed out, and in lists). */
  viewerHasVoted: boolean;
}

/** An answer (spec §3 "Expert answer"). */
export interface ExpertAnswer {
  id: number;
  content: string;
  questionId: number;
  userId: number | null;
  author: CommunityAuthor | null;
  /** The answerer's own claim (the "I'm answering as a yacht industry expert" checkbox). */
  isExpert: boolean;
  /** The answerer's account has the expert role: checked by us, unlike `isExpert`. */
  verifiedExpert: boolean;
  /** Accepted by the question's author (or a moderator); at most one per question. */
  accepted: boolean;
  createdAt: string;
  updatedAt: string;
  upvotes: number;
  viewerHasVoted: boolean;
}

/** GET /api/expert-questions/{id}: the question and its answers (accepted first, then most upvoted). */
export interface QuestionDetail {
  question: ExpertQuestion;
  answers: ExpertAnswer[];
}

/** POST /api/expert-questions: the created question (`id` is what the client reads). */
export type CreatedQuestion = ExpertQuestion;

/** POST …/vote: the new upvote count and whether the caller's vote is now counted. */
export interface VoteResult {
  id: number;
  upvotes: number;
  voted: boolean;
}

/** GET /api/expert-questions/similar?title=…: suggestions while a question title is typed. */
export interface SimilarQuestion {
  id: number;
  title: string;
  category: string;
  status: QuestionStatus;
  answerCount: number;
}

/** A directory entry (spec §3 "Member"): public fields only. */
export interface Member {
  id: number;
  fullName: string;
  username: string;
  company: string;
  avatarUrl: string | null;
  isOnline: boolean;
}

/** Query parameters of GET /api/expert-questions and GET /api/expert-questions/category/{category}. */
export interface QuestionListQuery {
  sort?: 'latest' | 'top';
  status?: QuestionStatus;
  q?: string;
  limit?: number | string;
  cursor?: string;
}

/** Who may accept an answer: the question's author, or a moderator or admin (ours; the spec is silent). */
export interface AnswerAccepter {
  id: number;
  role: string;
}
