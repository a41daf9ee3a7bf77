import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { OnlineUser } from '@dockside/shared/chat';
import { sqlRows } from '../listings/raw-sql';

/** Roster broadcasts are batched: thousands of reconnects after a restart send one roster per window. */
export const ROSTER_BATCH_MS = 1000;

/**
 * Who is online (issue #12): a user is online while any of their sockets is connected. Kept in this
 * process and mirrored to users.is_online (the members directory reads it). With one process this is
 * exact; across replicas it needs the Redis presence of the scale-out work (not built yet).
 */
@Injectable()
export class PresenceService {
  private readonly logger = new Logger('Presence');
  private readonly sockets = new Map<number, Set<string>>();
  private readonly users = new Map<number, OnlineUser>();
  private timer: NodeJS.Timeout | undefined;
  private broadcast: ((users: OnlineUser[]) => void) | undefined;

  constructor(private readonly em: EntityManager) {}

  /** The gateway's roster sender. */
  onRoster(send: (users: OnlineUser[]) => void): void {
    this.broadcast = send;
  }

  online(): OnlineUser[] {
    return [...this.users.values()];
  }

  async connected(user: OnlineUser, socketId: string): Promise<void> {
    const set = this.sockets.get(user.id) ?? new Set<string>();
    const first = set.size === 0;
    set.add(socketId);
    this.sockets.set(user.id, set);
    this.users.set(user.id, user);
    if (first) {
      await this.setOnline(user.id, true);
      this.scheduleRoster();
    }
  }

  async disconnected(userId: number, socketId: string): Promise<void> {
    const set = this.sockets.get(userId);
    if (!set) return;
    set.delete(socketId);
    if (set.size > 0) return;
    this.sockets.delete(userId);
    this.users.delete(userId);
    await this.setOnline(userId, false);
    this.scheduleRoster();
  }

  private async setOnline(userId: number, online: boolean): Promise<void> {
    try {
      await sqlRows(this.em.fork(), `UPDATE users SET is_online = ? WHERE id = ?`, [online, userId]);
    } catch (error) {
      this.logger.warn(`presence of user ${userId} not saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private scheduleRoster(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.broadcast?.(this.online());
    }, ROSTER_BATCH_MS);
    this.timer.unref();
  }
}
