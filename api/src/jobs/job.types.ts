/** What a job's run reports back. */
export interface JobRunResult {
  /** More work is waiting (a full batch was taken): run again right away instead of on the schedule. */
  more?: boolean;
}

/** When a job runs besides being woken. */
export type JobSchedule =
  /** Every `everyMs` on each job-running replica (runs already queued are not doubled); the first after `firstRunMs`. */
  | { everyMs: number; firstRunMs?: number }
  /** A cron expression (UTC, minute resolution) kept by the library: one run per occurrence across replicas. */
  | { cron: string };

/**
 * Retries of a failed run: up to `limit` more attempts, `delaySeconds` apart — doubling each time with
 * `backoff` (with jitter, at most `maxDelaySeconds`).
 */
export interface JobRetry {
  limit: number;
  delaySeconds: number;
  backoff: boolean;
  maxDelaySeconds?: number;
}

/** The usual policy of a scheduled job: two more attempts, 30 s then about a minute later (the schedule covers the rest). */
export const RETRY_TWICE: JobRetry = { limit: 2, delaySeconds: 30, backoff: true };

interface JobBase {
  /** Unique: the queue's name in the library (letters, digits, '-'), and the word that wakes it. */
  name: string;
  retry: JobRetry;
  /**
   * Where a job that failed its last attempt goes: `true` copies it to the queue `<name>.dead`, kept there
   * (visible, redrivable with the library); `false` leaves it in the failed state. Both are logged.
   */
  deadLetter: boolean;
  /** A run still going after this long counts as failed and is retried (default: an hour). */
  timeoutSeconds?: number;
}

/**
 * A background task (docs/conventions.md §17): a name, a schedule, a policy and a body. Each run is a job
 * of the library's queue `name`; `singleton` queues hold at most one running and one waiting run across all
 * replicas, so a wake during a run makes exactly one more run after it.
 */
export interface JobDefinition extends JobBase {
  schedule: JobSchedule;
  /** One run at a time across replicas (every job of ours is; `false` would let replicas overlap). */
  singleton: boolean;
  /** The work. `signal` aborts when the process shuts down: stop taking new work. */
  run(signal: AbortSignal): Promise<JobRunResult | void>;
}

/** One item of a work queue, as the handler gets it. */
export interface QueueItem<T> {
  data: T;
  /** Attempts before this one (0 on the first). */
  retryCount: number;
  /** True when this attempt is the last the retry policy allows. */
  lastAttempt: boolean;
}

/**
 * A queue of items sent one by one (`Jobs.sendInTransaction`), handled in batches on any job-running
 * replica; each item is retried and dead-lettered on its own.
 */
export interface WorkQueueDefinition<T extends object> extends JobBase {
  batchSize: number;
  /** Fallback poll for retries whose delay has passed (new items wake the workers at once). */
  pollSeconds: number;
  /** Answers, per item in order, whether it was done (`true`) or failed and follows the retry policy (`false`). */
  handle(items: Array<QueueItem<T>>, signal: AbortSignal): Promise<boolean[]>;
  /** Run when a replica starts its workers: re-sends work the queue does not hold (`Jobs.send` skips ids it has). */
  recover?(): Promise<void>;
}
