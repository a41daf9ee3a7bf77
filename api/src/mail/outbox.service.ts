import { randomBytes } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { DomainException } from '../common/exceptions/domain.exception';
import { APP_CONFIG, type AppConfig } from '../config/config';
import { Jobs } from '../jobs/jobs.service';
import { sqlRows } from '../database/sql';
import type { OutgoingMail } from './mail.types';

/** The work queue of outgoing e-mail: one item per outbox row. */
export const MAIL_SEND_QUEUE = 'mail-send';
const LINE_BREAK = /[\r\n]/;

/**
 * The queue item of outbox row `id`, with an id of its own derived from the row's, so re-sending a row the
 * queue still holds is a no-op (the recovery pass at start relies on it).
 */
export const mailJob = (id: string) => ({
  id: `00000000-0000-4000-8000-${BigInt(id).toString(16).padStart(12, '0')}`,
  data: { id },
});

/**
 * The one door for outgoing e-mail (docs/conventions.md §18): a feature calls `enqueue` with its own
 * transaction's EntityManager, so the e-mail — the outbox row and its item on the 'mail-send' queue —
 * exists exactly when the thing that caused it does, and the sender (OutboxSender) is woken on commit.
 */
@Injectable()
export class OutboxService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly jobs: Jobs,
  ) {}

  /** Inserts the messages in the transaction of `em` (call it inside `em.transactional`). */
  async enqueue(em: EntityManager, mails: OutgoingMail[]): Promise<void> {
    if (mails.length === 0) return;
    for (const mail of mails) assertSingleLineHeaders(mail);
    const domain = this.config.mail.from.split('@')[1] ?? 'dockside.local';
    for (const mail of mails) {
      // Stable from the start: a message re-sent after a crash keeps its Message-ID, so it can be recognised as a duplicate.
      const messageId = `<${Date.now().toString(36)}.${randomBytes(9).toString('base64url')}@${domain}>`;
      const [row] = await sqlRows<{ id: string }>(
        em,
        `INSERT INTO mail_outbox (message_id, kind, to_address, reply_to, subject, text_body, html_body, headers)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?::jsonb) RETURNING id::text AS id`,
        [messageId, mail.kind, mail.to, mail.replyTo ?? null, mail.subject, mail.text, mail.html, JSON.stringify(mail.headers ?? {})],
      );
      const job = mailJob(row.id);
      await this.jobs.sendInTransaction(em, MAIL_SEND_QUEUE, job.data, { id: job.id });
    }
  }
}

/** No header injection: a CR or LF in an address, a subject or a header ends the request (400), nothing is written. */
function assertSingleLineHeaders(mail: OutgoingMail): void {
  const values = [mail.to, mail.subject, mail.replyTo ?? '', ...Object.entries(mail.headers ?? {}).flat()];
  if (values.some((value) => LINE_BREAK.test(value))) {
    throw new DomainException('HEADER_INJECTION', 'Line breaks are not allowed in this field', HttpStatus.BAD_REQUEST);
  }
}
