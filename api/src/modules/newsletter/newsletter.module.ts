import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module';
import { NewsletterController } from './newsletter.controller';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';

/** Double opt-in newsletter subscriptions; e-mail through MailModule's outbox. */
@Module({
  imports: [AccountsModule],
  controllers: [NewsletterController],
  providers: [NewsletterService, NewsletterRepository],
  exports: [NewsletterService],
})
export class NewsletterModule {}
