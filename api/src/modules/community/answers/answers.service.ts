import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type CreateAnswerOutput,
  type ExpertAnswer,
  type QuestionDetail,
  type VoteResult,
  canAcceptAnswer,
} from '@dockside/shared/community';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter';
import type { User } from '../../users/user.entity';
import {
  AnswerNotFoundException,
  NotQuestionAuthorException,
  OwnContentVoteException,
  QuestionNotFoundException,
} from '../community.exception';
import { toExpertAnswer } from '../community.mapper';
import { ANSWERS_PER_USER, hitUserLimit } from '../community.rate-limits';
import { QuestionRepository } from '../questions/question.repository';
import { QuestionsService } from '../questions/questions.service';
import { AnswerRepository } from './answer.repository';

/** Answer rules: who may answer, vote and accept; one accepted answer per question. */
@Injectable()
export class AnswersService {
  constructor(
    private readonly answers: AnswerRepository,
    private readonly questionRows: QuestionRepository,
    private readonly questions: QuestionsService,
    private readonly limiter: RateLimiter,
    private readonly em: EntityManager,
  ) {}

  /** `isExpert` is the answerer's claim and stored as such; `verifiedExpert` comes from their role. */
  async create(user: User, input: CreateAnswerOutput): Promise<ExpertAnswer> {
    await hitUserLimit(this.limiter, ANSWERS_PER_USER, user.id);
    const id = await this.answers.insert(input.questionId, user.id, input.content, input.isExpert);
    if (id === null) throw new QuestionNotFoundException();
    const row = await this.answers.findById(id);
    if (!row) throw new AnswerNotFoundException();
    return toExpertAnswer(row);
  }

  /** As for questions: the author cannot upvote their own answer. */
  async vote(user: User, id: number, increment: boolean): Promise<VoteResult> {
    if (increment && (await this.answers.findById(id))?.user_id === user.id) throw new OwnContentVoteException();
    const outcome = await this.answers.vote(id, user.id, increment);
    if (!outcome) throw new AnswerNotFoundException();
    return { id, upvotes: outcome.upvotes, voted: increment };
  }

  /**
   * The question's author (or a moderator/admin) accepts an answer: it becomes the one accepted answer
   * (an earlier one loses the mark) and the question is answered. The question row is locked, so two
   * accepts on one question take turns.
   */
  async accept(user: User, answerId: number): Promise<QuestionDetail> {
    const questionId = await this.em.transactional(async () => {
      const { questionId } = await this.lockForAccepting(user, answerId);
      await this.answers.accept(questionId, answerId);
      await this.answers.setQuestionStatus(questionId, 'answered');
      return questionId;
    });
    return this.questions.detail(questionId, user.id);
  }

  /** Takes the mark back: the question has no accepted answer and is pending (Unanswered) again. */
  async unaccept(user: User, answerId: number): Promise<QuestionDetail> {
    const questionId = await this.em.transactional(async () => {
      const { questionId, accepted } = await this.lockForAccepting(user, answerId);
      if (accepted) {
        await this.answers.unaccept(answerId);
        await this.answers.setQuestionStatus(questionId, 'pending');
      }
      return questionId;
    });
    return this.questions.detail(questionId, user.id);
  }

  /** Inside a transaction: locks the answer's question, then checks who may accept (404 before 403). */
  private async lockForAccepting(user: User, answerId: number): Promise<{ questionId: number; accepted: boolean }> {
    const found = await this.answers.findById(answerId);
    if (!found) throw new AnswerNotFoundException();
    const question = await this.questionRows.lockForUpdate(found.question_id);
    if (!question) throw new AnswerNotFoundException();
    if (!canAcceptAnswer(user, question.user_id)) throw new NotQuestionAuthorException();
    // Read again under the lock: another accept may have moved the mark meanwhile.
    const answer = await this.answers.findById(answerId);
    if (!answer) throw new AnswerNotFoundException();
    return { questionId: question.id, accepted: answer.accepted };
  }
}
