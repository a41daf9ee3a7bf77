import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Jobs } from '../../jobs/jobs.service';
import { type JobRunResult, RETRY_TWICE } from '../../jobs/job.types';
import { PUBLIC_WHERE } from '../listings/listing.entity';
import { sqlRows } from '../../database/sql';
import { OutboxService } from '../../mail/outbox.service';
import { AlertLinks } from './alert-links';
import { alertMail } from './alert-mails';
import { type AlertMailRow, groupByUser, toMailedAlert } from './alert-delivery.job';

const EVERY_MS = 5 * 60_000;
/** Users per run. */
const BATCH = 100;
/** A digest lists at most this many parts (the newest); the rest are in Account → Saved Parts. */
export const DIGEST_MAX_ITEMS = 50;
/** At most one digest per user in this time. */
export const DIGEST_INTERVAL = '1 day';

interface DigestAlert extends AlertMailRow {
  include: boolean;
}

/**
 * The daily digest (docs/decisions.md "Saved searches and alerts"): alerts of searches set to 'daily' wait (delivery = 'digest') until the
 * user's digest is due — at most one a day (DIGEST_INTERVAL since the last one; the first as soon as
 * there is something to tell) — and then go out as one e-mail listing them, newest first. Alerts whose
 * listing left the catalogue, or whose search was since deleted, paused or set to 'off', are left out.
 * One transaction per run: the e-mails are enqueued and the alerts marked done together.
 */
@Injectable()
export class AlertDigestJob implements OnModuleInit {
  private readonly logger = new Logger('AlertDigest');

  constructor(
    private readonly em: EntityManager,
    private readonly jobs: Jobs,
    private readonly outbox: OutboxService,
    private readonly links: AlertLinks,
  ) {}

  onModuleInit(): void {
    const schedule = { everyMs: EVERY_MS, firstRunMs: 30_000 };
    this.jobs.register({ name: 'alert-digest', schedule, singleton: true, retry: RETRY_TWICE, deadLetter: false, run: () => this.run() });
  }

  async run(): Promise<JobRunResult> {
    return this.em.fork().transactional(async (tx) => {
      const users = await sqlRows<{ id: number }>(
        tx,
        `SELECT u.id FROM users u
          WHERE u.id IN (SELECT DISTINCT user_id FROM alerts WHERE delivery = 'digest')
            AND (u.alert_digest_sent_at IS NULL OR u.alert_digest_sent_at <= now() - interval '${DIGEST_INTERVAL}')
          ORDER BY u.id LIMIT ? FOR UPDATE OF u SKIP LOCKED`,
        [BATCH],
      );
      if (users.length === 0) return {};
      const alerts = await sqlRows<DigestAlert>(
        tx,
        `SELECT a.id::text AS id, a.user_id, a.kind, a.part_id, p.title, p.price::text AS price, a.old_price::text AS old_price,
                s.name AS search_name, ((${PUBLIC_WHERE}) AND s.id IS NOT NULL AND NOT s.paused AND s.frequency <> 'off') AS include,
                u.email, u.full_name,
                (u.notify_email AND u.alert_emails AND u.email_verified_at IS NOT NULL AND u.suspended_at IS NULL) AS mail_ok
           FROM alerts a
           JOIN boat_parts p ON p.id = a.part_id
           JOIN users u ON u.id = a.user_id
           LEFT JOIN saved_searches s ON s.id = a.saved_search_id
          WHERE a.delivery = 'digest' AND a.user_id = ANY (?::int[])
          ORDER BY a.user_id, a.id DESC`,
        [users.map((u) => u.id)],
      );
      const mailedIds: string[] = [];
      let mails = 0;
      for (const group of groupByUser(alerts.filter((a) => a.include && a.mail_ok)).values()) {
        const shown = group.slice(0, DIGEST_MAX_ITEMS);
        const links = await this.links.forUser(group[0].user_id);
        await this.outbox.enqueue(tx, [alertMail(group[0].email, group[0].full_name, shown.map(toMailedAlert), links, true, group.length)]);
        mailedIds.push(...group.map((a) => a.id));
        mails++;
      }
      await sqlRows(
        tx,
        `UPDATE alerts SET delivery = 'done', channels = CASE WHEN id = ANY (?::bigint[]) THEN ARRAY['email'] ELSE channels END
          WHERE delivery = 'digest' AND user_id = ANY (?::int[])`,
        [mailedIds, users.map((u) => u.id)],
      );
      await sqlRows(tx, `UPDATE users SET alert_digest_sent_at = now() WHERE id = ANY (?::int[])`, [
        [...new Set(alerts.filter((a) => a.include && a.mail_ok).map((a) => a.user_id))],
      ]);
      if (mails > 0) this.logger.log(`digests sent: ${mails}`);
      return { more: users.length === BATCH };
    });
  }
}
