import { Module } from '@nestjs/common';
import { BoatsController } from './boats.controller';
import { BoatsRepository } from './boats.repository';
import { BoatsService } from './boats.service';
import { EngineMakesController } from './engine-makes.controller';

/** A user's boats and engines, and the engine makes' reference list (docs/decisions.md "Fitment"); BoatsService is what other modules use. */
@Module({
  controllers: [BoatsController, EngineMakesController],
  providers: [BoatsService, BoatsRepository],
  exports: [BoatsService],
})
export class BoatsModule {}
