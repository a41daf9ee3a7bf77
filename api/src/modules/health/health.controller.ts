import { Controller, Get, HttpStatus } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainException } from '../../common/exceptions/domain.exception';

/** Readiness answers within this time even when every pooled connection is stuck (LB checks every 5 s). */
const READY_TIMEOUT_MS = 2000;

@Controller()
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  /** Liveness: the process answers. */
  @Get('health')
  health() {
    return { status: 'ok' };
  }

  /** Readiness: the database answers too (within READY_TIMEOUT_MS). */
  @Get('ready')
  async ready() {
    let timer: NodeJS.Timeout | undefined;
    try {
      await Promise.race([
        this.em.getConnection().execute('select 1'),
        new Promise((_, reject) => (timer = setTimeout(() => reject(new Error('readiness timeout')), READY_TIMEOUT_MS))),
      ]);
      return { status: 'ready', database: 'up' };
    } catch {
      throw new DomainException('DATABASE_UNAVAILABLE', 'Database unavailable', HttpStatus.SERVICE_UNAVAILABLE);
    } finally {
      clearTimeout(timer);
    }
  }
}
