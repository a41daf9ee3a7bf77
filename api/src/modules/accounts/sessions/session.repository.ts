import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { User } from '../../users/user.entity';
import { SessionEntity } from './session.entity';

@Injectable()
export class SessionRepository {
  constructor(private readonly em: EntityManager) {}

  /** A live session (neither idle- nor absolutely expired) with its user. */
  findLiveWithUser(id: string, now: Date): Promise<SessionEntity | null> {
    return this.em.findOne(SessionEntity, { id, idleExpiresAt: { $gt: now }, absoluteExpiresAt: { $gt: now } }, { populate: ['user'] });
  }

  /**
   * Of `ids`, the sessions still live: not expired, user not suspended (the chat sockets' re-check).
   * Reads only the ids, in one query however many sockets ask.
   */
  async liveAmong(ids: string[], now: Date): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.em.find(
      SessionEntity,
      { id: { $in: ids }, idleExpiresAt: { $gt: now }, absoluteExpiresAt: { $gt: now }, user: { suspendedAt: null } },
      { fields: ['id'] },
    );
    return new Set(rows.map((row) => row.id));
  }

  async insert(session: {
    id: string;
    userId: number;
    userAgent: string | null;
    ip: string | null;
    idleExpiresAt: Date;
    absoluteExpiresAt: Date;
  }) {
    const entity = this.em.create(SessionEntity, {
      id: session.id,
      user: this.em.getReference(User, session.userId),
      userAgent: session.userAgent,
      ip: session.ip,
      idleExpiresAt: session.idleExpiresAt,
      absoluteExpiresAt: session.absoluteExpiresAt,
    });
    await this.em.persist(entity).flush();
  }

  async touch(id: string, lastSeenAt: Date, idleExpiresAt: Date): Promise<void> {
    await this.em.nativeUpdate(SessionEntity, { id }, { lastSeenAt, idleExpiresAt });
  }

  async delete(id: string): Promise<void> {
    await this.em.nativeDelete(SessionEntity, { id });
  }

  async deleteAllOfUser(userId: number): Promise<number> {
    return this.em.nativeDelete(SessionEntity, { user: userId });
  }

  async deleteOthersOfUser(userId: number, keepId: string): Promise<number> {
    return this.em.nativeDelete(SessionEntity, { user: userId, id: { $ne: keepId } });
  }

  async deleteExpired(now: Date): Promise<number> {
    return this.em.nativeDelete(SessionEntity, { $or: [{ idleExpiresAt: { $lte: now } }, { absoluteExpiresAt: { $lte: now } }] });
  }
}
