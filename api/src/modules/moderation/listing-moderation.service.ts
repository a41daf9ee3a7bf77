import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { ListingDecision, ModerationQueueItem } from '@dockside/shared/moderation';
import { AppUrl } from '../../mail/app-url';
import { OutboxService } from '../../mail/outbox.service';
import type { User } from '../users/user.entity';
import { AuditService } from './audit.service';
import { ListingAlreadyRemovedException, ListingNotFoundException } from './moderation.exception';
import { listingDecisionMail } from './moderation.mails';
import { toQueueItem } from './moderation.mapper';
import { ModerationRepository, type QueueRow } from './moderation.repository';

const DECIDED: Record<ListingDecision, { moderationStatus: string; approvalStatus: string }> = {
  approve: { moderationStatus: 'approved', approvalStatus: 'approved' },
  reject: { moderationStatus: 'rejected', approvalStatus: 'rejected' },
  remove: { moderationStatus: 'removed', approvalStatus: 'rejected' },
};

/** The moderation queue and moderators' decisions on listings (docs/decisions.md "Moderation"). */
@Injectable()
export class ListingModerationService {
  constructor(
    private readonly em: EntityManager,
    private readonly repo: ModerationRepository,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    private readonly appUrl: AppUrl,
  ) {}

  async queue(limit: number): Promise<ModerationQueueItem[]> {
    return (await this.repo.waitingListings(this.em, limit)).map(toQueueItem);
  }

  /**
   * Approve, reject (the seller may edit and resubmit) or remove (final). The seller is e-mailed, open
   * reports on the listing are closed (dismissed on approve, upheld otherwise), and the action is audited.
   */
  async decide(moderator: User, id: number, action: ListingDecision, reason: string | undefined): Promise<ModerationQueueItem> {
    return this.em.transactional(async (tx) => {
      const listing = await this.repo.findListingForUpdate(tx, id);
      if (!listing) throw new ListingNotFoundException();
      await this.apply(tx, moderator.id, listing, action, reason ?? null);
      await this.repo.closeReports(tx, 'listing', id, action === 'approve' ? 'dismissed' : 'upheld', moderator.id, reason ?? null);
      return toQueueItem((await this.repo.findListingForUpdate(tx, id))!);
    });
  }

  /** The decision itself, also used by report decisions. */
  async apply(tx: EntityManager, moderatorId: number, listing: QueueRow, action: ListingDecision, reason: string | null): Promise<void> {
    if (listing.moderation_status === 'removed') throw new ListingAlreadyRemovedException();
    await this.repo.decideListing(tx, listing.id, {
      ...DECIDED[action],
      rejectionReason: action === 'approve' ? null : reason,
      moderatorId,
    });
    if (listing.seller_email) {
      await this.outbox.enqueue(tx, [
        listingDecisionMail(
          { email: listing.seller_email, fullName: listing.seller_full_name ?? '' },
          listing,
          action,
          action === 'approve' ? null : reason,
          this.appUrl.to('/account'),
        ),
      ]);
    }
    await this.audit.record(tx, {
      actorId: moderatorId,
      action: `listing.${action}`,
      targetType: 'listing',
      targetId: listing.id,
      reason,
      details: { from: listing.moderation_status },
    });
  }
}
