import { Module } from '@nestjs/common';
import { PushModule } from '../push/push.module';
import { AlertDeliveryJob } from './alert-delivery.job';
import { AlertDigestJob } from './alert-digest.job';
import { AlertLinks } from './alert-links';
import { AlertsController } from './alerts.controller';
import { AlertsRepository } from './alerts.repository';
import { AlertsService } from './alerts.service';
import { SavedSearchMatchingJob } from './saved-search-matching.job';

/**
 * Alerts: the saved-search matching job records them (price drops are recorded by a trigger),
 * the delivery job pushes and e-mails them, the digest job sends the daily e-mails; GET /api/alerts lists them.
 */
@Module({
  imports: [PushModule],
  controllers: [AlertsController],
  providers: [AlertsService, AlertsRepository, AlertLinks, SavedSearchMatchingJob, AlertDeliveryJob, AlertDigestJob],
})
export class AlertsModule {}
