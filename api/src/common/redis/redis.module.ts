import { Global, Inject, Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/config';

/**
 * The optional Redis of the scale-out setup (REDIS_URL): shared rate-limit counters, the socket.io
 * adapter, presence. Without REDIS_URL `client` is null and everything stays in process.
 */
@Injectable()
export class RedisConnection implements OnApplicationShutdown {
  readonly client: Redis | null;
  private readonly extra: Redis[] = [];

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.client = config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
      : null;
  }

  /** Another connection to the same server (pub/sub needs its own). */
  duplicate(): Redis {
    if (!this.client) throw new Error('REDIS_URL is not set');
    const connection = this.client.duplicate();
    this.extra.push(connection);
    return connection;
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.allSettled([...this.extra, ...(this.client ? [this.client] : [])].map((c) => c.quit()));
  }
}

@Global()
@Module({ providers: [RedisConnection], exports: [RedisConnection] })
export class RedisModule {}
