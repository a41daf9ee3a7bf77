import { HttpStatus, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { ALERT_TEXTS, ALERT_UNSUBSCRIBE_CODES, type Alert, type AlertUnsubscribeResult } from '@dockside/shared/alerts';
import { DomainException } from '../../common/exceptions/domain.exception';
import { AlertLinks } from './alert-links';
import { toAlert } from './alert.mapper';
import { AlertsRepository } from './alerts.repository';

@Injectable()
export class AlertsService {
  constructor(
    private readonly em: EntityManager,
    private readonly alerts: AlertsRepository,
    private readonly links: AlertLinks,
  ) {}

  async list(userId: number, before: number | undefined, limit: number): Promise<Alert[]> {
    return (await this.alerts.findByUser(this.em.fork(), userId, before, limit)).map(toAlert);
  }

  /** The one-click unsubscribe of alert e-mails (no sign-in): turns alert_emails off; saved searches stay. Repeating it is harmless. */
  async unsubscribe(token: string): Promise<AlertUnsubscribeResult> {
    const em = this.em.fork();
    const userId = await this.links.readToken(token);
    if (userId === undefined || !(await this.alerts.turnOffAlertEmails(em, userId))) {
      throw new DomainException(ALERT_UNSUBSCRIBE_CODES.invalid, ALERT_TEXTS.unsubscribeInvalid, HttpStatus.BAD_REQUEST);
    }
    return { status: 'unsubscribed', message: ALERT_TEXTS.unsubscribed };
  }
}
