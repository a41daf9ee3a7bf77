import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import {
  type CreateReportInput,
  MODERATION_LIMITS,
  MODERATION_MESSAGES as M,
  type ReportCreated,
  type ReportDecisionInput,
  type ReportGroup,
  type ReportTargetType,
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
 * Reports (docs/decisions.md "Moderation"): one per user and item; MODERATION_LIMITS.reportsToHide distinct reporters hide the
 * item (listing, question, answer or chat message) until a moderator decides. A decision closes every open
 * report of the item.
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
      // A private conversation's message exists only for its two participants: anyone else gets the same 404.
      if (!target || (target.participants && !target.participants.includes(reporter.id))) throw new ReportTargetNotFoundException();
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
      if (reporters >= MODERATION_LIMITS.reportsToHide) await this.hide(tx, input.targetType, input.targetId, reporters);
      return { id, message: M.reported };
    });
  }

  /** Hides the item until a moderator decides; the first time only, with an audit row (no actor: the system did it). */
  private async hide(tx: EntityManager, type: ReportTargetType, id: number, reporters: number): Promise<void> {
    const hidden =
      type === 'listing'
        ? await this.repo.hideListing(tx, id, `Hidden automatically after reports from ${reporters} users`)
        : await this.repo.hideItem(tx, type, id);
    if (!hidden) return;
    await this.audit.record(tx, { actorId: null, action: `${type}.hide`, targetType: type, targetId: id, reason: `${reporters} reports` });
  }

  async openGroups(limit: number): Promise<ReportGroup[]> {
    return (await this.repo.openReportGroups(this.em, limit)).map(toReportGroup);
  }

  /**
   * Uphold: the item is removed (a listing: removed with the note as reason, its seller e-mailed), and with
   * `suspend` its owner is suspended. Dismiss: an item hidden by reports is shown again (a listing: approved).
   */
  async decide(moderator: User, reportId: number, input: ReportDecisionInput): Promise<{ id: number; action: string; closed: number }> {
    return this.em.transactional(async (tx) => {
      const report = await this.repo.findReportForUpdate(tx, reportId);
      if (!report) throw new ReportNotFoundException();
      if (report.status !== 'open') throw new ReportClosedException();
      const targetId = Number(report.target_id);
      const note = input.note ?? null;
      let unhidden = false;
      if (report.target_type === 'listing') {
        const listing = await this.repo.findListingForUpdate(tx, targetId);
        if (listing && input.action === 'uphold' && listing.moderation_status !== 'removed') {
          await this.listings.apply(tx, moderator.id, listing, 'remove', note ?? 'Removed after reports from other members');
        } else if (listing && input.action === 'dismiss' && listing.moderation_status === 'hidden') {
          await this.listings.apply(tx, moderator.id, listing, 'approve', null);
        }
      } else if (input.action === 'uphold') {
        await this.repo.removeNonListing(tx, report.target_type, targetId);
      } else {
        unhidden = await this.repo.unhideItem(tx, report.target_type, targetId);
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
        details: { reportId, closed, suspend: input.action === 'uphold' && input.suspend, ...(unhidden ? { unhidden } : {}) },
      });
      if (input.action === 'uphold' && input.suspend && report.owner_id) {
        await this.users.suspend(moderator, report.owner_id, note ?? 'Reported content upheld by a moderator', tx);
      }
      return { id: reportId, action: input.action, closed };
    });
  }
}
