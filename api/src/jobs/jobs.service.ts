import { Inject, Injectable, Logger, type BeforeApplicationShutdown } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Client, type Notification } from 'pg';
import { type Job, PgBoss, type Queue } from 'pg-boss';
import { APP_CONFIG, type AppConfig } from '../config/config';
import type { JobDefinition, JobRetry, QueueItem, WorkQueueDefinition } from './job.types';
import { transactionDb } from './transaction-db';

/** The library's own schema: it creates and migrates its tables there at start (docs/architecture.md §3.4). */
const SCHEMA = 'pgboss';
/** LISTEN channel: a payload naming a job wakes it (psql, tests: `SELECT pg_notify('dockside_jobs', 'alert-digest')`). */
const CHANNEL = 'dockside_jobs';
/** Consecutive "more work" runs before a job yields to its schedule (a runaway guard). */
const MAX_BURST = 50;
const LISTEN_RETRY_MS = 5000;
/** A replica that dies mid-run stops refreshing its claim; the run is then failed and retried after this long. */
const HEARTBEAT_SECONDS = 30;
const DEFAULT_TIMEOUT_SECONDS = 60 * 60;
/** Polls of a scheduled job's queue: a backstop only, runs are sent with a NOTIFY. */
const SCHEDULED_POLL_SECONDS = 5;
/** Connections of the library's pool (workers, sends outside transactions, maintenance). */
const POOL_SIZE = 4;

interface BurstData {
  burst?: number;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The one background-job mechanism (docs/architecture.md §3.5, docs/conventions.md §17), on pg-boss.
 * Modules register scheduled jobs (`register`) and work queues (`registerQueue`) at module init. server.ts
 * calls `prepare()` after the migrations (the library's schema and our queues exist from then on, on every
 * replica: sends work everywhere) and `start()` once listening (workers, schedules, wake-ups; nothing with
 * RUN_JOBS=false). Runs of a singleton job never overlap across replicas; failed runs are retried with
 * backoff and, past the last attempt, logged and kept failed or dead-lettered, as each job declares.
 */
@Injectable()
export class Jobs implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly jobs = new Map<string, JobDefinition>();
  private readonly queues = new Map<string, WorkQueueDefinition<object>>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private readonly abort = new AbortController();
  private boss?: PgBoss;
  private started = false;
  private listener?: Client;
  private listenTimer?: NodeJS.Timeout;
  private listenedBefore = false;

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(definition: JobDefinition): void {
    this.assertNew(definition.name);
    this.jobs.set(definition.name, definition);
  }

  registerQueue<T extends object>(definition: WorkQueueDefinition<T>): void {
    this.assertNew(definition.name);
    this.queues.set(definition.name, definition as unknown as WorkQueueDefinition<object>);
  }

  /** Starts the library (creating or migrating its schema) and creates every queue. Before the server listens. */
  async prepare(): Promise<void> {
    if (this.boss) return;
    const runJobs = this.config.runJobs;
    const boss = new PgBoss({
      connectionString: this.orm.config.get('clientUrl'),
      schema: SCHEMA,
      application_name: 'dockside-jobs',
      max: POOL_SIZE,
      migrate: true,
      // Maintenance (expiry, heartbeats, retention) and the cron clock only on job-running replicas.
      supervise: runJobs,
      schedule: runJobs,
      useListenNotify: runJobs,
    });
    boss.on('error', (error) => this.logger.warn(`job queue error: ${describe(error)}`));
    await boss.start();
    this.boss = boss;
    for (const job of this.jobs.values()) await this.createQueue(job, job.singleton ? 'stately' : 'standard');
    for (const queue of this.queues.values()) await this.createQueue(queue, 'standard');
  }

  /** Starts the workers, schedules and wake-ups (no-op with RUN_JOBS=false). After `prepare()`. */
  async start(): Promise<void> {
    if (this.started || !this.config.runJobs) return;
    const boss = this.requireBoss();
    this.started = true;
    for (const job of this.jobs.values()) {
      await boss.work<BurstData>(
        job.name,
        {
          batchSize: 1,
          includeMetadata: true,
          pollingIntervalSeconds: SCHEDULED_POLL_SECONDS,
          notifyPollingIntervalSeconds: SCHEDULED_POLL_SECONDS,
        },
        ([run]) => this.runJob(job, run),
      );
      if ('cron' in job.schedule) await boss.schedule(job.name, job.schedule.cron, null, { tz: 'UTC' });
      else this.every(job.name, job.schedule.firstRunMs ?? 0, job.schedule.everyMs);
    }
    for (const queue of this.queues.values()) {
      await boss.work<object>(
        queue.name,
        {
          batchSize: queue.batchSize,
          includeMetadata: true,
          perJobResults: true,
          burstWhenBatchFull: true,
          pollingIntervalSeconds: queue.pollSeconds,
          notifyPollingIntervalSeconds: queue.pollSeconds,
        },
        (items) => this.handleItems(queue, items),
      );
      await queue.recover?.().catch((error: unknown) => this.logger.warn(`recovering queue ${queue.name} failed: ${describe(error)}`));
    }
    void this.listen();
  }

  /** Queues a run of job `name` (no-op when one is already waiting, or before `start()`). */
  async wake(name: string): Promise<void> {
    if (!this.started || this.abort.signal.aborted || !this.jobs.has(name)) return;
    await this.requireBoss()
      .send(name, {})
      .catch((error: unknown) => this.logger.warn(`waking job ${name} failed: ${describe(error)}`));
  }

  /**
   * Sends an item to work queue `name` inside the transaction of `em` (call it inside `em.transactional`):
   * it exists, and wakes the workers, exactly when the transaction commits; nothing on rollback.
   */
  async sendInTransaction(em: EntityManager, name: string, data: object, options: { id?: string } = {}): Promise<void> {
    if (!this.queues.has(name)) throw new Error(`No work queue named ${name}`);
    await this.requireBoss().send(name, data, { ...options, db: transactionDb(em) });
  }

  /** Sends items to work queue `name` outside any transaction; an `id` already queued is skipped. */
  async send(name: string, items: Array<{ id: string; data: object }>): Promise<void> {
    for (const item of items) await this.requireBoss().send(name, item.data, { id: item.id });
  }

  /** Runs job `name` on a job-running replica and waits for the outcome (tests, CLI). */
  async runNow(name: string, timeoutMs = 60_000): Promise<'completed' | 'failed'> {
    const boss = this.requireBoss();
    const id = (await boss.send(name, {})) ?? (await boss.findJobs(name, { queued: true }))[0]?.id;
    const deadline = Date.now() + timeoutMs;
    while (id && Date.now() < deadline) {
      const [job] = await boss.findJobs(name, { id });
      if (!job || job.state === 'completed') return 'completed';
      if (job.state === 'failed' || job.state === 'cancelled') return 'failed';
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`job ${name} did not finish in ${timeoutMs} ms`);
  }

  /** Before the ORM closes: no new runs; the runs in progress finish (up to the library's stop timeout). */
  async beforeApplicationShutdown(): Promise<void> {
    this.abort.abort();
    for (const timer of this.timers) clearTimeout(timer);
    clearTimeout(this.listenTimer);
    await this.listener?.end().catch(() => undefined);
    await this.boss
      ?.stop({ graceful: true, timeout: 30_000 })
      .catch((error: unknown) => this.logger.warn(`stopping jobs: ${describe(error)}`));
  }

  private assertNew(name: string): void {
    if (this.jobs.has(name) || this.queues.has(name)) throw new Error(`Job ${name} is registered twice`);
  }

  private requireBoss(): PgBoss {
    if (!this.boss) throw new Error('Jobs.prepare() has not run');
    return this.boss;
  }

  private async createQueue(definition: JobDefinition | WorkQueueDefinition<object>, policy: Queue['policy']): Promise<void> {
    const boss = this.requireBoss();
    const deadLetter = definition.deadLetter ? `${definition.name}.dead` : undefined;
    const options = {
      ...retryOptions(definition.retry),
      expireInSeconds: definition.timeoutSeconds ?? DEFAULT_TIMEOUT_SECONDS,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      notify: true,
    };
    if (deadLetter) await boss.createQueue(deadLetter, { policy: 'standard' });
    await boss.createQueue(definition.name, { ...options, policy, ...(deadLetter ? { deadLetter } : {}) });
    // An existing queue keeps its creation options: bring the ones that may change to this release's.
    const { heartbeatSeconds: _fixed, retryDelayMax: _fixedToo, ...changeable } = options;
    await boss.updateQueue(definition.name, changeable);
  }

  /** One run of a scheduled job; a full batch queues the next run at once (the queue holds one waiting). */
  private async runJob(job: JobDefinition, run: Job<BurstData> & { retryCount: number }): Promise<void> {
    try {
      const result = await job.run(this.abort.signal);
      const burst = run.data?.burst ?? 0;
      if (result?.more && burst < MAX_BURST && !this.abort.signal.aborted) await this.requireBoss().send(job.name, { burst: burst + 1 });
    } catch (error) {
      this.logFailure(job, run.retryCount, describe(error));
      throw error;
    }
  }

  private async handleItems(queue: WorkQueueDefinition<object>, jobs: Array<Job<object>>) {
    const items: Array<QueueItem<object>> = jobs.map((job) => ({
      data: job.data,
      retryCount: job.retryCount,
      lastAttempt: job.retryCount >= queue.retry.limit,
    }));
    const done = await queue.handle(items, this.abort.signal);
    return jobs.map((job, i) => ({ id: job.id, status: done[i] ? ('completed' as const) : ('failed' as const) }));
  }

  private logFailure(job: JobDefinition, retryCount: number, reason: string): void {
    const last = retryCount >= job.retry.limit;
    const after = job.deadLetter ? `, moved to ${job.name}.dead` : ', left failed';
    this.logger.warn(`job ${job.name} attempt ${retryCount + 1} failed${last ? after : ', will retry'}: ${reason}`);
  }

  /** Queues a run every `everyMs` on this replica (a waiting run absorbs the others). */
  private every(name: string, firstMs: number, everyMs: number): void {
    const tick = (delayMs: number) => {
      const timer = setTimeout(() => {
        this.timers.delete(timer);
        if (this.abort.signal.aborted) return;
        void this.wake(name).finally(() => tick(everyMs));
      }, delayMs);
      timer.unref();
      this.timers.add(timer);
    };
    tick(firstMs);
  }

  /** One LISTEN connection per process for wake-ups by name; reconnects after a database restart. */
  private async listen(): Promise<void> {
    if (this.abort.signal.aborted) return;
    const client = new Client({ connectionString: this.orm.config.get('clientUrl'), connectionTimeoutMillis: 5000 });
    const retry = () => {
      if (this.listener !== client) return;
      this.listener = undefined;
      void client.end().catch(() => undefined);
      if (!this.abort.signal.aborted) this.listenTimer = setTimeout(() => void this.listen(), LISTEN_RETRY_MS).unref();
    };
    this.listener = client;
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', (message: Notification) => {
      if (message.channel === CHANNEL && message.payload) void this.wake(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      // After a reconnect, work queued while we were not listening is picked up now, not at the next tick.
      if (this.listenedBefore) for (const name of this.jobs.keys()) void this.wake(name);
      this.listenedBefore = true;
    } catch {
      retry();
    }
  }
}

function retryOptions(retry: JobRetry) {
  return {
    retryLimit: retry.limit,
    retryDelay: retry.delaySeconds,
    retryBackoff: retry.backoff,
    ...(retry.maxDelaySeconds ? { retryDelayMax: retry.maxDelaySeconds } : {}),
  };
}
