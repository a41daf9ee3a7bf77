import { ANSWER_ACCEPTING_ROLES } from './community.constants';
import type { AnswerAccepter } from './community.types';

/**
 * Whether `user` may accept an answer to a question asked by `questionUserId` (null: anonymous). The API
 * enforces it; the question page uses it to decide whether to show the "Accept answer" control.
 */
export function canAcceptAnswer(user: AnswerAccepter | null | undefined, questionUserId: number | null): boolean {
  if (!user) return false;
  if ((ANSWER_ACCEPTING_ROLES as readonly string[]).includes(user.role)) return true;
  return questionUserId !== null && questionUserId === user.id;
}
