import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Jobs } from '../jobs/jobs.service';
import type { QueueItem } from '../jobs/job.types';
import { sqlRows } from '../database/sql';
import { devMailboxTransport, type MailTransport, smtpTransport } from './mail-transport';
import type { OutboxRow } from './mail.types';
import { MAIL_SEND_QUEUE, mailJob } from './outbox.service';

/** Attempts before a message is marked failed; the delay doubles from MAIL_RETRY_SECONDS up to an hour. */
export const MAX_ATTEMPTS = 12;
const MAX_BACKOFF_SECONDS = 60 * 60;
const BATCH = 20;
/** Fallback poll for retries that came due (a commit that queues mail wakes the sender at once). */
const POLL_SECONDS = 5;
/** A send not finished within this (the process died mid-send) is tried again. */
const SEND_TIMEOUT_SECONDS = 120;

/**
 * Sends the mail outbox: the 'mail-send' queue holds one item per outbox row, taken by one replica at a
 * time per item. Each is sent through SMTP or the development mailbox and its row marked sent; a failure
 * is recorded on the row (attempts, last error) and the library retries it with backoff; after the last
 * of MAX_ATTEMPTS the row is marked failed (kept, visible in /dev/mailbox and the table) and the item
 * moves to the dead-letter queue 'mail-send.dead'. Delivery is at least once; the Message-ID stays the
 * same across attempts.
 */
@Injectable()
export class OutboxSender implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger('MailOutbox');
  private readonly transport: MailTransport;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: Jobs,
    private readonly em: EntityManager,
  ) {
    this.transport = config.mail.smtpUrl ? smtpTransport(config.mail.smtpUrl) : devMailboxTransport(config.dataDir);
  }

  onModuleInit(): void {
    this.jobs.registerQueue<{ id: string }>({
      name: MAIL_SEND_QUEUE,
      retry: {
        limit: MAX_ATTEMPTS - 1,
        delaySeconds: Math.max(1, Math.round(this.config.mail.retryBaseMs / 1000)),
        backoff: true,
        maxDelaySeconds: MAX_BACKOFF_SECONDS,
      },
      deadLetter: true,
      timeoutSeconds: SEND_TIMEOUT_SECONDS,
      batchSize: BATCH,
      pollSeconds: POLL_SECONDS,
      handle: (items) => this.send(items),
      recover: () => this.requeuePending(),
    });
  }

  onApplicationShutdown(): void {
    this.transport.close();
  }

  /** Sends each message still pending; answers per item whether it is done. */
  async send(items: Array<QueueItem<{ id: string }>>): Promise<boolean[]> {
    const em = this.em.fork();
    const rows = await sqlRows<OutboxRow>(
      em,
      `UPDATE mail_outbox SET attempts = attempts + 1 WHERE id = ANY (?::bigint[]) AND status = 'pending' RETURNING *`,
      [items.map((item) => item.data.id)],
    );
    const byId = new Map(rows.map((row) => [String(row.id), row]));
    const done: boolean[] = [];
    for (const item of items) {
      const row = byId.get(item.data.id);
      // Sent or given up already (a retry of an item whose row was settled): nothing to do.
      if (!row) {
        done.push(true);
        continue;
      }
      try {
        await this.transport.send(row, this.config.mail.from);
        await sqlRows(em, `UPDATE mail_outbox SET status = 'sent', sent_at = now(), last_error = NULL WHERE id = ?`, [row.id]);
        done.push(true);
      } catch (error) {
        const reason = (error instanceof Error ? error.message : String(error)).slice(0, 1000);
        await sqlRows(em, `UPDATE mail_outbox SET last_error = ?, status = ? WHERE id = ?`, [
          reason,
          item.lastAttempt ? 'failed' : 'pending',
          row.id,
        ]);
        const outcome = item.lastAttempt ? `, giving up (moved to ${MAIL_SEND_QUEUE}.dead)` : '';
        this.logger.warn(`mail ${row.id} (${row.kind}) attempt ${row.attempts} failed${outcome}: ${reason}`);
        done.push(false);
      }
    }
    return done;
  }

  /** Pending rows the queue does not hold (written before it existed, or their item expired): queued again. */
  private async requeuePending(): Promise<void> {
    const rows = await sqlRows<{ id: string }>(
      this.em.fork(),
      `SELECT id::text AS id FROM mail_outbox WHERE status = 'pending' ORDER BY id`,
    );
    await this.jobs.send(
      MAIL_SEND_QUEUE,
      rows.map((row) => mailJob(row.id)),
    );
  }
}
