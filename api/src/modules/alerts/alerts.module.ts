import { Module } from '@nestjs/common';
import { AlertsController } from './alerts.controller';
import { AlertsRepository } from './alerts.repository';
import { AlertsService } from './alerts.service';
import { SavedSearchMatchingJob } from './saved-search-matching.job';

/** Alerts (issue #16): the saved-search matching job records them, GET /api/alerts lists them. */
@Module({
  controllers: [AlertsController],
  providers: [AlertsService, AlertsRepository, SavedSearchMatchingJob],
})
export class AlertsModule {}
