/** Rows as the community queries return them (snake_case, dates as ISO text). */

export interface AuthorColumns {
  author_username: string | null;
  author_full_name: string | null;
  author_avatar_url: string | null;
}

export interface QuestionRow extends AuthorColumns {
  id: number;
  title: string;
  content: string;
  user_id: number | null;
  category: string;
  status: 'pending' | 'answered';
  upvotes: number;
  views: number;
  created_at: string;
  updated_at: string;
  answer_count: number;
  /** Only in detail reads for a signed-in viewer. */
  voted?: boolean;
  /** Only in list reads: the keyset key of the row's sort. */
  sort_key?: string;
}

export interface AnswerRow extends AuthorColumns {
  id: number;
  content: string;
  question_id: number;
  user_id: number | null;
  is_expert: boolean;
  accepted: boolean;
  upvotes: number;
  created_at: string;
  updated_at: string;
  author_role: string | null;
  voted: boolean;
}

export interface SimilarRow {
  id: number;
  title: string;
  category: string;
  status: 'pending' | 'answered';
  answer_count: number;
}

export interface MemberRow {
  id: number;
  full_name: string;
  username: string;
  company: string;
  avatar_url: string | null;
  is_online: boolean;
  company_key: string;
  name_key: string;
}
