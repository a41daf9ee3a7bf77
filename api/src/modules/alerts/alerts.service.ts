import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Alert } from '@dockside/shared/alerts';
import { toAlert } from './alert.mapper';
import { AlertsRepository } from './alerts.repository';

@Injectable()
export class AlertsService {
  constructor(
    private readonly em: EntityManager,
    private readonly alerts: AlertsRepository,
  ) {}

  async list(userId: number, before: number | undefined, limit: number): Promise<Alert[]> {
    return (await this.alerts.findByUser(this.em.fork(), userId, before, limit)).map(toAlert);
  }
}
