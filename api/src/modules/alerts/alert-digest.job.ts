import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Jobs } from '../../jobs/jobs.service';
import { type JobRunResult, RETRY_TWICE } from '../../jobs/job.types';
import { OutboxService } from '../../mail/outbox.service';
import { AlertLinks } from './alert-links';
import { alertMail } from './alert-mails';
import { groupByUser, toMailedAlert } from './alert-delivery.job';
import { AlertsRepository } from './alerts.repository';

const EVERY_MS = 5 * 60_000;
/** Users per run. */
const BATCH = 100;
/** A digest lists at most this many parts (the newest); the rest are in Account → Saved Parts. */
export const DIGEST_MAX_ITEMS = 50;
/** At most one digest per user in this time. */
export const DIGEST_INTERVAL = '1 day';

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
    private readonly alerts: AlertsRepository,
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
      const users = await this.alerts.lockDigestUsers(tx, DIGEST_INTERVAL, BATCH);
      if (users.length === 0) return {};
      const alerts = await this.alerts.digestAlerts(tx, users);
      const mailedIds: string[] = [];
      let mails = 0;
      for (const group of groupByUser(alerts.filter((a) => a.include && a.mail_ok)).values()) {
        const shown = group.slice(0, DIGEST_MAX_ITEMS);
        const links = await this.links.forUser(group[0].user_id);
        await this.outbox.enqueue(tx, [alertMail(group[0].email, group[0].full_name, shown.map(toMailedAlert), links, true, group.length)]);
        mailedIds.push(...group.map((a) => a.id));
        mails++;
      }
      await this.alerts.settleDigest(tx, users, mailedIds, [
        ...new Set(alerts.filter((a) => a.include && a.mail_ok).map((a) => a.user_id)),
      ]);
      if (mails > 0) this.logger.log(`digests sent: ${mails}`);
      return { more: users.length === BATCH };
    });
  }
}
