import { Module } from '@nestjs/common';
import { BoatsRepository } from './boats.repository';
import { BoatsService } from './boats.service';

/** A user's boats and engines (docs/decisions.md "Fitment"); BoatsService is what other modules use. */
@Module({
  providers: [BoatsService, BoatsRepository],
  exports: [BoatsService],
})
export class BoatsModule {}
