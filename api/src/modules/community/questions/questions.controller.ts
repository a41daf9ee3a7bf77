import { Body, Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CreateQuestionSchema, type CreateQuestionOutput, VoteSchema, type VoteInput } from '@dockside/shared/community';
import { ValibotPipe } from '../../../common/pipes/valibot.pipe';
import { CurrentUserParam, RequireSignIn } from '../../accounts/guards/session.guard';
import { replyDelta, withListTokens } from '../../sync/delta-http';
import { parseDeltaRequest } from '../../sync/sync-token';
import type { User } from '../../users/user.entity';
import { QuestionNotFoundException } from '../community.exception';
import { IdParamPipe } from '../../../common/pipes/id-param.pipe';
import { ViewerParam } from '../community.params';
import { type RawQuery, single, withCursor } from '../../../common/http/query-params';
import { parseCategory, parseQuestionQuery } from './question-query';
import { type QuestionPage, QuestionsService } from './questions.service';
import type { Viewer } from './viewer-key';

const QuestionIdPipe = new IdParamPipe(() => new QuestionNotFoundException());

/** Spec §7 expert-question calls, plus search, paging and similar-title suggestions. Static paths come before `:id`. */
@Controller('expert-questions')
export class QuestionsController {
  constructor(
    private readonly questions: QuestionsService,
    private readonly em: EntityManager,
  ) {}

  /**
   * All questions (`sort=latest|top`, `status=pending|answered`, `q`, `limit`, `cursor`): a JSON array; next
   * page in `Link`. With `updatedSince`: a delta pull (changed questions and tombstones, `X-Sync-Token`).
   */
  @Get()
  async list(@Query() query: RawQuery, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const delta = parseDeltaRequest(query);
    if (delta) return replyDelta(await this.questions.changes(delta), request, reply);
    const listQuery = parseQuestionQuery(query);
    return page(await withListTokens(this.em, reply, () => this.questions.list(listQuery)), request, reply);
  }

  @Get('similar')
  similar(@Query() query: RawQuery) {
    return this.questions.similar(single(query, 'title'));
  }

  /** One category's questions (URL-encoded name; an unknown category is a 400), same parameters as the list. */
  @Get('category/:category')
  async byCategory(
    @Param('category') category: string,
    @Query() query: RawQuery,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ) {
    const listQuery = parseQuestionQuery(query, parseCategory(category));
    return page(await withListTokens(this.em, reply, () => this.questions.list(listQuery)), request, reply);
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

function page({ questions, nextCursor }: QuestionPage, request: FastifyRequest, reply: FastifyReply) {
  if (nextCursor) void reply.header('link', `<${withCursor(request.url, nextCursor)}>; rel="next"`);
  return questions;
}
