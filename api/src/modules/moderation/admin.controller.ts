import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { BIG_ID_MAX } from '@dockside/shared/common';
import {
  type ListingDecisionInput,
  ListingDecisionSchema,
  type ReportDecisionInput,
  ReportDecisionSchema,
  type RoleChangeInput,
  RoleChangeSchema,
  type SuspensionInput,
  SuspensionSchema,
} from '@dockside/shared/moderation';
import { ValibotPipe } from '../../common/pipes/valibot.pipe';
import { CurrentUserParam, RequireRole } from '../../common/auth/access';
import type { User } from '../users/user.entity';
import { AdminUsersService } from './admin-users.service';
import { AuditService } from './audit.service';
import { ListingModerationService } from './listing-moderation.service';
import { ReportsService } from './reports.service';
import { EntityIdPipe, ListingIdPipe, PageQuery, parsePageQuery } from './page-query';

/**
 * The admin area's API (docs/decisions.md "Moderation"): moderators and admins (401 signed out, 403 anyone else; a suspended
 * user has no session left). Roles: admins only.
 */
@Controller('admin')
@RequireRole('moderator')
export class AdminController {
  constructor(
    private readonly listings: ListingModerationService,
    private readonly reports: ReportsService,
    private readonly users: AdminUsersService,
    private readonly audit: AuditService,
  ) {}

  /** Listings waiting for review (held by automatic checks, resubmitted, or hidden after reports), oldest first. */
  @Get('moderation')
  moderation(@Query() query: Record<string, unknown>) {
    return this.listings.queue(parsePageQuery(query).limit);
  }

  @Post('listings/:id/decision')
  @HttpCode(200)
  decideListing(
    @CurrentUserParam() moderator: User,
    @Param('id', ListingIdPipe) id: number,
    @Body(new ValibotPipe(ListingDecisionSchema)) input: ListingDecisionInput,
  ) {
    return this.listings.decide(moderator, id, input.action, input.reason);
  }

  /** Open reports grouped per item, most reported first. */
  @Get('reports')
  openReports(@Query() query: Record<string, unknown>) {
    return this.reports.openGroups(parsePageQuery(query).limit);
  }

  @Post('reports/:id/decision')
  @HttpCode(200)
  decideReport(
    @CurrentUserParam() moderator: User,
    @Param('id', EntityIdPipe) id: number,
    @Body(new ValibotPipe(ReportDecisionSchema)) input: ReportDecisionInput,
  ) {
    return this.reports.decide(moderator, id, input);
  }

  /** `q` searches username, full name and e-mail; newest accounts first, `before` = the last id of the previous page. */
  @Get('users')
  searchUsers(@Query() query: Record<string, unknown>) {
    const page: PageQuery = parsePageQuery(query);
    return this.users.search(page.q, page.limit, page.before);
  }

  @Put('users/:id/role')
  @RequireRole('admin')
  setRole(
    @CurrentUserParam() admin: User,
    @Param('id', EntityIdPipe) id: number,
    @Body(new ValibotPipe(RoleChangeSchema)) input: RoleChangeInput,
  ) {
    return this.users.setRole(admin, id, input.role);
  }

  @Post('users/:id/suspension')
  @HttpCode(200)
  suspend(
    @CurrentUserParam() moderator: User,
    @Param('id', EntityIdPipe) id: number,
    @Body(new ValibotPipe(SuspensionSchema)) input: SuspensionInput,
  ) {
    return this.users.suspend(moderator, id, input.reason);
  }

  @Delete('users/:id/suspension')
  lift(@CurrentUserParam() moderator: User, @Param('id', EntityIdPipe) id: number) {
    return this.users.lift(moderator, id);
  }

  /** The audit log, newest first; `before` = the last id of the previous page. */
  @Get('audit')
  auditLog(@Query() query: Record<string, unknown>) {
    // audit_log.id is a bigint.
    const page = parsePageQuery(query, BIG_ID_MAX);
    return this.audit.list(page.limit, page.before);
  }
}
