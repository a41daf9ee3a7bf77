import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { Client, type Notification } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { sqlRows } from '../../database/sql';
import type { JobDefinition } from './job.types';

/** Advisory lock class of jobs (other classes: 727100 migrations, 7272xx older locks, 727203 idempotency). */
const JOB_LOCK_CLASS = 727_300;
/** LISTEN channel: a payload naming a job wakes it on every replica once the writing transaction commits. */
const CHANNEL = 'dockside_jobs';
/** Consecutive "more work" runs before a job yields to its normal schedule (a runaway guard). */
const MAX_BURST = 50;
const LISTEN_RETRY_MS = 5000;

interface JobState {
  definition: JobDefinition;
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  /** Woken while running: run once more right after. */
  again: boolean;
  burst: number;
}

/**
 * The one background-job mechanism (docs/architecture.md §3.5, docs/conventions.md §17). Jobs register at
 * module init; `start()` (after migrations, from server.ts) schedules them. Each run takes
 * `pg_try_advisory_lock(727300, hashtext(name))` on a connection of its own, so among replicas on one
 * database exactly one runs a job at a time (a crashed replica's lock goes with its connection). A
 * feature wakes a job from inside its own transaction with `notifyInTransaction` (PostgreSQL delivers
 * the NOTIFY on commit, to every replica); the schedule is the fallback. `RUN_JOBS=false` keeps a
 * replica out of background work entirely.
 */
@Injectable()
export class JobScheduler implements OnApplicationShutdown {
  private readonly logger = new Logger('Jobs');
  private readonly jobs = new Map<string, JobState>();
  private readonly abort = new AbortController();
  private listener?: Client;
  private listenTimer?: NodeJS.Timeout;
  private started = false;
  private listenedBefore = false;

  constructor(
    private readonly orm: MikroORM,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  register(definition: JobDefinition): void {
    if (this.jobs.has(definition.name)) throw new Error(`Job ${definition.name} is registered twice`);
    this.jobs.set(definition.name, { definition, again: false, burst: 0 });
    if (this.started) this.schedule(this.jobs.get(definition.name)!, definition.firstRunMs ?? 0);
  }

  /** Starts every registered job (no-op with RUN_JOBS=false). */
  start(): void {
    if (this.started || !this.config.runJobs) return;
    this.started = true;
    for (const state of this.jobs.values()) this.schedule(state, state.definition.firstRunMs ?? 0);
    void this.listen();
  }

  /** Runs `name` as soon as possible on this process (after the current run if one is going). */
  trigger(name: string): void {
    const state = this.jobs.get(name);
    if (!state || !this.started || this.abort.signal.aborted) return;
    if (state.running) {
      state.again = true;
      return;
    }
    this.schedule(state, 0);
  }

  /** Wakes `name` on every replica when the current transaction of `em` commits (nothing on rollback). */
  async notifyInTransaction(em: EntityManager, name: string): Promise<void> {
    await sqlRows(em, `SELECT pg_notify(?, ?)`, [CHANNEL, name]);
  }

  /** Runs a job now in this process and waits for it (tests, CLI). Returns false when another replica held it. */
  async runNow(name: string): Promise<boolean> {
    const state = this.jobs.get(name);
    if (!state) throw new Error(`No job named ${name}`);
    if (state.running) await state.running;
    const run = this.runOnce(state.definition);
    state.running = run.then(() => undefined);
    const outcome = await run;
    state.running = undefined;
    return outcome !== 'locked';
  }

  async onApplicationShutdown(): Promise<void> {
    this.abort.abort();
    clearTimeout(this.listenTimer);
    for (const state of this.jobs.values()) clearTimeout(state.timer);
    await Promise.allSettled([...this.jobs.values()].map((state) => state.running));
    await this.listener?.end().catch(() => undefined);
  }

  private schedule(state: JobState, delayMs: number): void {
    clearTimeout(state.timer);
    state.timer = setTimeout(() => void this.tick(state), delayMs);
    state.timer.unref();
  }

  private async tick(state: JobState): Promise<void> {
    if (state.running || this.abort.signal.aborted) return;
    const run = this.runOnce(state.definition);
    state.running = run.then(() => undefined);
    const outcome = await run;
    state.running = undefined;
    if (this.abort.signal.aborted) return;
    const immediately = (outcome === 'more' && state.burst < MAX_BURST) || state.again;
    state.burst = outcome === 'more' ? state.burst + 1 : 0;
    state.again = false;
    this.schedule(state, immediately ? 0 : state.definition.everyMs);
  }

  /** One run under the job's advisory lock. */
  private async runOnce(definition: JobDefinition): Promise<'done' | 'more' | 'locked' | 'failed'> {
    const client = new Client({ connectionString: this.orm.config.get('clientUrl'), connectionTimeoutMillis: 5000 });
    let locked = false;
    try {
      await client.connect();
      const { rows } = await client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS locked', [
        JOB_LOCK_CLASS,
        definition.name,
      ]);
      locked = rows[0].locked;
      if (!locked) return 'locked';
      const result = await definition.run(this.abort.signal);
      return result?.more ? 'more' : 'done';
    } catch (error) {
      this.logger.warn(`job ${definition.name} failed: ${error instanceof Error ? error.message : String(error)}`);
      return 'failed';
    } finally {
      if (locked)
        await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_CLASS, definition.name]).catch(() => undefined);
      await client.end().catch(() => undefined);
    }
  }

  /** One LISTEN connection per process; reconnects after a database restart. */
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
      if (message.channel === CHANNEL && message.payload) this.trigger(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      // After a reconnect, work queued while we were not listening is picked up now, not at the next tick.
      if (this.listenedBefore) for (const name of this.jobs.keys()) this.trigger(name);
      this.listenedBefore = true;
    } catch {
      retry();
    }
  }
}
