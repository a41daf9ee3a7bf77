import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { CreateAnswerSchema, type CreateAnswerOutput, VoteSchema, type VoteInput } from '@dockside/shared/community';
import { ValibotPipe } from '../../../common/pipes/valibot.pipe';
import { CurrentUserParam, RequireSignIn } from '../../../common/auth/access';
import type { User } from '../../users/user.entity';
import { AnswerNotFoundException } from '../community.exception';
import { IdParamPipe } from '../../../common/pipes/id-param.pipe';
import { AnswersService } from './answers.service';

const AnswerIdPipe = new IdParamPipe(() => new AnswerNotFoundException());

/** Spec §7 answer calls, plus accepting an answer (ours). Everything here requires sign-in. */
@Controller('expert-answers')
@RequireSignIn()
export class AnswersController {
  constructor(private readonly answers: AnswersService) {}

  @Post()
  create(@CurrentUserParam() user: User, @Body(new ValibotPipe(CreateAnswerSchema)) input: CreateAnswerOutput) {
    return this.answers.create(user, input);
  }

  @Post(':id/vote')
  @HttpCode(200)
  vote(@CurrentUserParam() user: User, @Param('id', AnswerIdPipe) id: number, @Body(new ValibotPipe(VoteSchema)) input: VoteInput) {
    return this.answers.vote(user, id, input.increment);
  }

  /** The question's author (or a moderator/admin) accepts the answer; answers the updated `{ question, answers }`. */
  @Post(':id/accept')
  @HttpCode(200)
  accept(@CurrentUserParam() user: User, @Param('id', AnswerIdPipe) id: number) {
    return this.answers.accept(user, id);
  }

  /** Withdraws the acceptance: the question is pending again. */
  @Delete(':id/accept')
  unaccept(@CurrentUserParam() user: User, @Param('id', AnswerIdPipe) id: number) {
    return this.answers.unaccept(user, id);
  }
}
