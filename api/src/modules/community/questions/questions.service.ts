import { Injectable } from '@nestjs/common';
import {
  COMMUNITY_LIMITS,
  type CreateQuestionOutput,
  type ExpertQuestion,
  type QuestionDetail,
  type SimilarQuestion,
  type VoteResult,
} from '@dockside/shared/community';
import { EntityManager } from '@mikro-orm/postgresql';
import { RateLimiter } from '../../../common/rate-limit/rate-limiter';
import { syncHorizon } from '../../../common/sync/delta-http';
import { type DeltaPage, type DeltaRequest, deltaPage } from '../../../common/sync/sync-token';
import type { ListPage } from '../../../common/sync/synced-list';
import type { User } from '../../users/user.entity';
import { AnswerRepository } from '../answers/answer.repository';
import { OwnContentVoteException, QuestionNotFoundException } from '../community.exception';
import { toExpertAnswer, toExpertQuestion, toSimilarQuestion } from '../community.mapper';
import { QUESTIONS_PER_USER, hitUserLimit } from '../community.rate-limits';
import { type QuestionSearch, encodeQuestionCursor } from './question-query';
import { QuestionRepository } from './question.repository';
import { QuestionViewsService } from './question-views.service';
import type { Viewer } from './viewer-key';

/** Expert-question rules (spec §2, §5, §6): who may ask and vote, how views and votes count. */
@Injectable()
export class QuestionsService {
  constructor(
    private readonly questions: QuestionRepository,
    private readonly answers: AnswerRepository,
    private readonly views: QuestionViewsService,
    private readonly limiter: RateLimiter,
    private readonly em: EntityManager,
  ) {}

  async list(search: QuestionSearch): Promise<ListPage<ExpertQuestion>> {
    const rows = await this.questions.search(search);
    const page = rows.slice(0, search.limit);
    const last = page[page.length - 1];
    return {
      items: page.map(toExpertQuestion),
      nextCursor:
        rows.length > search.limit && last?.sort_key
          ? encodeQuestionCursor({ sort: search.sort, key: last.sort_key, id: last.id })
          : undefined,
    };
  }

  /** Delta pull of all questions (as list items; deleted ones are tombstones). */
  async changes(request: DeltaRequest): Promise<DeltaPage<ExpertQuestion>> {
    const horizon = await syncHorizon(this.em);
    return deltaPage(await this.questions.findChangedSince(request), request, horizon, toExpertQuestion);
  }

  /** The detail page: counts the view (once per viewer per day), then reads the question and its answers. */
  async open(id: number, viewer: Viewer): Promise<QuestionDetail> {
    await this.views.count(id, viewer);
    return this.detail(id, viewer.userId);
  }

  /** The question and its answers as `viewerId` sees them (their own votes marked), without counting a view. */
  async detail(id: number, viewerId?: number): Promise<QuestionDetail> {
    const question = await this.questions.findById(id, viewerId);
    if (!question) throw new QuestionNotFoundException();
    const answers = await this.answers.findByQuestion(id, viewerId);
    return { question: toExpertQuestion(question), answers: answers.map(toExpertAnswer) };
  }

  async create(user: User, input: CreateQuestionOutput): Promise<ExpertQuestion> {
    await hitUserLimit(this.limiter, QUESTIONS_PER_USER, user.id);
    const id = await this.questions.insert(user.id, input);
    return (await this.detail(id, user.id)).question;
  }

  /**
   * One vote per user: voting twice changes nothing; `increment: false` withdraws the vote. The author
   * cannot upvote their own question (withdrawing a vote cast before that rule is allowed).
   */
  async vote(user: User, id: number, increment: boolean): Promise<VoteResult> {
    if (increment && (await this.questions.findById(id))?.user_id === user.id) throw new OwnContentVoteException();
    const outcome = await this.questions.vote(id, user.id, increment);
    if (!outcome) throw new QuestionNotFoundException();
    return { id, upvotes: outcome.upvotes, voted: increment };
  }

  /** Suggestions while a title is typed: nothing until the title says enough to compare. */
  async similar(title: string | undefined): Promise<SimilarQuestion[]> {
    if (!title || title.length < 3) return [];
    return (await this.questions.similar(title, COMMUNITY_LIMITS.similarMax)).map(toSimilarQuestion);
  }
}
