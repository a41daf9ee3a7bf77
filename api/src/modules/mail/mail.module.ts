import { Global, Module } from '@nestjs/common';
import { AppUrl } from './app-url';
import { OutboxSenderJob } from './outbox-sender.job';
import { OutboxService } from './outbox.service';

/** Outgoing e-mail: the outbox (enqueue in your transaction), its sender job and the app's public URL for links. */
@Global()
@Module({ providers: [OutboxService, OutboxSenderJob, AppUrl], exports: [OutboxService, AppUrl] })
export class MailModule {}
