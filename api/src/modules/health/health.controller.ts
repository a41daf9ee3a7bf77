import { Controller, Get, HttpStatus } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainException } from '../../common/exceptions/domain.exception';

@Controller()
export class HealthController {
  constructor(private readonly em: EntityManager) {}

  /** Liveness: the process answers. */
  @Get('health')
  health() {
    return { status: 'ok' };
  }

  /** Readiness: the database answers too. */
  @Get('ready')
  async ready() {
    try {
      await this.em.getConnection().execute('select 1');
      return { status: 'ready', database: 'up' };
    } catch {
      throw new DomainException('DATABASE_UNAVAILABLE', 'Database unavailable', HttpStatus.SERVICE_UNAVAILABLE);
    }
  }
}
