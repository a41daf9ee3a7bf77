import { randomUUID } from 'node:crypto';
import { Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import type { OnlineUser } from '@dockside/shared/chat';
import { RedisConnection } from '../../common/redis/redis.module';
import { ChatRepository } from './chat.repository';

/** Roster broadcasts are batched: thousands of reconnects after a restart send one roster per window. */
export const ROSTER_BATCH_MS = 1000;
/** With Redis: each replica's online users live in its own hash, kept alive by a heartbeat. */
const REPLICA_PREFIX = 'chat:presence:r:';
const REPLICA_TTL_S = 60;
const HEARTBEAT_MS = 20_000;

/**
 * Who is online (docs/decisions.md "Chat"): a user is online while any of their sockets is connected, on any replica
 * and any tab. Each process counts its own sockets; with REDIS_URL each replica also publishes its online
 * users in a Redis hash that expires unless renewed — so a crashed replica's users go offline within a
 * minute — and the roster is the union of the live hashes. users.is_online mirrors it for the members
 * directory.
 */
@Injectable()
export class PresenceService implements OnApplicationShutdown {
  private readonly logger = new Logger('Presence');
  private readonly sockets = new Map<number, Set<string>>();
  private readonly users = new Map<number, OnlineUser>();
  private readonly replicaKey = `${REPLICA_PREFIX}${randomUUID()}`;
  private timer: NodeJS.Timeout | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private broadcast: ((users: OnlineUser[]) => void) | undefined;

  constructor(
    private readonly chat: ChatRepository,
    private readonly redis: RedisConnection,
  ) {}

  /** The gateway's roster sender. */
  onRoster(send: (users: OnlineUser[]) => void): void {
    this.broadcast = send;
    if (this.redis.client && !this.heartbeat) {
      this.heartbeat = setInterval(() => void this.renew(), HEARTBEAT_MS);
      this.heartbeat.unref();
    }
  }

  /** Everyone online, on every replica. */
  async online(): Promise<OnlineUser[]> {
    const redis = this.redis.client;
    if (!redis) return [...this.users.values()];
    const byId = new Map<number, OnlineUser>();
    try {
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, found] = await redis.scan(cursor, 'MATCH', `${REPLICA_PREFIX}*`, 'COUNT', 100);
        cursor = next;
        keys.push(...found);
      } while (cursor !== '0');
      for (const key of keys)
        for (const value of await redis.hvals(key)) {
          const user = JSON.parse(value) as OnlineUser;
          byId.set(user.id, user);
        }
    } catch (error) {
      this.logger.warn(`presence from Redis unavailable: ${String(error)}`);
    }
    for (const user of this.users.values()) byId.set(user.id, user);
    return [...byId.values()];
  }

  async connected(user: OnlineUser, socketId: string): Promise<void> {
    const set = this.sockets.get(user.id) ?? new Set<string>();
    const first = set.size === 0;
    set.add(socketId);
    this.sockets.set(user.id, set);
    this.users.set(user.id, user);
    if (!first) return;
    await this.redis.client
      ?.multi()
      .hset(this.replicaKey, String(user.id), JSON.stringify(user))
      .expire(this.replicaKey, REPLICA_TTL_S)
      .exec()
      .catch((error: unknown) => this.logger.warn(`presence not shared: ${String(error)}`));
    await this.setOnline(user.id, true);
    this.scheduleRoster();
  }

  async disconnected(userId: number, socketId: string): Promise<void> {
    const set = this.sockets.get(userId);
    if (!set) return;
    set.delete(socketId);
    if (set.size > 0) return;
    this.sockets.delete(userId);
    this.users.delete(userId);
    await this.redis.client?.hdel(this.replicaKey, String(userId)).catch(() => undefined);
    // Still connected through another replica: stays online.
    if (!(await this.online()).some((u) => u.id === userId)) await this.setOnline(userId, false);
    this.scheduleRoster();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.heartbeat);
    clearTimeout(this.timer);
    await this.redis.client?.del(this.replicaKey).catch(() => undefined);
  }

  private async renew(): Promise<void> {
    const redis = this.redis.client;
    if (!redis || this.users.size === 0) return;
    const fields = [...this.users.values()].flatMap((u) => [String(u.id), JSON.stringify(u)]);
    await redis
      .multi()
      .hset(this.replicaKey, ...fields)
      .expire(this.replicaKey, REPLICA_TTL_S)
      .exec()
      .catch((error: unknown) => this.logger.warn(`presence heartbeat failed: ${String(error)}`));
  }

  private async setOnline(userId: number, online: boolean): Promise<void> {
    try {
      await this.chat.setOnline(userId, online);
    } catch (error) {
      this.logger.warn(`presence of user ${userId} not saved: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private scheduleRoster(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.online().then((users) => this.broadcast?.(users));
    }, ROSTER_BATCH_MS);
    this.timer.unref();
  }
}
