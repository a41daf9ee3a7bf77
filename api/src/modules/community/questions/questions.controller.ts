import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import {
  CreateQuestionSchema,
  type CreateQuestionOutput,
  type ExpertQuestion,
  VoteSchema,
  type VoteInput,
} from '@dockside/shared/community';
import { ValibotPipe } from '../../../common/pipes/valibot.pipe';
import { CurrentUserParam, RequireSignIn } from '../../../common/auth/access';
import type { DeltaRequest } from '../../../common/sync/sync-token';
import { DeltaPull, SyncedList, type SyncedAnswer } from '../../../common/sync/synced-list';
import type { User } from '../../users/user.entity';
import { QuestionNotFoundException } from '../community.exception';
import { IdParamPipe } from '../../../common/pipes/id-param.pipe';
import { ViewerParam } from '../community.params';
import { type RawQuery, single } from '../../../common/http/query-params';
import { parseCategory, parseQuestionQuery } from './question-query';
import { QuestionsService } from './questions.service';
import type { Viewer } from './viewer-key';

const QuestionIdPipe = new IdParamPipe(() => new QuestionNotFoundException());

/** Spec §7 expert-question calls, plus search, paging and similar-title suggestions. Static paths come before `:id`. */
@Controller('expert-questions')
export class QuestionsController {
  constructor(private readonly questions: QuestionsService) {}

  /**
   * All questions (`sort=latest|top`, `status=pending|answered`, `q`, `limit`, `cursor`): a JSON array; next
   * page in `Link`. With `updatedSince`: a delta pull (changed questions and tombstones, `X-Sync-Token`).
   */
  @Get()
  @SyncedList({ deltaPulls: true })
  list(@DeltaPull() pull: DeltaRequest | undefined, @Query() query: RawQuery): SyncedAnswer<ExpertQuestion> {
    return pull ? this.questions.changes(pull) : this.questions.list(parseQuestionQuery(query));
  }

  @Get('similar')
  similar(@Query() query: RawQuery) {
    return this.questions.similar(single(query, 'title'));
  }

  /** One category's questions (URL-encoded name; an unknown category is a 400), same parameters as the list. */
  @Get('category/:category')
  @SyncedList()
  byCategory(@Param('category') category: string, @Query() query: RawQuery): SyncedAnswer<ExpertQuestion> {
    return this.questions.list(parseQuestionQuery(query, parseCategory(category)));
  }

  /** `{ question, answers }`; counts a view at most once per viewer per day. */
  @Get(':id')
  open(@Param('id', QuestionIdPipe) id: number, @ViewerParam() viewer: Viewer) {
    return this.questions.open(id, viewer);
  }

  @Post()
  @RequireSignIn()
  create(@CurrentUserParam() user: User, @Body(new ValibotPipe(CreateQuestionSchema)) input: CreateQuestionOutput) {
    return this.questions.create(user, input);
  }

  @Post(':id/vote')
  @HttpCode(200)
  @RequireSignIn()
  vote(@CurrentUserParam() user: User, @Param('id', QuestionIdPipe) id: number, @Body(new ValibotPipe(VoteSchema)) input: VoteInput) {
    return this.questions.vote(user, id, input.increment);
  }
}
