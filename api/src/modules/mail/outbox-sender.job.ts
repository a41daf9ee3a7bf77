import { Inject, Injectable, Logger, type OnModuleInit, type OnApplicationShutdown } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../config/config';
import { JobScheduler } from '../jobs/job-scheduler';
import type { JobRunResult } from '../jobs/job.types';
import { sqlRows } from '../../database/sql';
import { devMailboxTransport, type MailTransport, smtpTransport } from './mail-transport';
import type { OutboxRow } from './mail.types';
import { MAX_ATTEMPTS, retryDelayMs } from './retry-delay';
import { MAIL_OUTBOX_JOB } from './outbox.service';

const BATCH = 20;
/** Polling fallback; a commit that queues mail wakes the job at once (NOTIFY). */
const EVERY_MS = 5000;
/** A claimed message not marked sent within this lease (the process died mid-send) is tried again. */
const LEASE = '2 minutes';

/**
 * Sends the mail outbox: claims due messages (a lease, so a crash mid-send retries after it), sends
 * each through SMTP or the development mailbox, marks it sent — or records the error and schedules a
 * retry with backoff, and after MAX_ATTEMPTS marks it failed (kept, visible in /dev/mailbox and the
 * table). Delivery is at least once; the Message-ID stays the same across attempts.
 */
@Injectable()
export class OutboxSenderJob implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private readonly transport: MailTransport;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: JobScheduler,
    private readonly em: EntityManager,
  ) {
    this.transport = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : devMailboxTransport(config.dataDir);
  }

  onModuleInit(): void {
    this.jobs.register({ name: MAIL_OUTBOX_JOB, everyMs: EVERY_MS, run: (signal) => this.sendDue(signal) });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }

  async sendDue(signal: AbortSignal): Promise<JobRunResult> {
    const em = this.em.fork();
    const rows = await sqlRows<OutboxRow>(
      em,
      `UPDATE mail_outbox SET attempts = attempts + 1, next_attempt_at = now() + interval '${LEASE}'
        WHERE id IN (SELECT id FROM mail_outbox WHERE status = 'pending' AND next_attempt_at <= now()
                      ORDER BY next_attempt_at, id LIMIT ? FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [BATCH],
    );
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    for (const row of rows) {
      if (signal.aborted) break; // the lease brings the rest back after a restart
      try {
        await this.transport.send(row, this.config.mail.from);
        await sqlRows(em, `UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ?`, [row.id]);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        const failed = row.attempts >= MAX_ATTEMPTS;
        await sqlRows(
          em,
          `UPDATE mail_outbox SET last_error = ?, status = ?, next_attempt_at = now() + ? * interval '1 millisecond' WHERE id = ?`,
          [reason, failed ? 'failed' : 'pending', retryDelayMs(row.attempts, this.config.mail.retryBaseMs), row.id],
        );
        this.logger.warn(`mail ${row.id} (${row.kind}) attempt ${row.attempts} failed${failed ? ', giving up' : ''}: ${reason}`);
      }
    }
    return { more: rows.length === BATCH };
  }
}
