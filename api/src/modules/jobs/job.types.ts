/** What a job's run reports back to the scheduler. */
export interface JobRunResult {
  /** More work is waiting (a full batch was taken): run again right away instead of after `everyMs`. */
  more?: boolean;
}

/**
 * A background task (docs/conventions.md §17): a name, a schedule and a body. The scheduler runs it on
 * one replica at a time (a PostgreSQL advisory lock keyed by the name), never twice at once in a
 * process, and logs a failed run without stopping the schedule.
 */
export interface JobDefinition {
  /** Unique; also the channel word that wakes it (`JobScheduler.notifyInTransaction`). */
  name: string;
  /** Pause between the end of one run and the start of the next. */
  everyMs: number;
  /** Delay of the first run after start-up (default: right away). */
  firstRunMs?: number;
  /** The work. `signal` aborts when the process shuts down: stop taking new work. */
  run(signal: AbortSignal): Promise<JobRunResult | void>;
}
