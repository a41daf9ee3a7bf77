import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { AdminController } from './admin.controller';
import { AdminUsersService } from './admin-users.service';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';
import { ListingModerationService } from './listing-moderation.service';
import { ModerationRepository } from './moderation.repository';
import { ReportsController } from './reports.controller';
import { ReportsService } from './reports.service';

/** Trust and safety (docs/decisions.md "Moderation"): the admin area's API, reports, the audit log. */
@Module({
  // SessionEvents: a suspension tells the chat gateway to cut the user's sockets.
  imports: [AccountsModule],
  controllers: [AdminController, ReportsController],
  providers: [AdminUsersService, AuditService, AuditRepository, ListingModerationService, ModerationRepository, ReportsService],
  exports: [AuditService],
})
export class ModerationModule {}
