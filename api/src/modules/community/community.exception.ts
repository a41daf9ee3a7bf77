import { HttpStatus } from '@nestjs/common';
import { COMMUNITY_MESSAGES as M } from '@dockside/shared/community';
import { DomainException, NotFoundDomainException } from '../../common/exceptions/domain.exception';

export class QuestionNotFoundException extends NotFoundDomainException {
  constructor() {
    super(M.questionNotFound, 'QUESTION_NOT_FOUND');
  }
}

export class AnswerNotFoundException extends NotFoundDomainException {
  constructor() {
    super(M.answerNotFound, 'ANSWER_NOT_FOUND');
  }
}

/** Accepting an answer: only the question's author, a moderator or an admin. */
export class NotQuestionAuthorException extends DomainException {
  constructor() {
    super('NOT_QUESTION_AUTHOR', M.notQuestionAuthor, HttpStatus.FORBIDDEN);
  }
}

/** Upvoting one's own question or answer: a vote counts what others think of it. */
export class OwnContentVoteException extends DomainException {
  constructor() {
    super('OWN_CONTENT_VOTE', M.ownContentVote, HttpStatus.FORBIDDEN);
  }
}

/** GET /api/expert-questions/category/{category} with a category that is not one of the 11. */
export class UnknownCategoryException extends DomainException {
  constructor() {
    super('UNKNOWN_CATEGORY', M.unknownCategory, HttpStatus.BAD_REQUEST);
  }
}
