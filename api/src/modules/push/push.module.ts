import { Module } from '@nestjs/common';
import { PushController } from './push.controller';
import { PushRepository } from './push.repository';
import { PushService } from './push.service';

/** Web Push (docs/decisions.md "Saved searches and alerts"): VAPID keys, device subscriptions, sending with the SSRF guard. */
@Module({ controllers: [PushController], providers: [PushService, PushRepository], exports: [PushService] })
export class PushModule {}
