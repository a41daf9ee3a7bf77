import { Global, Module } from '@nestjs/common';
import { AppUrl } from './app-url';
import { OutboxSender } from './outbox-sender';
import { OutboxService } from './outbox.service';

/** Outgoing e-mail (the API's floor): the outbox (enqueue in your transaction), its sender and the app's public URL for links. */
@Global()
@Module({ providers: [OutboxService, OutboxSender, AppUrl], exports: [OutboxService, AppUrl] })
export class MailModule {}
