import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AnswerRepository } from './answers/answer.repository';
import { AnswersController } from './answers/answers.controller';
import { AnswersService } from './answers/answers.service';
import { MemberRepository } from './members/member.repository';
import { MembersController } from './members/members.controller';
import { MembersService } from './members/members.service';
import { QuestionViewsService } from './questions/question-views.service';
import { QuestionRepository } from './questions/question.repository';
import { QuestionsController } from './questions/questions.controller';
import { QuestionsService } from './questions/questions.service';

/** Expert questions and answers, votes, accepted answers, and the members directory. */
@Module({
  // RateLimiter (posts per user) is provided by AccountsModule.
  imports: [AccountsModule],
  controllers: [QuestionsController, AnswersController, MembersController],
  providers: [
    QuestionsService,
    QuestionRepository,
    QuestionViewsService,
    AnswersService,
    AnswerRepository,
    MembersService,
    MemberRepository,
  ],
  exports: [QuestionsService],
})
export class CommunityModule {}
