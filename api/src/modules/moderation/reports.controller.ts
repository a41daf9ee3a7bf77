import { Body, Controller, Post } from '@nestjs/common';
import { type CreateReportInput, CreateReportSchema } from '@dockside/shared/moderation';
import { ValibotPipe } from '../../common/pipes/valibot.pipe';
import { CurrentUserParam, RequireSignIn } from '../../common/auth/access';
import type { User } from '../users/user.entity';
import { ReportsService } from './reports.service';

/** POST /api/reports (docs/decisions.md "Moderation"): a signed-in member reports a listing, question, answer or chat message. */
@Controller('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  /** 201; the same user reporting the same item again → 409 with nothing added; one's own item → 403. */
  @Post()
  @RequireSignIn()
  create(@CurrentUserParam() reporter: User, @Body(new ValibotPipe(CreateReportSchema)) input: CreateReportInput) {
    return this.reports.create(reporter, input);
  }
}
