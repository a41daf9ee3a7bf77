import { Injectable, Logger } from '@nestjs/common';
import { RedisConnection } from '../../common/redis/redis.module';
import { TYPING_RELAY_MS } from './chat.rate-limits';

/**
 * Coalesces `typing`: at most one relayed per user and room in each TYPING_RELAY_MS window, over every
 * replica. This process remembers the windows it opened, so a flood costs nothing past the first event;
 * with Redis the window is also claimed there (SET NX PX), so two replicas holding sockets of one user do
 * not both relay. A Redis failure falls back to this process's window rather than dropping every typing.
 */
@Injectable()
export class TypingGate {
  private readonly logger = new Logger('TypingGate');
  /** `<userId>:<roomId>` → when its window closes (ms). */
  private readonly windows = new Map<string, number>();

  constructor(private readonly redis: RedisConnection) {}

  /** True when this typing event is to be relayed; false when it falls in an open window (dropped). */
  async pass(userId: number, roomId: string, now = Date.now()): Promise<boolean> {
    const key = `${userId}:${roomId}`;
    const open = this.windows.get(key);
    if (open !== undefined && open > now) return false;
    this.windows.set(key, now + TYPING_RELAY_MS);
    if (this.windows.size > 10_000) this.prune(now);
    const redis = this.redis.client;
    if (!redis) return true;
    try {
      return (await redis.set(`chat:typing:${key}`, '1', 'PX', TYPING_RELAY_MS, 'NX')) === 'OK';
    } catch (error) {
      this.logger.warn(`typing window not shared: ${String(error)}`);
      return true;
    }
  }

  private prune(now: number): void {
    for (const [key, until] of this.windows) if (until <= now) this.windows.delete(key);
  }
}
