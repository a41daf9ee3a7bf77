import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AdminUser, GrantableRole } from '@dockside/shared/moderation';
import { MODERATION_MESSAGES as M } from '@dockside/shared/moderation';
import { afterCommit } from '../../database/after-commit';
import { hasRole } from '../../common/auth/access';
import { SessionEvents } from '../../common/auth/session-events';
import { OutboxService } from '../../mail/outbox.service';
import type { User } from '../users/user.entity';
import { AuditService } from './audit.service';
import { toAdminUser } from './moderation.mapper';
import { type AdminUserRow, ModerationRepository } from './moderation.repository';
import { suspensionMail } from './moderation.mails';
import { StaffProtectedException, UserNotFoundException } from './moderation.exception';

/**
 * Users in the admin area (docs/decisions.md "Moderation"): search, roles (admins grant and take back expert and moderator;
 * admins themselves are made from the command line), suspension.
 */
@Injectable()
export class AdminUsersService {
  constructor(
    private readonly em: EntityManager,
    private readonly repo: ModerationRepository,
    private readonly audit: AuditService,
    private readonly outbox: OutboxService,
    private readonly sessionEvents: SessionEvents,
  ) {}

  async search(q: string | undefined, limit: number, before?: number): Promise<AdminUser[]> {
    return (await this.repo.searchUsers(this.em, q, limit, before)).map(toAdminUser);
  }

  async setRole(actor: User, id: number, role: GrantableRole): Promise<AdminUser> {
    return this.em.transactional(async (tx) => {
      const target = await this.target(tx, actor, id);
      if (target.role === 'admin') throw new StaffProtectedException(M.adminsFromCommandLine);
      if (target.role !== role) {
        await this.repo.setRole(tx, id, role);
        await this.audit.record(tx, {
          actorId: actor.id,
          action: 'user.role',
          targetType: 'user',
          targetId: id,
          details: { from: target.role, to: role },
        });
      }
      return toAdminUser({ ...target, role });
    });
  }

  /**
   * Ends every session, refuses sign-in, takes the user's listings out of the catalogue; once committed,
   * the user's open chat sockets are cut on every replica.
   */
  async suspend(actor: User, id: number, reason: string, tx?: EntityManager): Promise<AdminUser> {
    const run = async (em: EntityManager) => {
      const target = await this.target(em, actor, id);
      if (target.role === 'admin' || (target.role === 'moderator' && !hasRole(actor, 'admin'))) throw new StaffProtectedException();
      if (!target.suspended_at) {
        await this.repo.setSuspension(em, id, reason);
        await this.outbox.enqueue(em, [suspensionMail({ email: target.email, fullName: target.full_name }, reason)]);
        await this.audit.record(em, { actorId: actor.id, action: 'user.suspend', targetType: 'user', targetId: id, reason });
      }
      await this.repo.deleteSessions(em, id);
      afterCommit(em, () => this.sessionEvents.allEnded(id));
      return toAdminUser((await this.repo.findUserForUpdate(em, id))!);
    };
    return tx ? run(tx) : this.em.transactional(run);
  }

  /** Lifts a suspension: the user may sign in again and their listings come back. */
  async lift(actor: User, id: number): Promise<AdminUser> {
    return this.em.transactional(async (tx) => {
      const target = await this.target(tx, actor, id);
      if (target.suspended_at) {
        await this.repo.setSuspension(tx, id, null);
        await this.audit.record(tx, { actorId: actor.id, action: 'user.unsuspend', targetType: 'user', targetId: id });
      }
      return toAdminUser((await this.repo.findUserForUpdate(tx, id))!);
    });
  }

  private async target(em: EntityManager, actor: User, id: number): Promise<AdminUserRow> {
    const target = await this.repo.findUserForUpdate(em, id);
    if (!target) throw new UserNotFoundException();
    if (target.id === actor.id) throw new StaffProtectedException(M.cannotActOnSelf);
    return target;
  }
}
