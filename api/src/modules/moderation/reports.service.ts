import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type CreateReportInput,
  MODERATION_LIMITS,
  MODERATION_MESSAGES as M,
  type ReportCreated,
  type ReportDecisionInput,
  type ReportGroup,
} from '@dockside/shared/moderation';
import type { User } from '../users/user.entity';
import { AdminUsersService } from './admin-users.service';
import { AuditService } from './audit.service';
import { ListingModerationService } from './listing-moderation.service';
import { toReportGroup } from './moderation.mapper';
import { ModerationRepository } from './moderation.repository';
import {
  AlreadyReportedException,
  OwnItemReportException,
  ReportClosedException,
  ReportNotFoundException,
  ReportTargetNotFoundException,
} from './moderation.exception';

/**
 * Reports (issue #14): one per user and item; MODERATION_LIMITS.reportsToHide distinct reporters hide a
 * listing until a moderator decides. A decision closes every open report of the item.
 */
@Injectable()
export class ReportsService {
  constructor(
    private readonly em: EntityManager,
    private readonly repo: ModerationRepository,
    private readonly audit: AuditService,
    private readonly listings: ListingModerationService,
    private readonly users: AdminUsersService,
  ) {}

  async create(reporter: User, input: CreateReportInput): Promise<ReportCreated> {
    return this.em.transactional(async (tx) => {
      const target = await this.repo.reportTarget(tx, input.targetType, input.targetId);
      if (!target) throw new ReportTargetNotFoundException();
      if (target.owner_id === reporter.id) throw new OwnItemReportException();
      const id = await this.repo.insertReport(tx, {
        reporterId: reporter.id,
        targetType: input.targetType,
        targetId: input.targetId,
        ownerId: target.owner_id,
        reason: input.reason,
        note: input.note,
      });
      if (id === null) throw new AlreadyReportedException();
      const reporters = await this.repo.openReporters(tx, input.targetType, input.targetId);
      if (input.targetType === 'listing' && reporters >= MODERATION_LIMITS.reportsToHide) {
        const hidden = await this.repo.hideListing(tx, input.targetId, `Hidden automatically after reports from ${reporters} users`);
        if (hidden) {
          await this.audit.record(tx, {
            actorId: null,
            action: 'listing.hide',
            targetType: 'listing',
            targetId: input.targetId,
            reason: `${reporters} reports`,
          });
        }
      }
      return { id, message: M.reported };
    });
  }

  async openGroups(limit: number): Promise<ReportGroup[]> {
    return (await this.repo.openReportGroups(this.em, limit)).map(toReportGroup);
  }

  /**
   * Uphold: the item is removed (a listing: removed with the note as reason, its seller e-mailed), and with
   * `suspend` its owner is suspended. Dismiss: a listing hidden by reports is public again (approved).
   */
  async decide(moderator: User, reportId: number, input: ReportDecisionInput): Promise<{ id: number; action: string; closed: number }> {
    return this.em.transactional(async (tx) => {
      const report = await this.repo.findReportForUpdate(tx, reportId);
      if (!report) throw new ReportNotFoundException();
      if (report.status !== 'open') throw new ReportClosedException();
      const targetId = Number(report.target_id);
      const note = input.note ?? null;
      if (report.target_type === 'listing') {
        const listing = await this.repo.findListingForUpdate(tx, targetId);
        if (listing && input.action === 'uphold' && listing.moderation_status !== 'removed') {
          await this.listings.apply(tx, moderator.id, listing, 'remove', note ?? 'Removed after reports from other members');
        } else if (listing && input.action === 'dismiss' && listing.moderation_status === 'hidden') {
          await this.listings.apply(tx, moderator.id, listing, 'approve', null);
        }
      } else if (input.action === 'uphold') {
        await this.repo.removeNonListing(tx, report.target_type, targetId);
      }
      const closed = await this.repo.closeReports(
        tx,
        report.target_type,
        targetId,
        input.action === 'uphold' ? 'upheld' : 'dismissed',
        moderator.id,
        note,
      );
      await this.audit.record(tx, {
        actorId: moderator.id,
        action: `report.${input.action}`,
        targetType: report.target_type,
        targetId,
        reason: note,
        details: { reportId, closed, suspend: input.action === 'uphold' && input.suspend },
      });
      if (input.action === 'uphold' && input.suspend && report.owner_id) {
        await this.users.suspend(moderator, report.owner_id, note ?? 'Reported content upheld by a moderator', tx);
      }
      return { id: reportId, action: input.action, closed };
    });
  }
}
