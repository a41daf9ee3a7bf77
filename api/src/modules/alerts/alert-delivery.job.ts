import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { AlertPushPayload } from '@dockside/shared/alerts';
import { Jobs } from '../../jobs/jobs.service';
import { type JobRunResult, RETRY_TWICE } from '../../jobs/job.types';
import { AppUrl } from '../../mail/app-url';
import { OutboxService } from '../../mail/outbox.service';
import type { OutgoingMail } from '../../mail/mail.types';
import { PushService } from '../push/push.service';
import { AlertLinks } from './alert-links';
import { type MailedAlert, alertBody, alertMail, alertTitle } from './alert-mails';
import { type AlertMailRow, AlertsRepository, type PendingAlert } from './alerts.repository';

export const ALERT_DELIVERY_JOB = 'alert-delivery';
const EVERY_MS = 15_000;
const BATCH = 1000;
/** Push requests in flight at once. */
const PUSH_CONCURRENCY = 8;

type Decision = 'send' | 'digest' | 'drop';

/** What becomes of a recorded alert: sent now, kept for the daily digest, or dropped (nothing to tell). */
function decide(alert: PendingAlert): Decision {
  if (!alert.public) return 'drop';
  if (alert.kind === 'price-drop') return 'send';
  if (alert.frequency === null || alert.paused || alert.frequency === 'off') return 'drop';
  return alert.frequency === 'daily' ? 'digest' : 'send';
}

export const toMailedAlert = (
  a: Pick<AlertMailRow, 'kind' | 'part_id' | 'title' | 'price' | 'old_price' | 'search_name'>,
): MailedAlert => ({
  kind: a.kind,
  partId: a.part_id,
  title: a.title,
  price: a.price,
  oldPrice: a.old_price,
  searchName: a.search_name,
});

/**
 * Tells people about their new alerts (docs/decisions.md "Saved searches and alerts"). Woken when the
 * matching job records alerts or a price drop is recorded, and every 15 s. For each pending alert:
 * - listing no longer public, search deleted, paused or off → dropped (done, told nobody);
 * - a 'daily' search → kept for the digest (AlertDigestJob);
 * - an 'instant' search or a price drop → a Web Push to each of the user's devices (Browser notifications
 *   on) and one e-mail per user and run (E-mail notifications and alert e-mails on, e-mail verified).
 * The pushes go out first, then one transaction enqueues the e-mails and marks the alerts done with their
 * channels: a crash in between re-sends the pushes, whose `tag` replaces the notification on the device.
 */
@Injectable()
export class AlertDeliveryJob implements OnModuleInit {
  private readonly logger = new Logger('AlertDelivery');

  constructor(
    private readonly em: EntityManager,
    private readonly alerts: AlertsRepository,
    private readonly jobs: Jobs,
    private readonly outbox: OutboxService,
    private readonly push: PushService,
    private readonly links: AlertLinks,
    private readonly appUrl: AppUrl,
  ) {}

  onModuleInit(): void {
    const schedule = { everyMs: EVERY_MS, firstRunMs: 7_000 };
    this.jobs.register({
      name: ALERT_DELIVERY_JOB,
      schedule,
      singleton: true,
      retry: RETRY_TWICE,
      deadLetter: false,
      run: () => this.run(),
    });
  }

  async run(): Promise<JobRunResult> {
    const em = this.em.fork();
    const pending = await this.alerts.pendingDeliveries(em, BATCH);
    if (pending.length === 0) return {};
    const toSend = pending.filter((alert) => decide(alert) === 'send');

    const pushed = await this.sendPushes(
      em,
      toSend.filter((alert) => alert.push_ok),
    );

    const mails: OutgoingMail[] = [];
    const mailed = new Set<string>();
    for (const group of groupByUser(toSend.filter((alert) => alert.mail_ok)).values()) {
      const links = await this.links.forUser(group[0].user_id);
      mails.push(alertMail(group[0].email, group[0].full_name, group.map(toMailedAlert), links, false));
      for (const alert of group) mailed.add(alert.id);
    }

    await em.transactional(async (tx) => {
      await this.outbox.enqueue(tx, mails);
      const ids = pending.map((a) => a.id);
      const delivery = pending.map((a) => (decide(a) === 'digest' ? 'digest' : 'done'));
      const channels = pending.map((a) => [pushed.has(a.id) ? 'push' : '', mailed.has(a.id) ? 'email' : ''].filter(Boolean).join(','));
      await this.alerts.settleDeliveries(tx, ids, delivery, channels);
    });
    const counts = { push: pushed.size, email: mailed.size, digest: pending.filter((a) => decide(a) === 'digest').length };
    this.logger.log(`alerts handled: ${pending.length} (push ${counts.push}, e-mail ${counts.email}, for the digest ${counts.digest})`);
    return { more: pending.length === BATCH };
  }

  /** Sends each alert to each of its user's devices; answers the alerts at least one device took. */
  private async sendPushes(em: EntityManager, alerts: PendingAlert[]): Promise<Set<string>> {
    const targets = await this.push.targetsOf(em, [...new Set(alerts.map((a) => a.user_id))]);
    const byUser = groupByUser(targets);
    const work = alerts.flatMap((alert) => (byUser.get(alert.user_id) ?? []).map((target) => ({ alert, target })));
    const delivered = new Set<string>();
    let next = 0;
    const worker = async () => {
      while (next < work.length) {
        const { alert, target } = work[next++];
        if ((await this.push.send(target, this.payload(alert))) === 'sent') delivered.add(alert.id);
      }
    };
    await Promise.all(Array.from({ length: Math.min(PUSH_CONCURRENCY, work.length) }, worker));
    return delivered;
  }

  private payload(alert: PendingAlert): AlertPushPayload {
    const mailed = toMailedAlert(alert);
    return {
      alertId: Number(alert.id),
      kind: alert.kind,
      title: alertTitle(mailed),
      body: alertBody(mailed),
      url: `/boat-parts/${alert.part_id}`,
      image: alert.image_url ? this.appUrl.absolute(alert.image_url) : null,
      tag: `part-${alert.part_id}`,
    };
  }
}

export function groupByUser<T extends { user_id: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) groups.set(row.user_id, [...(groups.get(row.user_id) ?? []), row]);
  return groups;
}
