import type { QuestionCategory } from '@dockside/shared/community';

export interface AnswerSeed {
  /** Username from SEED_USERS. */
  by: string;
  /** The answerer ticked "I'm answering as a yacht industry expert". */
  isExpert: boolean;
  accepted?: boolean;
  content: string;
}

export interface QuestionSeed {
  title: string;
  content: string;
  category: QuestionCategory;
  /** Username, or null for an anonymous question. */
  asker: string | null;
  daysAgo: number;
  answers: readonly AnswerSeed[];
}
